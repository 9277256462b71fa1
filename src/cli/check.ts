import { gameOfCardSet } from '../games/registry.ts';
import { parseBaseOutState } from '../model/baseOut.ts';
import { runCheck, type CardCheck } from '../sim/runCheck.ts';

export interface CheckCommandOptions {
  pa: number;
  seed: number;
  state: string;
  vs?: { hand: 'L' | 'R'; grade: string; weight: number }[];
  table: Record<string, string>;
}

/** Loads a card set, plans its check and runs it: what `cardlab check` does for each file. */
export function checkCardSet(file: string, options: CheckCommandOptions): CardCheck[] {
  const game = gameOfCardSet(file);
  const set = game.loadCardSet(file);
  const tables = game.loadTables(options.table);
  const state = parseBaseOutState(options.state);
  const subjects = game.checkPlan(set, tables, { state, ...(options.vs && { opponents: options.vs }) });
  return runCheck(subjects, { pa: options.pa, seed: options.seed, state });
}

/** The JSON `check --json` prints: per card id, pa, counts, rates and target (NaN written as null). */
export function checkJson(results: readonly { file: string; cards: readonly object[] }[]): string {
  return JSON.stringify(
    results,
    (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value),
    2,
  );
}
