import type { Matchup, Situation } from '../games/GameSystem.ts';
import type { BaseOutState } from '../model/baseOut.ts';
import type { PlateAppearanceResult, PlayEvent } from '../model/PlayEvent.ts';
import { enumerateDice } from './enumerateDice.ts';

/** One exact result of a plate appearance: a representative path (its events) and the chance of all alike paths. */
export interface ExactResult {
  pa: PlateAppearanceResult;
  probability: number;
}

/** Paths are alike when they end alike and did alike along the way (what a tally counts). */
function signature(events: readonly PlayEvent[], runs: number): string {
  const last = events[events.length - 1]!;
  let balks = 0;
  let wildPitches = 0;
  let errors = 0;
  let doublePlays = 0;
  for (const e of events) {
    if (e.result === 'BK') balks++;
    if (e.result === 'WP') wildPitches++;
    if (e.error !== undefined) errors++;
    if (e.doublePlay) doublePlays++;
  }
  return `${last.result}|${last.after.outs}|${last.after.bases.join(',')}|${runs}|${balks},${wildPitches},${errors},${doublePlays}`;
}

const stateKey = (state: BaseOutState, count: number, first: boolean) => `${state.outs}|${state.bases.join(',')}|${count}|${first ? 1 : 0}`;

/**
 * The exact distribution of one plate appearance of a matchup from a state. Each step (a roll and its follow-ups) is
 * enumerated over all its dice; steps that do not end the plate appearance (balls, balks, wild pitches) lead to the
 * distribution from the new state and count, memoised, so the re-roll chain is solved as a Markov chain over
 * (state, count) rather than path by path. The chain is acyclic (each re-roll adds to the count or moves a runner
 * toward home), so the recursion ends; a game whose steps could return to the same (state, count) would need a
 * linear solve instead, and is rejected.
 * @example plateAppearanceDistribution(matchup, parseBaseOutState('1-3/1')).reduce((s, r) => s + r.probability, 0) // => 1
 */
export function plateAppearanceDistribution(matchup: Matchup, state: BaseOutState, situation?: Situation): ExactResult[] {
  const memo = new Map<string, ExactResult[]>();
  const open = new Set<string>();

  const from = (at: BaseOutState, count: number, first: boolean): ExactResult[] => {
    const key = stateKey(at, count, first);
    const known = memo.get(key);
    if (known) return known;
    if (open.has(key)) throw new Error(`the plate appearance can return to state ${key}: not an acyclic chain`);
    open.add(key);
    const merged = new Map<string, ExactResult>();
    const add = (events: PlayEvent[], probability: number) => {
      const last = events[events.length - 1]!;
      const runs = events.reduce((sum, e) => sum + e.runs, 0);
      const id = signature(events, runs);
      const seen = merged.get(id);
      if (seen) seen.probability += probability;
      else merged.set(id, { pa: { result: last.result as PlateAppearanceResult['result'], events, runs, outs: last.after.outs - at.outs, after: last.after }, probability });
    };
    for (const { value: step, probability } of enumerateDice((dice) => matchup.step(at, count, first, dice, situation))) {
      if (!step.continues) {
        add(step.events, probability);
        continue;
      }
      for (const rest of from(step.events[step.events.length - 1]!.after, step.count, false)) add([...step.events, ...rest.pa.events], probability * rest.probability);
    }
    const results = [...merged.values()];
    open.delete(key);
    memo.set(key, results);
    return results;
  };

  return from(state, 0, true).map(({ pa, probability }) => ({ pa: { ...pa, outs: pa.after.outs - state.outs }, probability }));
}
