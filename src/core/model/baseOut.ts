import { RunRefused } from '../input/RunRefused.ts';
/** A runner's identity: an index into the lineup or runner list the engine was given. */
export type RunnerId = number;

/** No runner on this base. */
export const EMPTY = -1;

/** Base numbers used in runner moves: 0 is the batter's box, 4 is home (a run). */
export const HOME = 4;

/**
 * The base-out state: outs (0-2) and who is on first, second and third (`EMPTY` for nobody).
 * Who, not just whether: runner speed and ratings decide advancement.
 */
export interface BaseOutState {
  outs: number;
  bases: [RunnerId, RunnerId, RunnerId];
}

/**
 * A fresh state.
 * @example baseOutState(1, [EMPTY, 3, EMPTY]) // => one out, runner 3 on second
 */
export function baseOutState(outs = 0, bases: [RunnerId, RunnerId, RunnerId] = [EMPTY, EMPTY, EMPTY]): BaseOutState {
  return { outs, bases: [...bases] };
}

/**
 * Occupancy as a 3-bit number: bit 0 first base, bit 1 second, bit 2 third (0 = empty, 7 = loaded).
 * @example occupancy({ outs: 0, bases: [2, EMPTY, 5] }) // => 5
 */
export function occupancy(state: BaseOutState): number {
  return (state.bases[0] === EMPTY ? 0 : 1) | (state.bases[1] === EMPTY ? 0 : 2) | (state.bases[2] === EMPTY ? 0 : 4);
}

/**
 * MLB's double-play chance: a runner on 1st and fewer than two out.
 * @example isDoublePlayChance(baseOutState(1, [4, EMPTY, EMPTY])) // => true
 */
export const isDoublePlayChance = (state: BaseOutState): boolean => state.bases[0] !== EMPTY && state.outs < 2;

/**
 * The index 0..23 of a state among the 24 base-out states: outs * 8 + occupancy.
 * @example stateIndex({ outs: 2, bases: [EMPTY, EMPTY, 1] }) // => 20
 */
export function stateIndex(state: BaseOutState): number {
  return state.outs * 8 + occupancy(state);
}

/**
 * Reads a state written as bases/outs, e.g. `1-3/1` (first and third, one out) or `---/0`. Runners get ids 1, 2, 3
 * by base, so tests and the CLI can name them.
 * @example parseBaseOutState('12-/2') // => { outs: 2, bases: [1, 2, EMPTY] }
 */
export function parseBaseOutState(text: string): BaseOutState {
  const match = /^([1-][2-][3-])\/([012])$/.exec(text.trim());
  if (!match) throw new RunRefused(`state '${text}' is not bases/outs like '1-3/1' (bases '---'..'123', outs 0-2)`);
  const [, bases = '', outs = '0'] = match;
  return baseOutState(Number(outs), [
    bases[0] === '1' ? 1 : EMPTY,
    bases[1] === '2' ? 2 : EMPTY,
    bases[2] === '3' ? 3 : EMPTY,
  ]);
}

/**
 * Writes a state the way {@link parseBaseOutState} reads it.
 * @example formatBaseOutState(baseOutState(1, [7, EMPTY, EMPTY])) // => '1--/1'
 */
export function formatBaseOutState(state: BaseOutState): string {
  const [first, second, third] = state.bases;
  return `${first === EMPTY ? '-' : '1'}${second === EMPTY ? '-' : '2'}${third === EMPTY ? '-' : '3'}/${state.outs}`;
}

/**
 * The 24 canonical states: runners named 1, 2, 3 by base (the medium-speed runners of `check --state`).
 * @example canonicalState(13) // => { outs: 1, bases: [1, EMPTY, 3] }
 */
export function canonicalState(index: number): BaseOutState {
  const mask = index % 8;
  return { outs: Math.floor(index / 8), bases: [mask & 1 ? 1 : EMPTY, mask & 2 ? 2 : EMPTY, mask & 4 ? 3 : EMPTY] };
}
