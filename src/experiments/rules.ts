import type { LoadedSet } from '../core/LoadedSet.ts';
import type { GameFinding, GameSystem } from '../core/GameSystem.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import { runManifest, type RunManifest } from './manifest.ts';
import type { SeasonPlay } from '../harness/seasonLeague.ts';
import { compareRulesInGames, type RuleComparison } from './compareRules.ts';
import { compareRulesInPlateAppearances, PA_REPLICATES, type PlateAppearanceRun } from './plateAppearanceMode.ts';
import type { Shard } from '../harness/shard.ts';
import type { WorkerPool } from '../harness/WorkerPool.ts';
import { measureRuleEffects, type DefensiveClaim, type RuleEffect } from './ruleEffects.ts';
import { COMPARISON_GAMES } from './defaults.ts';
import { cardsOf, type RunControl } from './runControl.ts';
import { seasonSpec } from './season.ts';

/** How a comparison is played: like a season (games per team optional), or `pa` plate appearances per card. */
export interface ComparisonOptions extends SeasonPlay, RunControl {
  seed: number;
  workers: number;
  games?: number;
  pa?: number;
  /** Only this slice of the run's units (chunks of games, or replicates); `merge` adds the slices. */
  shard?: Shard;
  /** Season workers kept up across runs (the main job's), for comparisons in games. */
  pool?: WorkerPool;
}

/** Rules of a set that a plate-appearance comparison leaves out: those that need a game or a season. */
export function gameOnlyRules(rules: RuleSet, game: GameSystem): string[] {
  return (game.optionalRules ?? [])
    .filter((rule) => rules.rules[rule.name] !== undefined && rule.scope !== 'plate appearance')
    .map((rule) => rule.name);
}

/** A stage's progress as the run reports it. */
const stageProgress = (control: RunControl, stage: string) =>
  control.onProgress && ((done: number, planned: number) => control.onProgress!(stage, done, planned));

/**
 * `cardlab rules`: plays two rule sets on common random numbers: whole games (`games` per team) by default, or `pa`
 * plate appearances per card.
 */
export async function compareRules(
  sets: readonly LoadedSet[],
  base: RuleSet,
  variant: RuleSet,
  options: ComparisonOptions,
): Promise<RuleComparison> {
  const onProgress = stageProgress(options, 'rules');
  const control = { ...(options.signal && { signal: options.signal }), ...(onProgress && { onProgress }) };
  if (options.pa !== undefined) {
    return compareRulesInPlateAppearances(plateAppearanceRun(sets, options.pa, options, control), base, variant);
  }
  return compareRulesInGames(seasonSpec(sets, options, undefined), base, variant, {
    gamesPerTeam: options.games ?? COMPARISON_GAMES,
    seed: options.seed,
    workers: options.workers,
    ...(options.shard && { shard: options.shard }),
    ...control,
  });
}

/** The sets' plate appearances as `rules --pa` and `sweep --pa` play them, `pa` per card. */
export function plateAppearanceRun(
  sets: readonly LoadedSet[],
  pa: number,
  options: ComparisonOptions,
  control: Pick<PlateAppearanceRun, 'signal' | 'onProgress'>,
): PlateAppearanceRun {
  return {
    sets,
    pa,
    seed: options.seed,
    workers: options.workers,
    options: { against: options.against },
    ...(options.shard && { shard: options.shard }),
    ...control,
  };
}

/** The manifest of a comparison of two rule sets: what `rules --save` writes with it, and merges check. */
export function comparisonManifest(
  sets: readonly LoadedSet[],
  comparison: RuleComparison,
  options: ComparisonOptions,
): RunManifest {
  const inGames = options.pa === undefined;
  return runManifest({
    seed: options.seed,
    rules: `${comparison.variant} against ${comparison.base}`,
    plan: {
      experiment: 'rules',
      against: options.against,
      ...(inGames
        ? {
            gamesPerTeam: options.games ?? COMPARISON_GAMES,
            dh: options.dh,
            manager: options.manager,
            bullpen: options.bullpen,
          }
        : { paPerCard: options.pa, replicates: PA_REPLICATES }),
    },
    cards: cardsOf(sets),
    tables: [sets[0]!.tables.hash],
    plateAppearances: comparison.plateAppearances.base + comparison.plateAppearances.variant,
    ...(options.shard && { slice: { shard: options.shard, size: options.pa ?? options.games ?? COMPARISON_GAMES } }),
  });
}

/** Every optional rule of the sets' game measured against the rules it needs, with the manifest of the run. */
export interface MeasuredRules {
  files: string[];
  effects: RuleEffect[];
  claim?: DefensiveClaim;
  manifest: RunManifest;
  /** What the game says about itself for these sets (GameSystem.findings), where it says something. */
  findings?: GameFinding[];
}

/**
 * `cardlab rules --each`: plays every optional rule against the rules it needs (and the defensive-roll claim), each
 * rule set once on one seed.
 */
export async function ruleEffects(sets: readonly LoadedSet[], options: ComparisonOptions): Promise<MeasuredRules> {
  const { game, tables } = sets[0]!;
  const catalog = game.optionalRules ?? [];
  const games = options.games ?? COMPARISON_GAMES;
  const onProgress = stageProgress(options, 'rules');
  const measured = await measureRuleEffects(seasonSpec(sets, options, undefined), catalog, game.id, {
    gamesPerTeam: games,
    seed: options.seed,
    workers: options.workers,
    ...(options.pool && { pool: options.pool }),
    ...(options.shard && { shard: options.shard }),
    ...(options.signal && { signal: options.signal }),
    ...(onProgress && { onProgress }),
  });
  const manifest = runManifest({
    seed: options.seed,
    rules: `each of ${catalog.map((r) => r.name).join(', ')} against main`,
    plan: {
      experiment: 'rules',
      against: options.against,
      gamesPerTeam: games,
      games: measured.scheduled,
      dh: options.dh,
      manager: options.manager,
      bullpen: options.bullpen,
    },
    cards: cardsOf(sets),
    tables: [tables.hash],
    plateAppearances: measured.effects.reduce(
      (sum, e) => sum + e.comparison.plateAppearances.base + e.comparison.plateAppearances.variant,
      0,
    ),
    ...(options.shard && { slice: { shard: options.shard, size: games } }),
  });
  const { scheduled: _scheduled, ...found } = measured;
  const findings = game.findings?.(
    sets.map((s) => s.set),
    tables,
  );
  return { files: sets.map((s) => s.input.name), ...found, manifest, ...(findings && { findings }) };
}
