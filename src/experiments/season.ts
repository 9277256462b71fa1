import type { ExactRunExpectancy } from '../core/GameSystem.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import { runManifest, SEEDING, type RunManifest } from './manifest.ts';
import type { SeasonPlay, SeasonSpec } from '../harness/seasonLeague.ts';
import { GAMES_PER_CHUNK, simulateSeason } from '../harness/simulateSeason.ts';
import { mlbSeason, type MlbSeason } from '../mlb/mlbTotals.ts';
import type { MlbRunExpectancy } from '../mlb/mlbRunExpectancy.ts';
import type { AdvancementFact } from '../core/model/advancement.ts';
import { mlbSeasons } from '../mlb/mlbSeasons.ts';
import { comparisonSeason } from './mlbComparison.ts';
import { MAIN_RULES } from '../core/OptionalRule.ts';
import { SeasonLayout } from '../engine/SeasonTally.ts';
import { seasonLeagueOf, seasonRunExpectancy } from '../harness/seasonLeague.ts';
import type { Shard } from '../harness/shard.ts';
import type { WorkerPool } from '../harness/WorkerPool.ts';
import { SEASON_FORMAT, seasonTotalsProblem, type SavedSeason } from './savedSeason.ts';
import type { SavedFile } from './mergeSaved.ts';
import { located } from './savedSource.ts';
import { InputError } from '../core/input/InputError.ts';
import { cardsOf, type RunControl } from './runControl.ts';
import { summariseSeason, type SeasonSummary } from './seasonSummary.ts';
import { RunRefused } from '../core/input/RunRefused.ts';

/** How a season's games draw their dice: part of its manifest. */
const SEASON_GENERATOR =
  `xoroshiro128+ (pure-rand), ${SEEDING}, game g on the root stream jumped g + 1 times, a xoshiro128** substream per ` +
  `half-inning and per plate appearance, chunks of ${GAMES_PER_CHUNK} games ` +
  `(whole seasons under season-long rules or the usage bullpen)`;

/** MLB's season as played, for a season that plays its schedule (`season --league`): runs per game, and RE24. */
export interface MlbPlayed {
  runsPerGame: number;
  runExpectancy: MlbRunExpectancy;
  /** How its runners moved (transitions_YYYY.csv), where read. */
  advancement?: AdvancementFact[];
}

export interface SeasonOptions extends SeasonPlay, RunControl {
  /** MLB's season as played, set beside the simulated one. */
  mlbPlayed?: MlbPlayed;
  games: number;
  seed: number;
  workers: number;
  /** Also chain the exact run-expectancy matrices the game can (for the report; it takes seconds). */
  exact?: boolean;
  /** Only this slice of the season's chunks of games (`--shard K/N`). */
  shard?: Shard;
  /** Season workers kept up across runs (the main job's), instead of a pool of `workers` for this one. */
  pool?: WorkerPool;
}

/** A played season with what it was compared with, the manifest of its run, and the exact matrices to set beside it. */
export interface PlayedSeason {
  files: string[];
  summary: SeasonSummary;
  manifest: RunManifest;
  /** The exact matrices to set beside the simulated one, when asked for and the game can chain them. */
  exact: ExactRunExpectancy[];
  /** What turns the game's results into runs, in its own words. */
  runMaking: string;
  /** MLB's real run-expectancy table, when the season played MLB's schedule. */
  mlbRunExpectancy?: MlbRunExpectancy;
  /** How MLB's runners moved that season, when the season played MLB's schedule. */
  mlbAdvancement?: AdvancementFact[];
  /** What `season --save` keeps: the counts as played, and how to play them again. */
  saved: SavedSeason;
}

/**
 * Whether a card set carries the league it was built against (its `league:` block), so a season can play against it.
 */
export function hasLeague(loaded: Pick<LoadedSet, 'input'>): boolean {
  return (loaded.input.document().value as { league?: unknown } | null)?.league !== undefined;
}

/** The season spec of loaded sets (their game's tables and the first set's rules). */
export function seasonSpec(sets: readonly LoadedSet[], play: SeasonPlay, rules = sets[0]?.rules): SeasonSpec {
  const { against, dh, manager, bullpen, schedule } = play;
  return { sets, against, dh, manager, bullpen, ...(schedule && { schedule }), ...(rules && { rules }) };
}

/**
 * `cardlab season`: plays the card sets' teams as a league (a round robin, or each against its own league), compared
 * with the MLB totals (`mlbTotals`, cards/sources/mlb_batting_totals_by_season.csv) of the first set's season.
 */
export async function playSeason(
  sets: readonly LoadedSet[],
  mlbTotals: LoadedInput,
  options: SeasonOptions,
): Promise<PlayedSeason> {
  const spec = seasonSpec(sets, options);
  const mlb = withPlayed(mlbSeason(mlbTotals, comparisonSeason(sets[0]!)), options.mlbPlayed);
  const report = options.onProgress;
  const playing = simulateSeason(spec, {
    gamesPerTeam: options.games,
    seed: options.seed,
    workers: options.workers,
    ...(options.pool && { pool: options.pool }),
    ...(options.shard && { shard: options.shard }),
    ...(options.signal && { signal: options.signal }),
    ...(report && { onProgress: (done: number, planned: number) => report('season', done, planned) }),
  });
  // The workers have their games: the exact matrices are chained on this thread meanwhile.
  const exact = options.exact ? seasonRunExpectancy(spec) : [];
  const season = await playing;
  const summary = summariseSeason(season, options.games, mlb, mlbSeasons(mlbTotals));
  const { against, dh, manager, bullpen, schedule } = options;
  const manifest: RunManifest = {
    ...runManifest({
      seed: options.seed,
      rules: spec.rules?.text ?? 'main',
      plan: {
        experiment: 'season',
        against: options.against,
        gamesPerTeam: options.games,
        games: season.scheduled,
        dh: options.dh,
        manager: options.manager,
        bullpen: options.bullpen,
        comparedWith: `MLB ${mlb.season}`,
        ...(schedule && { schedule: `MLB ${mlb.season} as played: ${schedule.length.toLocaleString('en-US')} games` }),
      },
      cards: cardsOf(sets),
      tables: [season.tables.hash],
      plateAppearances: summary.league.pa,
      ...(options.shard && { slice: { shard: options.shard, size: options.games } }),
    }),
    generator: SEASON_GENERATOR,
  };
  return {
    files: sets.map((s) => s.input.name),
    summary,
    manifest,
    exact,
    runMaking: sets[0]!.game.runMaking,
    ...mlbComparison(options.mlbPlayed),
    saved: {
      format: SEASON_FORMAT,
      manifest,
      play: { against, dh, manager, bullpen, ...(schedule && { schedule }) },
      rules: spec.rules ?? MAIN_RULES,
      gamesPerTeam: options.games,
      games: season.games,
      tally: [...season.tally],
    },
  };
}

/**
 * A season summed from saved counts (`merge` of `season --save` results): the sets played again only to lay out the
 * league, whose tally is the saved one. `parts`, the results it sums, are each checked to add up in that layout
 * (seasonTotalsProblem), the file named.
 */
export function summariseSaved(
  sets: readonly LoadedSet[],
  mlbTotals: LoadedInput,
  saved: SavedSeason,
  mlbPlayed?: MlbPlayed,
  parts: readonly SavedFile<SavedSeason>[] = [],
): PlayedSeason {
  const spec = seasonSpec(sets, saved.play, saved.rules);
  const { league, tables, game } = seasonLeagueOf(spec);
  const layout = new SeasonLayout(league.players, league.teams.length);
  for (const part of parts) {
    const problem = seasonTotalsProblem(layout, part.result);
    if (problem) throw new InputError([located(part.file, part.result, problem)]);
  }
  if (layout.size !== saved.tally.length)
    throw new RunRefused(`the saved tally has ${saved.tally.length} counts where this league lays out ${layout.size}`);
  const mlb = withPlayed(mlbSeason(mlbTotals, comparisonSeason(sets[0]!)), mlbPlayed);
  const scheduled = saved.manifest.plan.games as number;
  const season = { league, layout, tables, game, games: saved.games, scheduled, tally: Float64Array.from(saved.tally) };
  return {
    files: sets.map((s) => s.input.name),
    summary: summariseSeason(season, saved.gamesPerTeam, mlb, mlbSeasons(mlbTotals)),
    manifest: saved.manifest,
    exact: [],
    runMaking: sets[0]!.game.runMaking,
    ...mlbComparison(mlbPlayed),
    saved,
  };
}

/** What a played season sets beside MLB's as played: its run-expectancy table and its runners' advancement. */
function mlbComparison(played: MlbPlayed | undefined): Pick<PlayedSeason, 'mlbRunExpectancy' | 'mlbAdvancement'> {
  if (!played) return {};
  return {
    mlbRunExpectancy: played.runExpectancy,
    ...(played.advancement && { mlbAdvancement: played.advancement }),
  };
}

/** MLB's totals with the runs per game of its schedule as played, where the season played it. */
function withPlayed(mlb: MlbSeason, played: MlbPlayed | undefined): MlbSeason {
  return played ? { ...mlb, runsPerGame: played.runsPerGame } : mlb;
}
