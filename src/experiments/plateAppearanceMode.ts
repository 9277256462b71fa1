import type { CheckOptions } from '../core/GameSystem.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import { COUNTERS, Tally } from '../core/model/Tally.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import type { Counts } from '../core/model/rates.ts';
import { plateAppearanceRules, type RuleSet } from '../core/OptionalRule.ts';
import { CheckSimulation } from '../harness/simulateCheck.ts';
import { inShard, type Shard } from '../harness/shard.ts';
import {
  compareMeasured,
  measureSamples,
  PLATE_APPEARANCE_MEASURES,
  type MeasuredRuleSet,
  type RuleComparison,
} from './compareRules.ts';

// Rule tuning in plate-appearance mode: every card of the sets as `check` plays it, in replicate runs.

/** Replicate runs a plate-appearance measurement splits its plate appearances into: its paired units. */
export const PA_REPLICATES = 40;

/** What a plate-appearance measurement plays: the card sets, their check options, the rule tables. */
export interface PlateAppearanceRun {
  sets: readonly LoadedSet[];
  /** Plate appearances per card, all replicates together. */
  pa: number;
  seed: number;
  workers?: number;
  options?: Omit<CheckOptions, 'rules'>;
  signal?: AbortSignal;
  onProgress?: (done: number, planned: number) => void;
  /** Only the replicates of this slice (replicate r belongs to slice r mod N); `merge` adds the slices. */
  shard?: Shard;
}

/**
 * Replicate r's seed: the run's seed times 1,000,003 plus r, wrapped into the safe integers (as 53-bit two's
 * complement) when that passes them, so every seed cardlab takes has its replicates.
 * @example replicateSeed(2, 5) // => 2000011
 */
export function replicateSeed(seed: number, r: number): number {
  const seed0 = seed * 1_000_003 + r;
  return Number.isSafeInteger(seed0) ? seed0 : Number(BigInt.asIntN(53, BigInt(seed) * 1_000_003n + BigInt(r)));
}

/**
 * Plate-appearance mode (every card of the sets against its check opponents, as `check` plays them): PA_REPLICATES
 * replicate runs, each with its own seed (the run's seed times 1,000,003 plus the replicate, mixed by rootStream) and
 * every plate appearance on its own substream, so another rule set on the same seed rolls the same dice for the same
 * plate appearance. Replicates are the units; the league line pools every card. Rules that need a game (steals, the
 * hit and run, rare plays, fatigue, season limits) take no part here.
 */
export async function measureRulesInPlateAppearances(
  run: PlateAppearanceRun,
  rules: RuleSet,
): Promise<MeasuredRuleSet> {
  const perReplicate = Math.max(1, Math.round(run.pa / PA_REPLICATES));
  const plans = run.sets.map(({ game, set, tables }) => game.checkPlan(set, tables, { ...run.options, rules }));
  // Each plan compiled and its workers started once, for every replicate.
  const setup = { workers: run.workers ?? 0, ...(run.signal && { signal: run.signal }) };
  const simulations = plans.map((subjects) => new CheckSimulation(subjects, setup));
  const replicates = Array.from({ length: PA_REPLICATES }, (_, r) => ({
    pa: perReplicate,
    seed: replicateSeed(run.seed, r),
    synced: true,
  })).filter((_, r) => inShard(r, run.shard));
  const leagues = replicates.map(() => new Tally());
  try {
    for (const [p, simulation] of simulations.entries()) {
      // Every replicate of a plan in one pass of the workers.
      const progress =
        run.onProgress &&
        ((done: number, planned: number) => run.onProgress!(p * planned + done, simulations.length * planned));
      const simulated = await simulation.runMany(replicates, progress);
      simulated.forEach((subjects, r) => {
        for (const subject of subjects) leagues[r]!.merge(subject.tallies.total);
      });
    }
  } finally {
    await Promise.all(simulations.map((simulation) => simulation.close()));
  }
  const counts: Counts[] = leagues.map((league) => ({
    ...league.outcomeCounts(),
    ...Object.fromEntries(COUNTERS.map((c) => [c, league.counter(c)])),
  }));
  const plateAppearances = counts.reduce((sum, c) => sum + OUTCOMES.reduce((s, o) => s + (c[o] ?? 0), 0), 0);
  return {
    rules: rules.text,
    unit: 'replicate',
    units: replicates.length,
    scheduled: PA_REPLICATES,
    plateAppearances,
    samples: measureSamples(
      replicates.length,
      (u) => counts[u]!,
      () => 1,
      PLATE_APPEARANCE_MEASURES,
    ),
  };
}

/**
 * Several rule sets in plate-appearance mode, each as measureRulesInPlateAppearances measures it; rule sets that differ
 * only in rules of games and seasons (which take no part here) are one plan on the same dice, measured once.
 */
export async function measureRuleSetsInPlateAppearances(
  run: PlateAppearanceRun,
  ruleSets: readonly RuleSet[],
): Promise<MeasuredRuleSet[]> {
  const catalog = run.sets[0]?.game.optionalRules ?? [];
  const played = new Map<string, MeasuredRuleSet>();
  const plans = [...new Set(ruleSets.map((rules) => plateAppearanceRules(rules, catalog).text))];
  const measured: MeasuredRuleSet[] = [];
  for (const rules of ruleSets) {
    const plan = plateAppearanceRules(rules, catalog).text;
    let found = played.get(plan);
    if (!found) {
      const at = played.size;
      const onProgress =
        run.onProgress &&
        ((done: number, planned: number) => run.onProgress!(at * planned + done, plans.length * planned));
      found = await measureRulesInPlateAppearances({ ...run, ...(onProgress && { onProgress }) }, rules);
      played.set(plan, found);
    }
    measured.push({ ...found, rules: rules.text });
  }
  return measured;
}

/** The comparison in plate-appearance mode: both rule sets on the same replicates and substreams. */
export async function compareRulesInPlateAppearances(
  run: PlateAppearanceRun,
  base: RuleSet,
  variant: RuleSet,
): Promise<RuleComparison> {
  const [measuredBase, measuredVariant] = await measureRuleSetsInPlateAppearances(run, [base, variant]);
  return compareMeasured(measuredBase!, measuredVariant!);
}
