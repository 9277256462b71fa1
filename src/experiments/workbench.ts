import { isSeq, parseDocument } from 'yaml';
import type { CheckSubject, GameSystem, LoadedTables } from '../core/GameSystem.ts';
import { LoadedInput } from '../core/input/LoadedInput.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import { gameOf } from '../games/registry.ts';
import { budgetFits, type RateFit } from './budgetFit.ts';
import type { FitRate } from '../mlb/fitTarget.ts';
import { exactCheck } from './exactCheck.ts';

/**
 * A built-in table's text by its path under src/ (`games/pinetar/tables/gradeModifier.yaml`,
 * `modules/replay/tables/bunt.yaml`): the notebooks bundle them, the CLI reads them from disk.
 */
export type TableText = (srcPath: string) => string;

/** A card set open in the card workbench: its game, its cards and tables, and its text as last loaded. */
export interface OpenSet {
  name: string;
  text: string;
  game: GameSystem;
  set: LoadedSet['set'];
  tables: LoadedTables;
  subjects: CheckSubject[];
}

/** A card of a set as the workbench lists it: the set's `players` entry (or `teams`, piecepack's sheets). */
export interface WorkbenchCard {
  id: string;
  name: string;
  /** The YAML list it is an entry of, and its index there. */
  list: 'players' | 'teams';
  index: number;
}

/** One rate of a card, exactly, beside its printed target and rounding budget where the card prints a season. */
export interface WorkbenchRate {
  rate: string;
  exact: number;
  target?: number;
  budget?: number;
  /** The exact rate misses its target by more than the budget. */
  missed?: boolean;
}

/**
 * Loads a card set from its text, with its game's built-in tables, as `check` loads it: a bad set throws the
 * InputError naming line and field. Nothing reads a file: the tables come from `tableText`.
 */
export function openSet(name: string, text: string, tableText: TableText): OpenSet {
  const input = LoadedInput.fromText(name, text);
  const game = gameOf(input);
  const set = game.loadCardSet(input);
  const tableInputs = Object.fromEntries(
    [
      ...game.tables.names.map((table) => [table, `games/${game.id}/tables/${table}.yaml`] as const),
      ...(game.tables.modules ?? []).flatMap((module) =>
        module.names.map((table) => [`${module.id}/${table}`, `modules/${module.id}/tables/${table}.yaml`] as const),
      ),
    ].map(([table, path]) => [table, LoadedInput.fromText(path, tableText(path))]),
  );
  const tables = game.loadTables(tableInputs);
  return { name, text, game, set, tables, subjects: game.checkPlan(set, tables, {}) };
}

/** The cards of a set's text, in order: each `players` entry, or each `teams` entry where a set has no players. */
export function workbenchCards(text: string): WorkbenchCard[] {
  const value = parseDocument(text).toJS({ maxAliasCount: -1 }) as Record<string, unknown>;
  const list = Array.isArray(value.players) ? 'players' : 'teams';
  const entries = (Array.isArray(value[list]) ? value[list] : []) as { id?: unknown; name?: unknown }[];
  return entries.map((entry, index) => ({
    id: String(entry.id ?? index),
    name: String(entry.name ?? entry.id ?? index),
    list,
    index,
  }));
}

/** A card's YAML entry as plain data (aliases expanded), for editing. */
export function cardValue(text: string, card: WorkbenchCard): Record<string, unknown> {
  const value = parseDocument(text).toJS({ maxAliasCount: -1 }) as Record<string, unknown[]>;
  return structuredClone(value[card.list]![card.index] as Record<string, unknown>);
}

/** The set's text with one card's entry replaced; the rest of the file (comments, anchors) as it was. */
export function withCard(text: string, card: WorkbenchCard, value: Record<string, unknown>): string {
  const document = parseDocument(text);
  const list = document.get(card.list, true);
  if (!isSeq(list)) throw new Error(`the set has no ${card.list} list`);
  document.setIn([card.list, card.index], document.createNode(value));
  return String(document);
}

/**
 * A card's rates exactly (every check subject of its id: a batter, or a pitcher by the batters he faces), beside its
 * printed season's targets and rounding budget where it prints one.
 */
export function cardRates(open: OpenSet, id: string): WorkbenchRate[] {
  const subjects = open.subjects.filter((subject) => subject.id === id);
  const [exact] = exactCheck(subjects.slice(0, 1));
  if (!exact) return [];
  const fit = budgetFits(subjects.slice(0, 1))[0];
  return Object.entries(exact.rates).map(([rate, { estimate }]) => {
    const printed = fit?.rates[rate as keyof typeof fit.rates] as RateFit | undefined;
    return {
      rate,
      exact: estimate,
      ...(printed && {
        target: printed.target,
        budget: printed.budget,
        missed: fit!.missed.includes(rate as FitRate),
      }),
    };
  });
}

/** A card's exact rates against pitchers of one grade (or out chart, or tile value: the game's own ladder). */
export interface GradeRates {
  grade: string;
  /** Position on the game's ladder, best first. */
  step: number;
  rates: Record<string, number>;
}

/**
 * A batter's exact rates against each grade of the game's grade plan, in the ladder's order (empty for a card the plan
 * does not grade: a pitcher, or a game without grades).
 */
export function gradeRates(open: OpenSet, id: string): { reference?: string; grades: GradeRates[] } {
  const plan = open.game.gradePlan?.(open.set, open.tables);
  if (!plan) return { grades: [] };
  const grades = plan.grades.flatMap((grade, step) => {
    const subject = plan.subjects[step]!.find((s) => s.id === id);
    if (!subject) return [];
    const [exact] = exactCheck([subject]);
    return [{ grade, step, rates: Object.fromEntries(Object.entries(exact!.rates).map(([r, i]) => [r, i.estimate])) }];
  });
  return { reference: plan.reference, grades };
}

/** The batters a grade plan shifts (the league-average batter first, where the set has a league). */
export function gradedCards(open: OpenSet): { id: string; name: string }[] {
  const plan = open.game.gradePlan?.(open.set, open.tables);
  return (plan?.subjects[0] ?? []).map(({ id, name }) => ({ id, name }));
}
