import fs from 'node:fs';
import os from 'node:os';
import { sleep } from './http.ts';

/** What RESULTS.md records next to each run. */
export function describeMachine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
  return `${cpu}, ${os.availableParallelism()} cores, ${memory}, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/**
 * The share of all cores busy over `ms`, from /proc/stat; null off Linux. Measured rather than taken
 * from the load average, which still remembers a test run that ended a minute ago.
 */
export async function cpuBusy(ms = 1000): Promise<number | null> {
  const before = readCpuTimes();
  if (!before) return null;
  await sleep(ms);
  const after = readCpuTimes();
  if (!after) return null;
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : null;
}

function readCpuTimes(): { idle: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal …; idle and iowait are the idle ones.
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, n) => sum + n, 0) };
  } catch {
    return null;
  }
}
