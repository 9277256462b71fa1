import { InputError } from '../../core/input/InputError.ts';
import { compareRules, gameOnlyRules, ruleEffects, type ComparisonOptions } from '../../experiments/rules.ts';
import { sweep } from '../../experiments/sweep.ts';
import { rulesReportFile } from '../../report/reportFiles.ts';
import { formatComparison, formatRuleEffects } from '../format/rules.ts';
import { formatSweep } from '../format/sweep.ts';
import { reportStamp } from '../gitCommit.ts';
import { interruptible } from '../interrupt.ts';
import { writeReports } from '../writeReports.ts';
import { progressFor, commandContext } from './context.ts';
import type { CliIo } from '../io.ts';

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
}

/**
 * `cardlab rules`: two rule sets on common random numbers, every rate's difference with its interval; with --each,
 * every optional rule against the rules it needs, and the rule report.
 */
export async function rulesCommand(io: CliIo, files: string[], options: RulesCommandOptions): Promise<void> {
  const context = commandContext(io);
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
    const index = options.out ? writeReports(options.out, [await rulesReportFile(measured, reportStamp())]) : undefined;
    if (options.json) {
      const effects = measured.effects.map((e) => ({ rule: e.rule.name, ...e.comparison }));
      io.stdout.write(`${JSON.stringify({ manifest: measured.manifest, effects, claim: measured.claim }, null, 2)}\n`);
    } else {
      io.stdout.write(`${formatRuleEffects(measured)}\n${index ? `report: ${index}\n` : ''}`);
    }
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
  if (options.json) {
    io.stdout.write(`${JSON.stringify(comparison, null, 2)}\n`);
    return;
  }
  const skipped = options.pa === undefined ? [] : gameOnlyRules(variant, game);
  const left =
    skipped.length > 0 ? `  not played in plate-appearance mode (they need games): ${skipped.join(', ')}\n` : '';
  io.stdout.write(`${formatComparison(comparison)}\n${left}`);
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
  const progress = progressFor(context, options.json, () => (options.pa === undefined ? 'games' : 'values'));
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
