import { exactCheck } from './exactCheck.ts';
import type { CheckOptions, CheckSubject } from '../core/GameSystem.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import { ruleSetFor, type RuleOptions } from '../cli/ruleOptions.ts';
import { gameOfCardSet } from '../games/registry.ts';
import { parseBaseOutState } from '../core/model/baseOut.ts';
import { holm } from '../stats/multipleTesting.ts';
import { roundingBudget } from '../stats/roundingBudget.ts';
import { seasonFit } from '../stats/seasonFit.ts';
import { cardCheck, simulateCheck, subjectTargets } from '../harness/simulateCheck.ts';
import { annotate, type AnnotatedCardCheck, type CardAnnotations } from './annotations.ts';
import { savedSet, type SavedSet } from '../cli/savedResult.ts';

export interface CheckCommandOptions extends RuleOptions {
  pa: number;
  seed: number;
  /** Start state; without it, the plan's own (the set's league mix, or ---/0). */
  state?: string;
  against?: 'league' | 'set';
  vs?: { hand: 'L' | 'R'; grade: string; weight: number }[];
  table: Record<string, string>;
  precision?: number;
  maxPa?: number;
  /** Worker threads (0: this thread). */
  workers?: number;
  onProgress?: (done: number, planned: number) => void;
  signal?: AbortSignal;
}

/** First batch of a `--precision` run; each further batch doubles the total, so it overshoots by at most 2x. */
export const PRECISION_FIRST_BATCH = 10_000;

/** Family-wise error rate of the season-fit flags across a set's cards (Holm). */
export const SEASON_FIT_ALPHA = 0.05;

/** A card set's check: what `check` prints, and the tallies and annotations a saved result keeps. */
export interface CheckedSet {
  file: string;
  cards: AnnotatedCardCheck[];
  saved: SavedSet;
  /** SHA-256 of the rule tables the set was checked with. */
  tables: string;
}

/** The game-neutral plan options of a command line. */
export function checkOptions(options: Pick<CheckCommandOptions, 'state' | 'against' | 'vs'>, rules?: RuleSet): CheckOptions {
  return {
    ...(options.state !== undefined && { state: parseBaseOutState(options.state) }),
    ...(options.against && { against: options.against }),
    ...(options.vs && { opponents: options.vs }),
    ...(rules && { rules }),
  };
}

/** The exact rates, budgets and season fits of a plan's cards (Holm's adjustment across the set). */
function annotations(subjects: readonly CheckSubject[]): CardAnnotations[] {
  const exact = exactCheck(subjects);
  const fits = subjects.map((subject, i) => {
    const season = subject.targets.season;
    const card = exact[i]!.tally;
    return season && card.plateAppearances() > 0 ? seasonFit(season, { ...card.outcomeCounts() }) : undefined;
  });
  const adjusted = holm(fits.map((fit) => fit?.pValue ?? Number.NaN), SEASON_FIT_ALPHA);
  const estimates = (rates: Record<string, { estimate: number }>) => Object.fromEntries(Object.entries(rates).map(([name, r]) => [name, r.estimate]));
  return subjects.map((subject, i) => {
    const fit = fits[i];
    const { targets } = subject;
    // The card's recorded budgets (what its builder's best whole-roll card missed by) win; rounding covers the rest.
    const budgetOf = (split: 'season' | 'vsL' | 'vsR') => ({ ...(targets[split] ? roundingBudget(targets[split]!) : {}), ...subject.budget?.[split] });
    const splitExact: CardAnnotations['splitExact'] = {};
    for (const split of ['vsL', 'vsR'] as const) {
      const rates = exact[i]!.splits[split]?.rates;
      if (rates) splitExact[split] = { exact: estimates(rates), budget: budgetOf(split) };
    }
    return {
      exact: estimates(exact[i]!.rates),
      exactOutcomes: exact[i]!.counts,
      budget: budgetOf('season'),
      splitExact,
      ...(fit && { seasonFit: { ...fit, adjustedPValue: adjusted.adjusted[i]!, inconsistent: adjusted.rejected[i]! } }),
    };
  });
}

/**
 * Loads a card set, plans its check and runs it: simulation, the exact distribution of the same plan, the rounding
 * budget, and the season-fit test with Holm's adjustment across the set's cards. What `cardlab check` does per file.
 */
export async function checkCardSet(file: string, options: CheckCommandOptions): Promise<CheckedSet> {
  const game = gameOfCardSet(file);
  const set = game.loadCardSet(file);
  const tables = game.loadTables(options.table);
  const subjects = game.checkPlan(set, tables, checkOptions(options, ruleSetFor(file, options)));
  const simulated = await simulateCheck(subjects, {
    pa: options.precision === undefined ? options.pa : PRECISION_FIRST_BATCH,
    seed: options.seed,
    workers: options.workers ?? 0,
    ...(options.precision !== undefined && { precision: options.precision, maxPa: options.maxPa }),
    ...(options.onProgress && { onProgress: options.onProgress }),
    ...(options.signal && { signal: options.signal }),
  });
  const notes = annotations(subjects);
  const targets = subjects.map(subjectTargets);
  const cards = subjects.map((subject, i) => annotate(cardCheck(subject, targets[i]!, simulated[i]!), notes[i]!));
  const saved = savedSet(file, subjects, targets, simulated, notes);
  return { file, cards, saved, tables: tables.hash };
}

/** The JSON `check --json` and `exact --json` print (NaN and infinities written as null). */
export function checkJson(value: unknown): string {
  return JSON.stringify(value, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2);
}
