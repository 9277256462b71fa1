import type { LoadedSet } from '../core/LoadedSet.ts';
import { runExpectancy, type LineupSlot } from '../exact/runExpectancy.ts';
import { checkPlan, type PlanOptions } from './check.ts';
import { exactCheck, type ExactCardCheck } from './exactCheck.ts';

/** Up to nine batters of each team, in file order: the lineup `--re24` uses. */
export const LINEUP_SIZE = 9;

/** A team's run-expectancy matrix (24 states, index outs * 8 + occupancy) and the lineup it assumes. */
export interface TeamRunExpectancy {
  team: string;
  lineup: string[];
  matrix: number[];
}

/** `cardlab exact`: the exact rates of every card of a set. */
export function exactCards(loaded: LoadedSet, options: PlanOptions): Omit<ExactCardCheck, 'tally'>[] {
  return exactCheck(checkPlan(loaded, options)).map(({ tally: _tally, ...card }) => card);
}

/** `cardlab exact --re24`: per team, its lineup's run-expectancy matrix against the opponents `check` would use. */
export function teamRunExpectancy(loaded: LoadedSet, options: PlanOptions): TeamRunExpectancy[] {
  const batters = checkPlan(loaded, options).filter((s) => s.role === 'batter' && s.strata.length > 0);
  const teams = [...new Set(batters.map((b) => b.team))];
  return teams.map((team) => {
    const lineup = batters.filter((b) => b.team === team).slice(0, LINEUP_SIZE);
    const slots: LineupSlot[] = lineup.map((b) => b.strata.map((s) => ({ weight: s.weight, matchup: s.matchup })));
    return { team, lineup: lineup.map((b) => b.name), matrix: runExpectancy(slots).matrix };
  });
}
