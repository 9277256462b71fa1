import { checkJson } from '../../experiments/check.ts';
import { gradeSets, type GradesOptions } from '../../experiments/grades.ts';
import { formatGradeShift } from '../format/grades.ts';
import { reportStamp } from '../gitCommit.ts';
import { interruptible } from '../interrupt.ts';
import { reportFiles, writeReports } from '../writeReports.ts';
import { cardSetPaths, progressFor, commandContext, type CommandContext } from './context.ts';
import { gradedSets, mergeGrades, parseSavedGrades, savedGrades } from '../../experiments/savedGrades.ts';
import type { GradedSet } from '../../experiments/grades.ts';
import { shardText } from '../../harness/shard.ts';
import { writeAtomically } from '../writeAtomically.ts';
import { mergedNote } from '../format/merge.ts';
import type { CliIo } from '../io.ts';
import { claimOutputs } from '../claimOutputs.ts';

export interface GradesCommandOptions extends Omit<GradesOptions, 'signal' | 'onProgress'> {
  all?: boolean;
  table?: Record<string, string>;
  out?: string;
  save?: string;
  json?: boolean;
}

/** `cardlab grades`: every batter of each card set against each pitcher grade, exactly and by simulation. */
export async function gradesCommand(io: CliIo, named: string[], options: GradesCommandOptions): Promise<void> {
  const context = commandContext(io);
  await claimOutputs(context.io, { file: options.save, folder: options.out });
  const sets = context.inputs.sets(cardSetPaths(named, options.all), options);
  const progress = progressFor(context, options.json, () => 'PA');
  const graded = await interruptible(context.io, async (signal) => {
    try {
      return await gradeSets(sets, {
        ...options,
        signal,
        ...(progress.onProgress && { onProgress: progress.onProgress }),
      });
    } finally {
      progress.finish();
    }
  });
  if (options.save) writeAtomically(options.save, `${checkJson(savedGrades(graded))}\n`);
  const slice = options.shard ? `shard ${shardText(options.shard)}: only its slice of the simulation\n` : '';
  const saved = options.save ? `saved to ${options.save}\n` : '';
  await printGrades(context, graded, options, `${slice}${saved}`);
}

/** Graded sets as `grades` prints them (text or JSON), with the reports written when asked and a footer. */
export async function printGrades(
  context: CommandContext,
  graded: readonly GradedSet[],
  options: { out?: string; json?: boolean },
  footer: string,
): Promise<void> {
  const index = options.out
    ? await writeReports(options.out, await (await reportFiles()).gradeReportFiles(graded, reportStamp()))
    : undefined;
  if (options.json) {
    context.io.stdout.write(`${checkJson(graded.map(({ file, shift }) => ({ file, ...shift })))}\n`);
    return;
  }
  const reports = index ? `\nreports: ${index}\n` : '';
  context.io.stdout.write(`${graded.map(formatGradeShift).join('\n\n')}\n${reports}${footer ? `\n${footer}` : ''}`);
}

/** `cardlab merge` of results saved by `grades --save`: the slices of a sharded run, or runs with other seeds. */
export async function mergeGradesCommand(
  context: CommandContext,
  files: string[],
  options: { save?: string; out?: string; json?: boolean },
): Promise<void> {
  const merged = mergeGrades(files.map((file) => ({ file, result: parseSavedGrades(context.inputs.read(file)) })));
  if (options.save) writeAtomically(options.save, `${checkJson(merged)}\n`);
  await printGrades(
    context,
    gradedSets(merged),
    options,
    `${mergedNote(files.length, merged.manifest, options.save, true)}\n`,
  );
}
