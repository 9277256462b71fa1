import { reportsJob, type GameTime, type ReportsJobOptions } from '../../experiments/reportsJob.ts';
import { reportsJobFiles } from '../../report/reportFiles.ts';
import { reportStamp } from '../gitCommit.ts';
import { interruptible } from '../interrupt.ts';
import { writeReports } from '../writeReports.ts';
import { cardSetPaths, progressFor, commandContext } from './context.ts';
import type { CliIo } from '../io.ts';
import { claimOutputs } from '../claimOutputs.ts';

export interface ReportsCommandOptions extends Omit<ReportsJobOptions, 'signal' | 'onProgress' | 'onReport'> {
  all?: boolean;
  table?: Record<string, string>;
  out: string;
}

/** What each stage of the main job counts. */
const unitOf = (stage: string) => (stage === 'season' || stage === 'rules' ? 'games' : 'PA');

/** `cardlab reports`: the main job: card accuracy, grade shift, season and optional-rules reports, and their index. */
export async function reportsCommand(io: CliIo, named: string[], options: ReportsCommandOptions): Promise<void> {
  const context = commandContext(io);
  await claimOutputs(context.io, { folder: options.out });
  const started = performance.now();
  const sets = context.inputs.sets(cardSetPaths(named, options.all), options);
  const mlbTotals = context.inputs.mlbTotals();
  const progress = progressFor(context, false, unitOf);
  // Piped or logged, there is no bar to watch: a line as each report's work is done says the job is moving.
  const out = context.io.stdout;
  const onReport = out.isTTY
    ? undefined
    : (name: string, seconds: number) => out.write(`${name}: ${seconds.toFixed(1)} s\n`);
  const job = await interruptible(context.io, async (signal) => {
    try {
      return await reportsJob(sets, mlbTotals, {
        ...options,
        signal,
        ...(progress.onProgress && { onProgress: progress.onProgress }),
        ...(onReport && { onReport }),
      });
    } finally {
      progress.finish();
    }
  });
  const { files, summary } = await reportsJobFiles(job, reportStamp());
  const index = await writeReports(options.out, files);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const gap = onReport ? '\n' : ''; // between the lines of reports done and the summary
  context.io.stdout.write(
    `${gap}${summary}\n\n${files.length} reports in ${seconds} s (${gameTimes(job.times)}); open ${index}\n`,
  );
  for (const warning of overBudget(job.times)) context.io.stderr.write(`${warning}\n`);
}

/** A warning per game whose reports took longer than its budget. */
export function overBudget(times: readonly GameTime[]): string[] {
  return times
    .filter((time) => time.seconds > time.budget)
    .map(
      (over) =>
        `warning: ${over.title}'s reports took ${over.seconds.toFixed(1)} s, over the game's budget of ` +
        `${over.budget} s (GameSystem.reportBudget): the main job would not stay under a minute`,
    );
}

/** Each game's seconds against its budget: "Pine Tar 24.1 s of 28 s, Strat-O-Matic 13.0 s of 18 s". */
function gameTimes(times: readonly GameTime[]): string {
  return times.map((time) => `${time.title} ${time.seconds.toFixed(1)} s of ${time.budget} s`).join(', ');
}
