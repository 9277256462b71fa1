import { runCheck, checkJson, type CheckRunOptions, type SeasonModeOptions } from '../../experiments/check.ts';
import { InputError } from '../../core/input/InputError.ts';
import type { LoadedSet } from '../../core/LoadedSet.ts';
import { SEASON_GAMES } from '../../experiments/defaults.ts';
import { comparisonSeason } from '../../experiments/mlbComparison.ts';
import { seasonSpec } from '../../experiments/season.ts';
import { listedGamesPerTeam } from '../../engine/schedule.ts';
import { seasonLeagueOf } from '../../harness/seasonLeague.ts';
import { requirePlayableBy } from '../../mlb/mlbSchedule.ts';
import { mlbAsPlayed, type MlbAsPlayed } from './mlbAsPlayed.ts';
import { mergeResults, parseSavedResult, savedChecks, type SavedResult } from '../../experiments/savedResult.ts';
import { isSavedGrades } from '../../experiments/savedGrades.ts';
import { isSavedRules } from '../../experiments/savedRules.ts';
import { isSavedSeason } from '../../experiments/savedSeason.ts';
import { shardText } from '../../harness/shard.ts';
import { formatChecks } from '../format/check.ts';
import { reportStamp } from '../gitCommit.ts';
import type { Inputs, RuleChoices } from '../inputs.ts';
import { interruptible } from '../interrupt.ts';
import { writeAtomically } from '../writeAtomically.ts';
import { mergedNote } from '../format/merge.ts';
import { reportFiles, writeReports } from '../writeReports.ts';
import { cardSetPaths, progressFor, commandContext, type CommandContext } from './context.ts';
import type { CliIo } from '../io.ts';
import type { MlbSeason } from '../../mlb/mlbTotals.ts';
import { mlbSeasons } from '../../mlb/mlbSeasons.ts';
import { claimOutputs } from '../claimOutputs.ts';

export interface CheckCommandOptions
  extends RuleChoices, Omit<CheckRunOptions, 'signal' | 'onProgress' | 'seasonMode'> {
  all?: boolean;
  /** Season mode: games per team of each set's season (`--season-games`). */
  seasonGames?: number;
  /** Season mode on MLB's schedule of each set's season as played (`--league`: whole-league sets). */
  league?: boolean;
  save?: string;
  out?: string;
  summary?: boolean;
  json?: boolean;
}

/**
 * A result's sets as `check` prints them; cards whose target is an MLB season (a game without printed targets) with the
 * seasons they play most like.
 */
function printable(result: SavedResult, inputs: Inputs) {
  const seasons = seasonsFor(result, inputs);
  return result.sets.map((set) => ({ file: set.file, cards: savedChecks(set, seasons) }));
}

/** MLB's seasons, where some card of a result has one as its target. */
function seasonsFor(result: SavedResult, inputs: Inputs): MlbSeason[] | undefined {
  const compared = result.sets.some((set) => set.cards.some((card) => card.mlbSeason !== undefined));
  return compared ? mlbSeasons(inputs.mlbTotals()) : undefined;
}

/**
 * `cardlab check`: checks each card set in turn (a progress bar on a terminal), stops cleanly on Ctrl-C (nothing is
 * written), saves the tallies and their manifest with --save, writes the accuracy reports with --out.
 */
export async function checkCommand(io: CliIo, named: string[], options: CheckCommandOptions): Promise<void> {
  const context = commandContext(io);
  await claimOutputs(context.io, { file: options.save, folder: options.out });
  const sets = context.inputs.sets(cardSetPaths(named, options.all), options);
  // Season mode is set up (and a --league schedule checked against each set) before the long plate-appearance run.
  const seasonMode = seasonModeOptions(context, sets, options);
  const progress = progressFor(context, options.json, (stage) => (stage === 'season' ? 'games' : 'PA'));
  const result = await interruptible(context.io, async (signal) => {
    try {
      return await runCheck(sets, {
        ...options,
        ...(sets.some((loaded) => loaded.game.realTargets) && { mlb: context.inputs.mlbTotals() }),
        ...(seasonMode && { seasonMode }),
        signal,
        ...(progress.onProgress && { onProgress: progress.onProgress }),
      });
    } finally {
      progress.finish();
    }
  });
  if (options.save) writeAtomically(options.save, `${checkJson(result)}\n`);
  const index = options.out
    ? await writeReports(
        options.out,
        await (await reportFiles()).checkReportFiles(result, reportStamp(), seasonsFor(result, context.inputs)),
      )
    : undefined;
  const amount =
    options.precision === undefined
      ? `${options.pa.toLocaleString('en-US')} plate appearances per card`
      : `plate appearances until every interval is under ${options.precision} ` +
        `wide (cap ${options.maxPa?.toLocaleString('en-US')})`;
  const saved = options.save ? `; saved to ${options.save}` : '';
  const reports = index ? `; reports: ${index}` : '';
  const from = options.state ?? "each set's start states";
  const slice = options.shard ? ` (shard ${shardText(options.shard)}: only its slice of them)` : '';
  const season = seasonMode ? `; season mode: ${String(result.manifest.plan.seasonMode)}` : '';
  const footer = `seed ${options.seed}, ${amount}${slice}, from ${from}${season}${saved}${reports}`;
  context.io.stdout.write(formatChecks(printable(result, context.inputs), options, footer));
}

/**
 * Season mode as `--season-games` and `--league` ask for it (undefined when neither does). With `--league`, every set
 * must hold each team of its season's schedule (a whole-league set) and the games per team be a multiple of the
 * schedule's: refused up front, naming the file, before the plate-appearance run.
 */
function seasonModeOptions(
  context: CommandContext,
  sets: readonly LoadedSet[],
  options: Pick<CheckCommandOptions, 'seasonGames' | 'league'>,
): SeasonModeOptions | undefined {
  if (options.seasonGames === undefined && !options.league) return undefined;
  const games = options.seasonGames ?? SEASON_GAMES;
  const mlbTotals = context.inputs.mlbTotals();
  if (!options.league) return { games, mlbTotals };
  const seasons = new Map<number, MlbAsPlayed>();
  const asPlayedOf = (loaded: LoadedSet): MlbAsPlayed => {
    const season = comparisonSeason(loaded);
    let asPlayed = seasons.get(season);
    if (!asPlayed) {
      asPlayed = mlbAsPlayed((file) => context.inputs.bundledSource(file), season);
      seasons.set(season, asPlayed);
    }
    return asPlayed;
  };
  for (const loaded of sets.filter((s) => s.game.seasonLeague)) {
    const asPlayed = asPlayedOf(loaded);
    const perTeam = listedGamesPerTeam(asPlayed.schedule.games);
    if (games % perTeam !== 0)
      throw new InputError([
        {
          file: '(command line)',
          line: 0,
          field: '--season-games',
          expected: `a multiple of ${perTeam} with --league (the schedule played over), got ${games}`,
        },
      ]);
    const play = { against: 'set' as const, dh: true, manager: 'default', bullpen: 'usage' };
    const { league } = seasonLeagueOf(seasonSpec([loaded], play));
    requirePlayableBy(asPlayed.schedule, league, asPlayed.file, [loaded.input.name]);
  }
  return {
    games,
    mlbTotals,
    asPlayed: (loaded) => {
      const { schedule, mlbPlayed } = asPlayedOf(loaded);
      return { schedule: schedule.games, mlbPlayed };
    },
  };
}

export interface MergeCommandOptions {
  table?: Record<string, string>;
  save?: string;
  out?: string;
  summary?: boolean;
  json?: boolean;
}

/**
 * `cardlab merge`: adds up results saved by `check --save` (runs with different seeds, the slices of a sharded run)
 * and prints them as check does.
 */
export async function mergeCommand(io: CliIo, files: string[], options: MergeCommandOptions): Promise<void> {
  const context = commandContext(io);
  await claimOutputs(context.io, { file: options.save, folder: options.out });
  const first = files.length > 0 ? context.inputs.read(files[0]!) : undefined;
  if (first && isSavedSeason(first)) return (await import('./season.ts')).mergeSeasonCommand(context, files, options);
  if (first && isSavedGrades(first)) return (await import('./grades.ts')).mergeGradesCommand(context, files, options);
  if (first && isSavedRules(first)) return (await import('./rules.ts')).mergeRulesCommand(context, files, options);
  const merged = mergeResults(files.map((file) => ({ file, result: parseSavedResult(context.inputs.read(file)) })));
  const reports = options.out
    ? await (await reportFiles()).checkReportFiles(merged, reportStamp(), seasonsFor(merged, context.inputs))
    : [];
  if (options.save) writeAtomically(options.save, `${checkJson(merged)}\n`);
  if (options.out) await writeReports(options.out, reports);
  const { seasonMode } = merged.manifest.plan;
  const season = typeof seasonMode === 'string' ? `; season mode: ${seasonMode} (the results' seasons added)` : '';
  const footer = `${mergedNote(files.length, merged.manifest, undefined, true)}${season}${
    options.save ? `; saved to ${options.save}` : ''
  }`;
  context.io.stdout.write(formatChecks(printable(merged, context.inputs), options, footer));
}
