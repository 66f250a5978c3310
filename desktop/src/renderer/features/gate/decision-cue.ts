/**
 * The sound the gate makes on a decision, so the clerk need not look at the screen: a short
 * rising double beep to admit, a long low buzz to refuse, nothing for what needs the clerk's
 * attention (they read the band). Played with the Web Audio API; no sound file is shipped.
 *
 * spec: staff-booking.md §2 (Checkin); research offline-checkin-anchors.md §1 (the gate
 * answers at a glance).
 */
import type { ScanStatus } from '@hifadhi/shared/check-in/decide-scan';
import { decisionBand } from './decision-tone';

/** One note: frequency in hertz, start and length in seconds from the cue's start. */
export interface CueNote {
  frequency: number;
  start: number;
  duration: number;
  wave: OscillatorType;
}

/** The notes of each cue. */
export const decisionCues = {
  admit: [
    { frequency: 880, start: 0, duration: 0.12, wave: 'sine' },
    { frequency: 1320, start: 0.15, duration: 0.15, wave: 'sine' },
  ],
  refuse: [{ frequency: 180, start: 0, duration: 0.7, wave: 'square' }],
} as const satisfies Record<string, readonly CueNote[]>;

export type DecisionCue = keyof typeof decisionCues;

/** The cue of `status`: admit, refuse, or null for the amber statuses. */
export function cueOf(status: ScanStatus): DecisionCue | null {
  const band = decisionBand(status);
  return band === 'attention' ? null : band;
}

const VOLUME = 0.3;
let context: AudioContext | null = null;

/** Plays `cue` now. Where the browser has no Web Audio the gate stays silent. */
export function playDecisionCue(cue: DecisionCue): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  void audio.resume();
  const at = audio.currentTime;
  for (const note of decisionCues[cue]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = note.wave;
    oscillator.frequency.value = note.frequency;
    gain.gain.setValueAtTime(VOLUME, at + note.start);
    gain.gain.exponentialRampToValueAtTime(0.001, at + note.start + note.duration);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at + note.start);
    oscillator.stop(at + note.start + note.duration);
  }
}
