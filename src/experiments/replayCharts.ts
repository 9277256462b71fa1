import type { LoadedSet } from '../core/LoadedSet.ts';
import { splitModuleInputs } from '../core/input/tableInputs.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import { inningValues } from '../exact/inningValues.ts';
import type { LineupSlot } from '../exact/runExpectancy.ts';
import { breakEven, chartOutcomes, type BreakEvenCell } from '../modules/replay/breakEven.ts';

export type { BreakEvenCell };
import { loadReplayTables, REPLAY_TABLES, type ReplayTables } from '../modules/replay/tables.ts';
import type { InningValues } from '../modules/replay/values.ts';
import { BUNT_CHARTS, type BuntChartName } from '../modules/replay/vocabulary.ts';
import { LEAGUE_AVERAGE_ID, type CheckSubject, type GradePlan } from '../core/GameSystem.ts';
import { InputError } from '../core/input/InputError.ts';
import { checkPlan } from './check.ts';
import type { RuleEffect } from './ruleEffects.ts';
import { runManifest, type RunManifest } from './manifest.ts';
import type { MeasuredRules } from './rules.ts';
import type { PlayedSeason } from './season.ts';
import { cardsOf } from './runControl.ts';

/** One cell of a chart's heat map: the chance of an outcome in a column (a bunt rating and infield, or H&R grades). */
export interface ChartHeat {
  chart: BuntChartName | 'hit-and-run';
  state: string;
  column: string;
  outcome: string;
  chance: number;
}

/** A host game's break-even tables: its inning's worth from each state and every chart's cells against it. */
export interface HostBreakEven {
  game: string;
  title: string;
  set: string;
  /** Who bats every time in the host's inning, in words. */
  batter: string;
  values: InningValues;
  cells: BreakEvenCell[];
}

/** Replay's optional rules measured in a host game's seasons (the rules report's own comparisons, on its dice). */
export interface HostEffects {
  game: string;
  title: string;
  effects: RuleEffect[];
}

/** What the chart report shows: the charts by rating, each host's break-even tables and its A/B in seasons. */
export interface ReplayCharts {
  heat: ChartHeat[];
  hosts: HostBreakEven[];
  effects: HostEffects[];
  manifest: RunManifest;
}

/** The state each chart's heat map is read from: the chart's first case. */
const HEAT_STATES: Record<ChartHeat['chart'], string> = {
  'bunt-for-a-hit': '---/0',
  'sacrifice-bunt': '1--/0',
  'squeeze-bunt': '--3/0',
  'hit-and-run': '1--/0',
};

/** Every chart's outcomes by column from its first case, everyone but the rated party at the middle of each scale. */
export function chartHeat(tables: ReplayTables): ChartHeat[] {
  return chartOutcomes(tables)
    .filter((cell) => cell.state === HEAT_STATES[cell.chart])
    .flatMap(({ chart, state, rating, infield, outcomes }) => {
      const column = infield ? `${rating} ${infield}` : rating.replace('/', ' v ');
      const chances = new Map<string, number>();
      for (const { outcome, chance } of outcomes) chances.set(outcome, (chances.get(outcome) ?? 0) + chance);
      return [...chances].map(([outcome, chance]) => ({ chart, state, column, outcome, chance }));
    });
}

/** The Replay tables a host game plays with, from its inputs; undefined for a game that does not take the module. */
export function hostReplayTables(loaded: LoadedSet): ReplayTables | undefined {
  if (!loaded.game.tables.modules?.some((module) => module.id === REPLAY_TABLES.id)) return undefined;
  return loadReplayTables(splitModuleInputs(loaded.tableInputs, REPLAY_TABLES.id).module);
}

/** The batters a host's inning values are worth over: a lineup's worth. */
export const BREAK_EVEN_BATTERS = 9;

/** A card's plate appearances in its printed season line (1 where it prints none). */
function printedPlateAppearances(subject: CheckSubject): number {
  const season = subject.targets.season;
  return season ? OUTCOMES.reduce((sum, outcome) => sum + (season[outcome] ?? 0), 0) || 1 : 1;
}

/**
 * The matchup at share `at` (0-1) of a subject's matchups laid end to end by weight: nine batters taking the points
 * (i + 1/2) / 9 meet the opponents in about their shares, one matchup each.
 */
function matchupAt(subject: CheckSubject, at: number): CheckSubject['strata'][number]['matchup'] {
  const total = subject.strata.reduce((sum, s) => sum + s.weight, 0);
  let passed = 0;
  for (const stratum of subject.strata) {
    passed += stratum.weight / total;
    if (at < passed) return stratum.matchup;
  }
  return subject.strata[subject.strata.length - 1]!.matchup;
}

/**
 * Who bats in a host's inning: the league-average batter against the game's average grade of pitcher (its grade
 * plan's reference), where the set has a league; otherwise the set's nine batters with the most plate appearances,
 * mixed by plate appearances, the i-th meeting the matchup at (i + 1/2) / 9 of his own matchups by weight so that the
 * nine together face the pitching in about its shares.
 */
function inningBatter(loaded: LoadedSet): { who: string; slot: LineupSlot } {
  const plan = gradePlanOf(loaded);
  const average = plan?.subjects[plan.grades.indexOf(plan.reference)]?.find((s) => s.id === LEAGUE_AVERAGE_ID);
  if (plan && average && average.strata.length > 0)
    return {
      who: `the league-average batter against the grade plan's reference pitcher (${plan.reference})`,
      slot: average.strata.map((s) => ({ weight: s.weight, matchup: s.matchup })),
    };
  const batters = checkPlan(loaded, {})
    .filter((s) => s.role === 'batter' && s.strata.length > 0)
    .map((subject) => ({ subject, plateAppearances: printedPlateAppearances(subject) }))
    .sort((a, b) => b.plateAppearances - a.plateAppearances)
    .slice(0, BREAK_EVEN_BATTERS);
  return {
    who: `the set's ${batters.length} batters with the most plate appearances`,
    slot: batters.map(({ subject, plateAppearances }, i) => ({
      weight: plateAppearances,
      matchup: matchupAt(subject, (i + 0.5) / batters.length),
    })),
  };
}

/**
 * The set's grade plan, where its game grades pitchers and the set can be graded: a set with too few pitchers to rank
 * (the Strat walk-through's) has none, and its own batters bat.
 */
function gradePlanOf(loaded: LoadedSet): GradePlan | undefined {
  try {
    return loaded.game.gradePlan?.(loaded.set, loaded.tables);
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}

/** A host's break-even tables from one of its sets: every chart at every rating against its inning's batter. */
export function hostBreakEven(loaded: LoadedSet, tables: ReplayTables): HostBreakEven {
  const { who, slot } = inningBatter(loaded);
  const values = inningValues(slot);
  return {
    game: loaded.game.id,
    title: loaded.game.title,
    set: loaded.input.name,
    batter: who,
    values,
    cells: [
      ...BUNT_CHARTS.flatMap((chart) => breakEven(tables, chart, values)),
      ...breakEven(tables, 'hit-and-run', values),
    ],
  };
}

/**
 * The host games of a run that take Replay's charts, one set each with its Replay tables: the set whose season (among
 * `seasons`) scores nearest its MLB season's runs per game, the most lifelike run environment to value plays in; the
 * first set of the game when none of its sets played one.
 */
export function replayHosts(
  sets: readonly LoadedSet[],
  seasons: readonly PlayedSeason[] = [],
): { loaded: LoadedSet; tables: ReplayTables }[] {
  const offMlb = (loaded: LoadedSet) => {
    const league = seasons.find((played) => played.files[0] === loaded.input.name)?.summary.league;
    return league?.mlb.runsPerGame === undefined ? Infinity : Math.abs(league.runsPerGame - league.mlb.runsPerGame);
  };
  const hosts = new Map<string, { loaded: LoadedSet; tables: ReplayTables; off: number }>();
  for (const loaded of sets) {
    const seen = hosts.get(loaded.game.id);
    const off = offMlb(loaded);
    if (seen && seen.off <= off) continue;
    const tables = seen?.tables ?? hostReplayTables(loaded);
    if (tables) hosts.set(loaded.game.id, { loaded, tables, off });
  }
  return [...hosts.values()].map(({ loaded, tables }) => ({ loaded, tables }));
}

/**
 * The chart report's numbers: the charts by rating (from the first host's tables), each host's break-even tables, and
 * the Replay rules' effects from the run's optional-rules reports.
 */
export function replayCharts(
  hosts: readonly { loaded: LoadedSet; tables: ReplayTables; breakEven: HostBreakEven }[],
  measured: readonly MeasuredRules[],
  seed: number,
): ReplayCharts | undefined {
  const first = hosts[0];
  if (!first) return undefined;
  const effects = measured.flatMap((rules) => {
    const game = hosts.find((host) => rules.files.includes(host.loaded.input.name))?.loaded.game;
    const replay = rules.effects.filter(({ rule }) => rule.name.startsWith(`${REPLAY_TABLES.id}-`));
    return game && replay.length > 0 ? [{ game: game.id, title: game.title, effects: replay }] : [];
  });
  return {
    heat: chartHeat(first.tables),
    hosts: hosts.map((host) => host.breakEven),
    effects,
    manifest: runManifest({
      seed,
      rules: 'replay-bunt, replay-squeeze and replay-hit-and-run, exact; in seasons as the rules reports play them',
      plan: { experiment: 'replay charts', against: 'set' },
      cards: cardsOf(hosts.map((h) => h.loaded)),
      tables: hosts.map((h) => h.loaded.tables.hash),
      plateAppearances: 0,
    }),
  };
}
