import type { RuleSet } from '../core/OptionalRule.ts';
import { OUTCOMES, type Outcome } from '../core/model/outcomes.ts';
import { rateDefinition, rateMoments, type Counts } from '../core/model/rates.ts';
import {
  addPairedMoments,
  pairedDifference,
  pairedMoments,
  type PairedDifference,
  type PairedMoments,
  type RatioSample,
} from '../stats/pairedMoments.ts';
import { GAME_LINE_COUNTS, GAME_LINE_WIDTH } from '../harness/gameLines.ts';
import { simulateSeasons, type SeasonRun } from '../harness/simulateSeason.ts';
import type { SeasonSpec } from '../harness/seasonLeague.ts';
import { RunRefused } from '../core/input/RunRefused.ts';

/** The visitors' share of the games won. */
export const VISITORS_WIN = 'away W%';

/** League rates a comparison reports, defined in src/model/rates.ts. */
export const COMPARED_RATES = ['AVG', 'OBP', 'SLG', 'K%', 'BB%', 'HR%', 'BABIP'] as const;
/**
 * Per-team-game counts a game-level comparison adds: runs, hits, steals, caught stealing, double plays, errors; and the
 * visitors' share of the games won (the measure of a rule that helps one side: a card policy for the visitors alone).
 */
export const GAME_COUNTS_COMPARED = ['R/G', 'H/G', 'SB/G', 'CS/G', 'GDP/G', 'E/G', VISITORS_WIN] as const;
const HITS: readonly Outcome[] = ['1B', '2B', '3B', 'HR'];

/** One measure's paired difference. */
export interface ComparedMeasure extends PairedDifference {
  measure: string;
}

/** Two rule sets played on the same dice, measure by measure. */
export interface RuleComparison {
  base: string;
  variant: string;
  /** What the paired units are: games (the same game, the same dice), or replicate runs of plate appearances. */
  unit: 'game' | 'replicate';
  units: number;
  plateAppearances: { base: number; variant: number };
  measures: ComparedMeasure[];
  /** Per measure, the paired moments its difference comes from: what a merge of shards or runs adds. */
  moments: Record<string, PairedMoments>;
}

/**
 * Ratio samples per measure from units' counts: a rate's numerator and trials from the unit's outcome counts, a count
 * per team game over the unit's team games.
 */
export function measureSamples(
  units: number,
  countsOf: (unit: number) => Counts & { R?: number; SB?: number; CS?: number; E?: number },
  teamGames: (unit: number) => number,
  measures: readonly string[],
): Record<string, RatioSample> {
  const samples: Record<string, { numerator: Float64Array; denominator: Float64Array }> = {};
  for (const measure of measures)
    samples[measure] = { numerator: new Float64Array(units), denominator: new Float64Array(units) };
  for (let u = 0; u < units; u++) {
    const counts = countsOf(u);
    for (const measure of measures) {
      const sample = samples[measure]!;
      if (measure === VISITORS_WIN) {
        sample.numerator[u] = (counts as Record<string, number | undefined>).AW ?? 0;
        sample.denominator[u] = teamGames(u) / 2;
        continue;
      }
      if (measure.endsWith('/G')) {
        const name = measure.slice(0, -2);
        sample.numerator[u] =
          name === 'H'
            ? HITS.reduce((sum, hit) => sum + (counts[hit] ?? 0), 0)
            : ((counts as Record<string, number | undefined>)[name] ?? 0);
        sample.denominator[u] = teamGames(u);
        continue;
      }
      const moments = rateMoments(rateDefinition(measure), counts);
      sample.numerator[u] = moments.sum;
      sample.denominator[u] = moments.trials;
    }
  }
  return samples;
}

/** A game line's counts (gameLines.ts) as rate counts plus R, SB, CS, E. */
function lineCounts(lines: Float64Array, game: number): Counts & Record<string, number> {
  const at = game * GAME_LINE_WIDTH;
  const counts: Record<string, number> = {};
  OUTCOMES.forEach((outcome: Outcome, o) => (counts[outcome] = lines[at + o]!));
  GAME_LINE_COUNTS.forEach((name, i) => (counts[name] = lines[at + OUTCOMES.length + i]!));
  return counts;
}

/** One rule set played: its paired units, plate appearances, and every measure's sample over the units. */
export interface MeasuredRuleSet {
  rules: string;
  unit: 'game' | 'replicate';
  units: number;
  /** Units of the whole run: `units` unless the run was a shard. */
  scheduled: number;
  plateAppearances: number;
  samples: Record<string, RatioSample>;
}

/** Measures a comparison reads in games, and in plate-appearance mode. */
export const GAME_MEASURES: readonly string[] = [...COMPARED_RATES, ...GAME_COUNTS_COMPARED];
export const PLATE_APPEARANCE_MEASURES: readonly string[] = COMPARED_RATES;

/**
 * Plays a season under each of `rules` keeping every game's line: the units are games, each from its own stream (and
 * per half-inning and plate appearance its own substreams), so every rule set on the same seed plays each game on the
 * same dice. The rule sets share one pool of workers (simulateSeasons).
 */
export async function measureRulesInGames(
  spec: Omit<SeasonSpec, 'rules'>,
  rules: readonly RuleSet[],
  run: Omit<SeasonRun, 'gameLines'>,
): Promise<MeasuredRuleSet[]> {
  const seasons = await simulateSeasons(spec, rules, { ...run, gameLines: true });
  return seasons.map((played, arm) => {
    const lines = played.gameLines!;
    let plateAppearances = 0;
    for (let g = 0; g < played.games; g++)
      for (let o = 0; o < OUTCOMES.length; o++) plateAppearances += lines[g * GAME_LINE_WIDTH + o]!;
    return {
      rules: rules[arm]!.text,
      unit: 'game' as const,
      units: played.games,
      scheduled: played.scheduled,
      plateAppearances,
      samples: measureSamples(
        played.games,
        (g) => lineCounts(lines, g),
        () => 2,
        GAME_MEASURES,
      ),
    };
  });
}

/** Two measured rule sets on the same units, measure by measure. */
export function compareMeasured(base: MeasuredRuleSet, variant: MeasuredRuleSet): RuleComparison {
  if (base.units !== variant.units || base.unit !== variant.unit)
    throw new RunRefused('a comparison pairs the same units under both rule sets');
  return comparisonOf({
    base: base.rules,
    variant: variant.rules,
    unit: base.unit,
    units: base.units,
    plateAppearances: { base: base.plateAppearances, variant: variant.plateAppearances },
    moments: Object.fromEntries(
      Object.keys(base.samples).map((measure) => [
        measure,
        pairedMoments(base.samples[measure]!, variant.samples[measure]!),
      ]),
    ),
  });
}

/**
 * A comparison from its moments, every measure's difference worked out from them (a slice of one unit has its
 * differences but no intervals until merged).
 */
export function comparisonOf(parts: Omit<RuleComparison, 'measures'>): RuleComparison {
  return {
    base: parts.base,
    variant: parts.variant,
    unit: parts.unit,
    units: parts.units,
    plateAppearances: { base: parts.plateAppearances.base, variant: parts.plateAppearances.variant },
    measures: Object.entries(parts.moments).map(([measure, moments]) => ({
      measure,
      ...pairedDifference(moments),
    })),
    moments: parts.moments,
  };
}

/**
 * Two comparisons of the same rule sets on other units (the shards of a run, or runs with other seeds) as one: units,
 * plate appearances and moments added.
 */
export function addComparisons(a: RuleComparison, b: RuleComparison): RuleComparison {
  if (a.base !== b.base || a.variant !== b.variant || a.unit !== b.unit)
    throw new RunRefused(`comparisons of other rules cannot be added (${a.variant} against ${a.base}, ${b.variant})`);
  const missing = Object.keys(a.moments).find((measure) => !b.moments[measure]);
  if (missing)
    throw new RunRefused(
      `comparisons of other measures cannot be added (one has ${missing}: saved by another cardlab?)`,
    );
  return comparisonOf({
    ...a,
    units: a.units + b.units,
    plateAppearances: {
      base: a.plateAppearances.base + b.plateAppearances.base,
      variant: a.plateAppearances.variant + b.plateAppearances.variant,
    },
    moments: Object.fromEntries(
      Object.entries(a.moments).map(([measure, moments]) => [measure, addPairedMoments(moments, b.moments[measure]!)]),
    ),
  });
}

/**
 * Plays the same schedule twice on the same seed, under `base` and under `variant`: game g draws the same dice in both
 * (the same stream, and per half-inning and plate appearance the same substreams), so each game is a pair and the
 * differences of every league rate and per-game count come with intervals far narrower than two independent runs give.
 * @example
 * (await compareRulesInGames(spec, main, withHitAndRun, { gamesPerTeam: 1620, seed: 1 })).measures[0].measure // =>
 * 'AVG'
 */
export async function compareRulesInGames(
  spec: Omit<SeasonSpec, 'rules'>,
  base: RuleSet,
  variant: RuleSet,
  run: Omit<SeasonRun, 'gameLines'>,
): Promise<RuleComparison> {
  const [measuredBase, measuredVariant] = await measureRulesInGames(spec, [base, variant], run);
  return compareMeasured(measuredBase!, measuredVariant!);
}
