import { OUTCOMES } from './outcomes.ts';

/**
 * Base-out states after a plate appearance: the 24, then the inning over with 0, 1, 2 or 3 runs scored on the play
 * (the states alone cannot say whether a run crossed before the third out).
 */
export const END_STATES = 28;
/** The first end state of a plate appearance that made the third out: INNING_OVER + the runs it scored. */
export const INNING_OVER = 24;
/** Slots of a transition table: every outcome, start state and end state. */
export const TRANSITION_SLOTS = OUTCOMES.length * 24 * END_STATES;

/**
 * Where a table of plate appearances by outcome, start state and end state (states as stateIndex numbers them) keeps
 * one count: a season's tally and MLB's transitions file lay them out alike.
 */
export const transitionSlot = (outcome: number, start: number, end: number): number =>
  (outcome * 24 + start) * END_STATES + end;

const runnersOn = (state: number) => (state & 1) + ((state >> 1) & 1) + ((state >> 2) & 1);

/**
 * Runs a plate appearance scored, read off its start and end states: the batter and the runners less those left on
 * base and those put out, or what an inning-over state holds.
 * @example runsBetween(2, 1) // => 1: a runner on 2nd, none out, then a runner on 1st, none out (a single, he scored)
 */
export function runsBetween(start: number, end: number): number {
  if (end >= INNING_OVER) return end - INNING_OVER;
  const outsMade = (end >> 3) - (start >> 3);
  return runnersOn(start) + 1 - runnersOn(end) - outsMade;
}
