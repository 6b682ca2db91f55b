export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatInt(n: number): string {
  return integer.format(n);
}

/** Ratios below 1 need more digits than those above it to say anything. */
export function formatRatio(n: number): string {
  return n >= 10 ? `${n.toFixed(1)}×` : n >= 1 ? `${n.toFixed(2)}×` : `${n.toFixed(3)}×`;
}

export function formatMs(ms: number): string {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`;
}
