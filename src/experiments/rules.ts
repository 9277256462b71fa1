import type { LoadedSet } from '../core/LoadedSet.ts';
import type { GameSystem } from '../core/GameSystem.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import { runManifest, type RunManifest } from './manifest.ts';
import type { SeasonPlay } from '../harness/seasonLeague.ts';
import { compareRulesInGames, compareRulesInPlateAppearances, type RuleComparison } from './compareRules.ts';
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
    return compareRulesInPlateAppearances(
      {
        sets,
        pa: options.pa,
        seed: options.seed,
        workers: options.workers,
        options: { against: options.against },
        ...control,
      },
      base,
      variant,
    );
  }
  return compareRulesInGames(seasonSpec(sets, options, undefined), base, variant, {
    gamesPerTeam: options.games ?? COMPARISON_GAMES,
    seed: options.seed,
    workers: options.workers,
    ...control,
  });
}

/** Every optional rule of the sets' game measured against the rules it needs, with the manifest of the run. */
export interface MeasuredRules {
  files: string[];
  effects: RuleEffect[];
  claim?: DefensiveClaim;
  manifest: RunManifest;
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
    ...(options.signal && { signal: options.signal }),
    ...(onProgress && { onProgress }),
  });
  const first = measured.effects[0]?.comparison;
  const manifest = runManifest({
    seed: options.seed,
    rules: `each of ${catalog.map((r) => r.name).join(', ')} against main`,
    plan: {
      experiment: 'rules',
      against: options.against,
      gamesPerTeam: games,
      games: first?.units ?? 0,
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
  });
  return { files: sets.map((s) => s.input.name), ...measured, manifest };
}
