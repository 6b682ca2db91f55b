/**
 * The end-of-phase sound: three short beeps made with the Web Audio API (no sound file to download).
 * Browsers let a page make sound only after a tap, so the context is created on the Start press
 * (`primeAudio`) and reused when the phase ends, even if the tab is in the background by then.
 */
type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };
let context: AudioContext | null = null;

export function primeAudio(): void {
  try {
    const Ctor = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

export function playEndTone(): void {
  primeAudio();
  const ctx = context;
  if (!ctx) return;
  try {
    const t0 = ctx.currentTime + 0.05;
    for (const [offset, frequency] of [
      [0, 880],
      [0.3, 880],
      [0.6, 1175],
    ] as const) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      // A soft attack and decay: a click-free beep, not a square alarm.
      gain.gain.setValueAtTime(0.0001, t0 + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, t0 + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + offset + 0.25);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + offset);
      osc.stop(t0 + offset + 0.27);
    }
  } catch {
    // No sound is better than a broken timer.
  }
}
