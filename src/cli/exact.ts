import { exactCheck, type ExactCardCheck } from '../experiments/exactCheck.ts';
import { runExpectancy, type LineupSlot } from '../exact/runExpectancy.ts';
import type { CheckSubject } from '../core/GameSystem.ts';
import { gameOfCardSet } from '../games/registry.ts';
import { checkOptions, type CheckCommandOptions } from '../experiments/check.ts';

/** Up to nine batters of each team, in file order: the lineup `--re24` uses. */
export const LINEUP_SIZE = 9;

function plan(file: string, options: Omit<CheckCommandOptions, 'pa' | 'seed'>): CheckSubject[] {
  const game = gameOfCardSet(file);
  return game.checkPlan(game.loadCardSet(file), game.loadTables(options.table), checkOptions(options));
}

/** `cardlab exact`: the exact rates of every card of a set. */
export function exactCardSet(file: string, options: Omit<CheckCommandOptions, 'pa' | 'seed'>): Omit<ExactCardCheck, 'tally'>[] {
  return exactCheck(plan(file, options)).map(({ tally: _tally, ...card }) => card);
}

/** `cardlab exact --re24`: per team, its lineup's run-expectancy matrix against the opponents `check` would use. */
export function teamRunExpectancy(file: string, options: Omit<CheckCommandOptions, 'pa' | 'seed'>): { team: string; lineup: string[]; matrix: number[] }[] {
  const batters = plan(file, options).filter((s) => s.role === 'batter' && s.strata.length > 0);
  const teams = [...new Set(batters.map((b) => b.team))];
  return teams.map((team) => {
    const lineup = batters.filter((b) => b.team === team).slice(0, LINEUP_SIZE);
    const slots: LineupSlot[] = lineup.map((b) => b.strata.map((s) => ({ weight: s.weight, matchup: s.matchup })));
    return { team, lineup: lineup.map((b) => b.name), matrix: runExpectancy(slots).matrix };
  });
}

const BASES = ['---', '1--', '-2-', '12-', '--3', '1-3', '-23', '123'];

/** A run-expectancy matrix as a table: bases down, outs across. */
export function formatRunExpectancy(matrix: readonly number[]): string {
  const rows = ['  bases    0 out  1 out  2 out'];
  BASES.forEach((bases, occupancy) => rows.push(`  ${bases}   ${[0, 1, 2].map((outs) => matrix[outs * 8 + occupancy]!.toFixed(3).padStart(6)).join(' ')}`));
  return rows.join('\n');
}
