import { checkJson } from '../../experiments/check.ts';
import { gradeSets, type GradesOptions } from '../../experiments/grades.ts';
import { gradeReportFiles } from '../../report/reportFiles.ts';
import { formatGradeShift } from '../format/grades.ts';
import { reportStamp } from '../gitCommit.ts';
import { interruptible } from '../interrupt.ts';
import { writeReports } from '../writeReports.ts';
import { cardSetPaths, progressFor, commandContext } from './context.ts';
import type { CliIo } from '../io.ts';

export interface GradesCommandOptions extends Omit<GradesOptions, 'signal' | 'onProgress'> {
  all?: boolean;
  table?: Record<string, string>;
  out?: string;
  json?: boolean;
}

/** `cardlab grades`: every batter of each card set against each pitcher grade, exactly and by simulation. */
export async function gradesCommand(io: CliIo, named: string[], options: GradesCommandOptions): Promise<void> {
  const context = commandContext(io);
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
  const index = options.out ? writeReports(options.out, await gradeReportFiles(graded, reportStamp())) : undefined;
  if (options.json) {
    context.io.stdout.write(`${checkJson(graded.map(({ file, shift }) => ({ file, ...shift })))}\n`);
    return;
  }
  context.io.stdout.write(`${graded.map(formatGradeShift).join('\n\n')}\n${index ? `\nreports: ${index}\n` : ''}`);
}
