import { reportsJob, type ReportsJobOptions } from '../../experiments/reportsJob.ts';
import { reportsJobFiles } from '../../report/reportFiles.ts';
import { reportStamp } from '../gitCommit.ts';
import { interruptible } from '../interrupt.ts';
import { writeReports } from '../writeReports.ts';
import { cardSetPaths, progressFor, commandContext } from './context.ts';
import type { CliIo } from '../io.ts';

export interface ReportsCommandOptions extends Omit<ReportsJobOptions, 'signal' | 'onProgress'> {
  all?: boolean;
  table?: Record<string, string>;
  out: string;
}

/** What each stage of the main job counts. */
const unitOf = (stage: string) => (stage === 'season' ? 'games' : stage === 'rules' ? 'rule sets' : 'PA');

/** `cardlab reports`: the main job: card accuracy, grade shift, season and optional-rules reports, and their index. */
export async function reportsCommand(io: CliIo, named: string[], options: ReportsCommandOptions): Promise<void> {
  const context = commandContext(io);
  const started = performance.now();
  const sets = context.inputs.sets(cardSetPaths(named, options.all), options);
  const mlbTotals = context.inputs.mlbTotals();
  const progress = progressFor(context, false, unitOf);
  const job = await interruptible(context.io, async (signal) => {
    try {
      return await reportsJob(sets, mlbTotals, {
        ...options,
        signal,
        ...(progress.onProgress && { onProgress: progress.onProgress }),
      });
    } finally {
      progress.finish();
    }
  });
  const { files, summary } = await reportsJobFiles(job, reportStamp());
  const index = writeReports(options.out, files);
  context.io.stdout.write(
    `${summary}\n\n${files.length} reports in ${((performance.now() - started) / 1000).toFixed(1)} s; open ${index}\n`,
  );
}
