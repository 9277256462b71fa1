import { playSeason, type SeasonOptions } from '../../experiments/season.ts';
import { seasonReportFile } from '../../report/reportFiles.ts';
import { formatSeason } from '../format/season.ts';
import { reportStamp } from '../gitCommit.ts';
import type { RuleChoices } from '../inputs.ts';
import { interruptible } from '../interrupt.ts';
import { writeReports } from '../writeReports.ts';
import { progressFor, commandContext } from './context.ts';
import type { CliIo } from '../io.ts';

export interface SeasonCommandOptions extends RuleChoices, Omit<SeasonOptions, 'signal' | 'onProgress' | 'exact'> {
  out?: string;
  json?: boolean;
}

/**
 * `cardlab season`: plays the sets' teams as a league (a round robin, or each against its own league), on every core.
 */
export async function seasonCommand(io: CliIo, files: string[], options: SeasonCommandOptions): Promise<void> {
  const context = commandContext(io);
  const sets = context.inputs.sets(files, options);
  const mlbTotals = context.inputs.mlbTotals();
  const progress = progressFor(context, options.json, () => 'games');
  const played = await interruptible(context.io, async (signal) => {
    try {
      return await playSeason(sets, mlbTotals, {
        ...options,
        exact: options.out !== undefined,
        signal,
        ...(progress.onProgress && { onProgress: progress.onProgress }),
      });
    } finally {
      progress.finish();
    }
  });
  const index = options.out ? writeReports(options.out, [await seasonReportFile(played, reportStamp())]) : undefined;
  if (options.json)
    context.io.stdout.write(`${JSON.stringify({ manifest: played.manifest, ...played.summary }, null, 2)}\n`);
  else context.io.stdout.write(`${formatSeason(played)}\n${index ? `report: ${index}\n` : ''}`);
}
