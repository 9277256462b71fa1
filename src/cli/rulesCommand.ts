import type { RuleSet } from '../core/OptionalRule.ts';
import { formatRate, signedDifference } from '../report/formatRate.ts';
import { compareRulesInGames, compareRulesInPlateAppearances, type RuleComparison } from '../experiments/compareRules.ts';
import { fileHash, runManifest, type RunManifest } from '../harness/manifest.ts';
import { measureRuleEffects, type DefensiveClaim, type RuleEffect } from '../experiments/ruleEffects.ts';
import type { SeasonSpec } from '../harness/seasonLeague.ts';
import type { SeasonCommandOptions } from './seasonCommand.ts';
import { interruptible } from './eachCardSet.ts';
import { progressBar, wantsProgress } from './progressBar.ts';
import { gameOfCardSet } from '../games/registry.ts';

/** Games per team of a comparison unless told: ten seasons. */
export const COMPARISON_GAMES = 1620;
/** Games per team of each rule set in the main job's optional-rules report (every bundled set as one league). */
export const RULES_REPORT_GAMES = 300;

/** How a comparison is played: the season's options (games per team optional), or plate appearances per card. */
export type ComparisonOptions = Omit<SeasonCommandOptions, 'games' | 'rules' | 'set'> & { games?: number; pa?: number };

/** Rules of a set that a plate-appearance comparison leaves out: those that need a game or a season. */
export function gameOnlyRules(rules: RuleSet, file: string): string[] {
  const catalog = gameOfCardSet(file).optionalRules ?? [];
  return catalog.filter((rule) => rules.rules[rule.name] !== undefined && rule.scope !== 'plate appearance').map((rule) => rule.name);
}

/**
 * Plays two rule sets on common random numbers: whole games (`games` per team) by default, or `pa` plate appearances
 * per card; a progress bar on a terminal, SIGINT stops it.
 */
export async function compareRules(files: readonly string[], base: RuleSet, variant: RuleSet, options: ComparisonOptions): Promise<RuleComparison> {
  return interruptible(async (signal) => {
    const bar = wantsProgress(options.json ?? false) ? progressBar('rules', options.pa === undefined ? 'games' : 'runs') : undefined;
    try {
      if (options.pa !== undefined) {
        return await compareRulesInPlateAppearances(
          { files, pa: options.pa, seed: options.seed, workers: options.workers, tables: options.table, options: { against: options.against }, signal, ...(bar && { onProgress: bar.update }) },
          base,
          variant,
        );
      }
      const spec: Omit<SeasonSpec, 'rules'> = { files: [...files], tables: options.table, against: options.against, dh: options.dh, manager: options.manager, bullpen: options.bullpen };
      return await compareRulesInGames(spec, base, variant, {
        gamesPerTeam: options.games ?? COMPARISON_GAMES,
        seed: options.seed,
        workers: options.workers,
        signal,
        ...(bar && { onProgress: bar.update }),
      });
    } finally {
      bar?.stop();
    }
  });
}

/** A measure's value as the terminal shows it: rates like .255, counts per game with three decimals. */
function value(measure: string, x: number): string {
  return measure.endsWith('/G') ? x.toFixed(3) : formatRate(measure, x);
}

/** The comparison as a table: each measure under both rule sets, the difference with its 95% interval, and what pairing saved. */
export function formatComparison(c: RuleComparison): string {
  const lines = [
    `${c.variant} against ${c.base}: ${c.units.toLocaleString('en-US')} ${c.unit === 'game' ? 'games' : 'replicate runs'} on common random numbers, ${c.plateAppearances.variant.toLocaleString('en-US')} plate appearances each way`,
    '  measure       base   variant   difference   95% interval          variance cut',
  ];
  for (const m of c.measures) {
    const cut = m.standardError > 0 ? `${((m.unpairedStandardError / m.standardError) ** 2).toFixed(1)}x` : 'exact';
    const interval = `[${signedDifference(m.measure, m.lower)}, ${signedDifference(m.measure, m.upper)}]`;
    lines.push(`  ${m.measure.padEnd(8)}${value(m.measure, m.base).padStart(8)}  ${value(m.measure, m.variant).padStart(8)}   ${signedDifference(m.measure, m.difference).padStart(9)} ${m.significant ? '*' : ' '}  ${interval.padEnd(22)}${cut.padStart(8)}`);
  }
  lines.push("  * the 95% interval leaves out 0. Variance cut: the variance two independent runs of this size would give the difference, over this run's.");
  return lines.join('\n');
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
 * rule set once on one seed, with a progress bar on a terminal.
 */
export async function ruleEffectsCommand(files: readonly string[], options: ComparisonOptions): Promise<MeasuredRules> {
  const game = gameOfCardSet(files[0]!);
  const catalog = game.optionalRules ?? [];
  const games = options.games ?? COMPARISON_GAMES;
  const spec: Omit<SeasonSpec, 'rules'> = { files: [...files], tables: options.table, against: options.against, dh: options.dh, manager: options.manager, bullpen: options.bullpen };
  const measured = await interruptible(async (signal) => {
    const bar = wantsProgress(options.json ?? false) ? progressBar('rules', 'rule sets') : undefined;
    try {
      return await measureRuleEffects(spec, catalog, game.id, { gamesPerTeam: games, seed: options.seed, workers: options.workers, signal, ...(bar && { onProgress: bar.update }) });
    } finally {
      bar?.stop();
    }
  });
  const first = measured.effects[0]?.comparison;
  const manifest = runManifest({
    seed: options.seed,
    rules: `each of ${catalog.map((r) => r.name).join(', ')} against main`,
    plan: { experiment: 'rules', against: options.against, gamesPerTeam: games, games: first?.units ?? 0, dh: options.dh, manager: options.manager, bullpen: options.bullpen },
    cards: files.map((file) => ({ file, sha256: fileHash(file) })),
    tables: [game.loadTables(options.table).hash],
    plateAppearances: measured.effects.reduce((sum, e) => sum + e.comparison.plateAppearances.base + e.comparison.plateAppearances.variant, 0),
  });
  return { files: [...files], ...measured, manifest };
}

/** Each rule's effect on runs per game and AVG, one line each. */
export function formatRuleEffects(measured: MeasuredRules): string {
  const lines = ['  rule                  R/G difference (95%)          AVG difference (95%)'];
  for (const { rule, comparison } of measured.effects) {
    const cell = (name: string) => {
      const m = comparison.measures.find((x) => x.measure === name)!;
      return `${signedDifference(name, m.difference)}${m.significant ? '*' : ' '} [${signedDifference(name, m.lower)}, ${signedDifference(name, m.upper)}]`.padEnd(30);
    };
    lines.push(`  ${rule.name.padEnd(22)}${cell('R/G')}${cell('AVG')}`);
  }
  if (measured.claim) {
    const h = (c: RuleComparison) => c.measures.find((m) => m.measure === 'H/G')!;
    const show = (m: ReturnType<typeof h>) => `${signedDifference('H/G', m.difference)} [${signedDifference('H/G', m.lower)}, ${signedDifference('H/G', m.upper)}]`;
    lines.push(`  defensive rolls, hits per team game: positive ${show(h(measured.claim.positive))}, negative ${show(h(measured.claim.negative))}, both ${show(h(measured.claim.both))}`);
  }
  return lines.join('\n');
}
