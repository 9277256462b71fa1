import { effectLabel } from '../../experiments/ruleEffects.ts';
import { InputError } from '../../core/input/InputError.ts';
import { compareRules, gameOnlyRules, ruleEffects, type ComparisonOptions } from '../../experiments/rules.ts';
import { sweep } from '../../experiments/sweep.ts';
import { formatComparison, formatRuleEffects } from '../format/rules.ts';
import { formatSweep } from '../format/sweep.ts';
import { reportStamp } from '../gitCommit.ts';
import { interruptible } from '../interrupt.ts';
import { reportFiles, writeReports } from '../writeReports.ts';
import { progressFor, commandContext, type CommandContext } from './context.ts';
import { comparisonManifest, type MeasuredRules } from '../../experiments/rules.ts';
import type { RuleComparison } from '../../experiments/compareRules.ts';
import { mergeRules, parseSavedRules, savedComparison, savedEffects } from '../../experiments/savedRules.ts';
import { shardText, type Shard } from '../../harness/shard.ts';
import { GAMES } from '../../games/registry.ts';
import { writeAtomically } from '../writeAtomically.ts';
import { mergedNote } from '../format/merge.ts';
import type { CliIo } from '../io.ts';
import { claimOutputs } from '../claimOutputs.ts';

/** What the rule tools share: how to play (games or plate appearances), whom, and the tables. */
export interface ComparisonCommandOptions extends Omit<ComparisonOptions, 'signal' | 'onProgress'> {
  table?: Record<string, string>;
  json?: boolean;
}

export interface RulesCommandOptions extends ComparisonCommandOptions {
  base: string;
  variant?: string;
  set?: string[];
  each?: boolean;
  out?: string;
  save?: string;
}

/**
 * `cardlab rules`: two rule sets on common random numbers, every rate's difference with its interval; with --each,
 * every optional rule against the rules it needs, and the rule report.
 */
export async function rulesCommand(io: CliIo, files: string[], options: RulesCommandOptions): Promise<void> {
  const context = commandContext(io);
  await claimOutputs(context.io, { file: options.save, folder: options.out });
  const { inputs } = context;
  if (options.each) {
    const sets = inputs.sets(files, options);
    const progress = progressFor(context, options.json, () => 'games');
    const measured = await interruptible(io, async (signal) => {
      try {
        return await ruleEffects(sets, {
          ...options,
          pa: undefined,
          signal,
          ...(progress.onProgress && { onProgress: progress.onProgress }),
        });
      } finally {
        progress.finish();
      }
    });
    if (options.save) writeAtomically(options.save, `${JSON.stringify(savedEffects(measured, sets[0]!.game.id))}\n`);
    await printEffects(context, measured, options, footer(options));
    return;
  }
  if (!options.variant)
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: '--variant',
        expected: "the rules under test, e.g. 'main+hit-and-run' (or --each for every optional rule)",
      },
    ]);
  const sets = inputs.sets(files, { ...options, rules: options.base, set: [] });
  const game = sets[0]!.game;
  const base = inputs.rules(game, { rules: options.base });
  const variant = inputs.rules(game, { rules: options.variant, set: options.set ?? [] });
  const progress = progressFor(context, options.json, () => (options.pa === undefined ? 'games' : 'PA'));
  const comparison = await interruptible(io, async (signal) => {
    try {
      return await compareRules(sets, base, variant, {
        ...options,
        signal,
        ...(progress.onProgress && { onProgress: progress.onProgress }),
      });
    } finally {
      progress.finish();
    }
  });
  if (options.save)
    writeAtomically(
      options.save,
      `${JSON.stringify(savedComparison(comparisonManifest(sets, comparison, options), game.id, comparison))}\n`,
    );
  const skipped = options.pa === undefined ? [] : gameOnlyRules(variant, game);
  const left =
    skipped.length > 0 ? `  not played in plate-appearance mode (they need games): ${skipped.join(', ')}\n` : '';
  printComparison(context, comparison, options, `${left}${footer(options)}`);
}

/** What a sharded or saved run adds below its results. */
function footer(options: { shard?: Shard; save?: string }): string {
  const slice = options.shard ? `shard ${shardText(options.shard)}: only its slice of the units\n` : '';
  return `${slice}${options.save ? `saved to ${options.save}\n` : ''}`;
}

/** A comparison as `rules` prints it (text or JSON), then `notes`. */
function printComparison(
  context: CommandContext,
  comparison: RuleComparison,
  options: { json?: boolean },
  notes: string,
): void {
  context.io.stdout.write(
    options.json ? `${JSON.stringify(comparison, null, 2)}\n` : `${formatComparison(comparison)}\n${notes}`,
  );
}

/** Every optional rule's effect as `rules --each` prints it (text or JSON), its report written when asked. */
async function printEffects(
  context: CommandContext,
  measured: MeasuredRules,
  options: { json?: boolean; out?: string },
  notes: string,
): Promise<void> {
  const index = options.out
    ? await writeReports(options.out, [await (await reportFiles()).rulesReportFile(measured, reportStamp())])
    : undefined;
  if (options.json) {
    const effects = measured.effects.map((e) => ({ rule: e.rule.name, label: effectLabel(e), ...e.comparison }));
    const printed = { manifest: measured.manifest, effects, claim: measured.claim, findings: measured.findings };
    context.io.stdout.write(`${JSON.stringify(printed, null, 2)}\n`);
    return;
  }
  const findings = (measured.findings ?? []).map((f) => `${f.title}: ${f.text}\n`).join('');
  context.io.stdout.write(`${formatRuleEffects(measured)}\n${findings}${index ? `report: ${index}\n` : ''}${notes}`);
}

/** `cardlab merge` of results saved by `rules --save`: the slices of a sharded run, or runs with other seeds. */
export async function mergeRulesCommand(
  context: CommandContext,
  files: string[],
  options: { save?: string; out?: string; json?: boolean },
): Promise<void> {
  const merged = mergeRules(files.map((file) => ({ file, result: parseSavedRules(context.inputs.read(file)) })));
  if (options.save) writeAtomically(options.save, `${JSON.stringify(merged)}\n`);
  const notes = `${mergedNote(files.length, merged.manifest, options.save, false)}\n`;
  if (merged.comparison) return printComparison(context, merged.comparison, options, notes);
  const catalog = GAMES[merged.game]?.optionalRules ?? [];
  const rule = (name: string) => {
    const known = catalog.find((r) => r.name === name);
    if (!known)
      throw new InputError([
        { file: files[0]!, line: 0, field: 'effects', expected: `rules of ${merged.game} (got ${name})` },
      ]);
    return known;
  };
  await printEffects(
    context,
    {
      files: merged.manifest.cards.map((card) => card.file),
      effects: merged.effects!.map((effect) => ({ rule: rule(effect.rule), comparison: effect.comparison })),
      ...(merged.claim && { claim: merged.claim }),
      manifest: merged.manifest,
    },
    options,
    notes,
  );
}

export interface SweepCommandOptions extends ComparisonCommandOptions {
  param: string;
  rules: string;
  set?: string[];
  target?: string;
}

/** `cardlab sweep`: the response curve of the league rates over one rule parameter, every value on the same dice. */
export async function sweepCommand(io: CliIo, files: string[], options: SweepCommandOptions): Promise<void> {
  const context = commandContext(io);
  const sets = context.inputs.sets(files, options);
  const base = sets[0]!.rules;
  const progress = progressFor(context, options.json, () => (options.pa === undefined ? 'games' : 'PA'));
  const result = await interruptible(context.io, async (signal) => {
    try {
      return await sweep(sets, base, options.param, {
        ...options,
        signal,
        ...(progress.onProgress && { onProgress: progress.onProgress }),
      });
    } finally {
      progress.finish();
    }
  });
  context.io.stdout.write(options.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatSweep(result)}\n`);
}
