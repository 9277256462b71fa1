import { InputError } from '../../core/input/InputError.ts';
import { mergeSeasons, parseSavedSeason } from '../../experiments/savedSeason.ts';
import {
  playSeason,
  seasonSpec,
  summariseSaved,
  type PlayedSeason,
  type SeasonOptions,
} from '../../experiments/season.ts';
import { comparisonSeason } from '../../experiments/mlbComparison.ts';
import { requirePlayableBy } from '../../mlb/mlbSchedule.ts';
import { mlbAsPlayed } from './mlbAsPlayed.ts';
import { seasonLeagueOf } from '../../harness/seasonLeague.ts';
import { listedGamesPerTeam } from '../../engine/schedule.ts';
import { writeAtomically } from '../writeAtomically.ts';
import { formatSeason } from '../format/season.ts';
import { reportStamp } from '../gitCommit.ts';
import type { RuleChoices } from '../inputs.ts';
import { interruptible } from '../interrupt.ts';
import { reportFiles, writeReports } from '../writeReports.ts';
import { progressFor, commandContext, type CommandContext } from './context.ts';
import type { CliIo } from '../io.ts';
import { claimOutputs } from '../claimOutputs.ts';

export interface SeasonCommandOptions
  extends RuleChoices, Omit<SeasonOptions, 'signal' | 'onProgress' | 'exact' | 'schedule' | 'mlbPlayed'> {
  out?: string;
  json?: boolean;
  save?: string;
  /** Play MLB's schedule of the sets' season as played, and set its runs and RE24 beside the simulated ones. */
  league?: boolean;
}

/**
 * `cardlab season`: plays the sets' teams as a league (a round robin, or each against its own league), on every core.
 */
export async function seasonCommand(io: CliIo, files: string[], options: SeasonCommandOptions): Promise<void> {
  const context = commandContext(io);
  await claimOutputs(context.io, { file: options.save, folder: options.out });
  const sets = context.inputs.sets(files, options);
  const mlbTotals = context.inputs.mlbTotals();
  const asPlayed = options.league
    ? mlbAsPlayed((file) => context.inputs.bundledSource(file), comparisonSeason(sets[0]!), { advancement: true })
    : undefined;
  if (asPlayed) {
    const { league } = seasonLeagueOf(seasonSpec(sets, { ...options, dh: true }));
    requirePlayableBy(asPlayed.schedule, league, asPlayed.file, files);
    const perTeam = listedGamesPerTeam(asPlayed.schedule.games);
    if (options.games % perTeam !== 0)
      throw new InputError([
        {
          file: '(command line)',
          line: 0,
          field: '--games',
          expected: `a multiple of ${perTeam} with --league (the schedule played over), got ${options.games}`,
        },
      ]);
  }
  const progress = progressFor(context, options.json, () => 'games');
  const played = await interruptible(context.io, async (signal) => {
    try {
      return await playSeason(sets, mlbTotals, {
        ...options,
        ...(asPlayed && {
          schedule: asPlayed.schedule.games,
          // MLB's lineups have the DH wherever a game used one; the games without take it out.
          dh: asPlayed.schedule.games.some((game) => game.dh),
          against: 'set' as const,
          mlbPlayed: asPlayed.mlbPlayed,
        }),
        exact: options.out !== undefined,
        signal,
        ...(progress.onProgress && { onProgress: progress.onProgress }),
      });
    } finally {
      progress.finish();
    }
  });
  if (options.save) writeAtomically(options.save, `${JSON.stringify(played.saved)}\n`);
  await printSeason(context.io, played, options);
}

/** A played or merged season as `season` prints it: a report with --out, JSON with --json, else the summary. */
export async function printSeason(
  io: CliIo,
  played: PlayedSeason,
  options: { out?: string; json?: boolean },
): Promise<void> {
  const index = options.out
    ? await writeReports(options.out, [await (await reportFiles()).seasonReportFile(played, reportStamp())])
    : undefined;
  if (options.json) {
    const { manifest, summary, mlbRunExpectancy, mlbAdvancement } = played;
    const mlb = { ...(mlbRunExpectancy && { mlbRunExpectancy }), ...(mlbAdvancement && { mlbAdvancement }) };
    io.stdout.write(`${JSON.stringify({ manifest, ...summary, ...mlb }, null, 2)}\n`);
  } else io.stdout.write(`${formatSeason(played)}\n${slicesNote(played)}${index ? `report: ${index}\n` : ''}`);
}

/** Which shards of a season a result holds, when it is not the whole season yet. */
function slicesNote({ manifest: { slices } }: PlayedSeason): string {
  if (!slices) return '';
  const missing = slices.of - slices.taken.length;
  return `shards ${slices.taken.join(', ')} of ${slices.of} of the season: merge the other ${missing} for the whole\n`;
}

/**
 * `cardlab merge` of `season --save` results: the counts added (the shards of a season give the whole season), the
 * league laid out again from the card sets the manifest names (each checked against its SHA-256).
 */
export async function mergeSeasonCommand(
  context: CommandContext,
  files: string[],
  options: MergeSeasonOptions,
): Promise<void> {
  const parts = files.map((file) => ({ file, result: parseSavedSeason(context.inputs.read(file)) }));
  const merged = mergeSeasons(parts);
  const { cards } = merged.manifest;
  const sets = context.inputs.sets(
    cards.map((card) => card.file),
    options,
  );
  sets.forEach((loaded, i) => {
    if (loaded.input.sha256 !== cards[i]!.sha256)
      throw new InputError([
        {
          file: loaded.input.name,
          line: 0,
          field: '(file)',
          expected: `the bytes the merged seasons were played with (SHA-256 ${cards[i]!.sha256.slice(0, 12)}...)`,
        },
      ]);
  });
  const tables = sets[0]?.tables.hash;
  if (tables !== merged.manifest.tables[0])
    throw new InputError([
      {
        file: files[0]!,
        line: 0,
        field: 'manifest.tables',
        expected: 'rule tables as the seasons were played with: give merge the same --table files as season had',
      },
    ]);
  const asPlayed = merged.play.schedule
    ? mlbAsPlayed((file) => context.inputs.bundledSource(file), comparisonSeason(sets[0]!), { advancement: true })
    : undefined;
  const played = summariseSaved(sets, context.inputs.mlbTotals(), merged, asPlayed?.mlbPlayed, parts);
  if (options.save) writeAtomically(options.save, `${JSON.stringify(merged)}\n`);
  await printSeason(context.io, played, options);
}

export interface MergeSeasonOptions {
  table?: Record<string, string>;
  save?: string;
  out?: string;
  json?: boolean;
}
