import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

const TWO_TO_32 = 4294967296;
// Outcomes of the raw loop: 1B, 2B, HR, BB, out.
const SINGLE = 0;
const DOUBLE = 1;
const HOME_RUN = 2;
const WALK = 3;
const OUT = 4;
const KINDS = 5;

/** A d100 chart of a league-average hitter: 15 singles, 5 doubles, 3 home runs, 9 walks, the rest outs. */
function chart(): Uint8Array {
  return Uint8Array.from({ length: 100 }, (_, roll) =>
    roll < 15 ? SINGLE : roll < 20 ? DOUBLE : roll < 23 ? HOME_RUN : roll < 32 ? WALK : OUT,
  );
}

/**
 * Base-out transitions for the raw loop: next occupancy and runs by (occupancy, outcome); runners move station to
 * station.
 */
function transitions(): { next: Uint8Array; runs: Uint8Array } {
  const next = new Uint8Array(8 * KINDS);
  const runs = new Uint8Array(8 * KINDS);
  for (let occupancy = 0; occupancy < 8; occupancy++) {
    const on = [occupancy & 1, (occupancy >> 1) & 1, (occupancy >> 2) & 1];
    const at = occupancy * KINDS;
    next[at + SINGLE] = 1 | (on[0] ? 2 : 0) | (on[1] ? 4 : 0);
    runs[at + SINGLE] = on[2]!;
    next[at + DOUBLE] = 2 | (on[0] ? 4 : 0);
    runs[at + DOUBLE] = on[1]! + on[2]!;
    next[at + HOME_RUN] = 0;
    runs[at + HOME_RUN] = 1 + on[0]! + on[1]! + on[2]!;
    next[at + WALK] = on[0] ? (on[1] ? 7 : occupancy | 3) : occupancy | 1;
    runs[at + WALK] = on[0] && on[1] && on[2] ? 1 : 0;
    next[at + OUT] = occupancy;
  }
  return { next, runs };
}

/**
 * The yardstick of `npm run bench`: the least a dice-baseball simulator can do per plate appearance on our generator
 * (one d100 draw, a chart lookup, a base-out transition lookup, a tally), in half-innings. Returns the runs scored
 * so the work cannot be optimised away.
 */
export function rawBaseOutLoop(generator: RandomGenerator, plateAppearances: number): number {
  const outcomeOf = chart();
  const { next, runs } = transitions();
  const tally = new Float64Array(KINDS);
  let occupancy = 0;
  let outs = 0;
  let scored = 0;
  for (let i = 0; i < plateAppearances; i++) {
    const outcome = outcomeOf[(((generator.next() >>> 0) * 100) / TWO_TO_32) | 0]!;
    tally[outcome]!++;
    const at = occupancy * KINDS + outcome;
    scored += runs[at]!;
    occupancy = next[at]!;
    if (outcome === OUT && ++outs === 3) {
      outs = 0;
      occupancy = 0;
    }
  }
  return scored + tally[SINGLE]!;
}
