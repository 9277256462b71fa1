import type { RunningLine } from '../../../mlb/seasonData.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';

const clamp = (x: number) => Math.max(-3, Math.min(3, x));

/** 2016's steal attempts per time on first (singles, walks, hit by pitch), about: the average runner's Speed 0. */
const LEAGUE_ATTEMPTS = 0.07;
/** Steal attempts per time on first worth a step of Speed. */
const ATTEMPTS_PER_STEP = 0.06;
/** Triples of a runner's triples and doubles that mark him fast. */
const FAST_TRIPLES = 0.12;

/**
 * A runner's Speed, -3..3, from his season: steal attempts per time on first against the league's (a step per 0.06),
 * one more for a runner whose extra-base hits are many triples.
 * @example speedRating({ SB: 30, CS: 5, singles: 100, walks: 50, doubles: 20, triples: 8, ... }) // => 2
 */
export function speedRating(running: RunningLine): number {
  const onFirst = running.singles + running.walks;
  const attempts = onFirst > 0 ? (running.SB + running.CS) / onFirst : 0;
  const extra = running.doubles + running.triples;
  const triples = extra > 0 && running.triples / extra >= FAST_TRIPLES ? 1 : 0;
  return clamp(Math.round((attempts - LEAGUE_ATTEMPTS) / ATTEMPTS_PER_STEP) + triples);
}

/**
 * A batter's Bunt skill, 0..3, from his sacrifice bunts per plate appearance (a step per 1%): the data has no bunt
 * attempts, only the successes.
 * @example buntRating({ PA: 200, SH: 5, ... }) // => 2
 */
export function buntRating(line: SeasonLine): number {
  return line.PA > 0 ? clamp(Math.round((100 * (line.SH ?? 0)) / line.PA)) : 0;
}
