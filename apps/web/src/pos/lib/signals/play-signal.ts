import { readSignalsOn, signalPattern, toneStarts, type SaleSignal } from './signal-pattern.ts';

type AudioContextClass = typeof AudioContext;

/** One context for the app: browsers limit how many a page may open. */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  const Ctor: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  // A context made before any tap starts suspended; the sale's tap lets it resume.
  if (context.state === 'suspended') void context.resume();
  return context;
}

function beep(pattern: ReturnType<typeof signalPattern>) {
  const ctx = audio();
  if (!ctx) return;
  const starts = toneStarts(pattern);
  pattern.tones.forEach((tone, i) => {
    const at = ctx.currentTime + starts[i]! / 1000;
    const end = at + tone.ms / 1000;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.setValueAtTime(tone.hz, at);
    // Soft edges: no click at the start and the end of the tone.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(end + 0.02);
  });
}

/**
 * Beeps and vibrates for a sale's outcome, where the device can and the seller left it on
 * (Paramèt). Never throws: a silent device still sells.
 */
export function playSignal(signal: SaleSignal) {
  if (!readSignalsOn()) return;
  const pattern = signalPattern(signal);
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern.vibrate);
  } catch {
    // No vibration on this device.
  }
  try {
    beep(pattern);
  } catch {
    // No sound on this device.
  }
}
