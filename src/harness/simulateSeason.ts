import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { rootStream } from '../core/dice/streams.ts';
import type { League } from '../core/game/League.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import { seasonSchedule, type ListedSchedule } from '../engine/schedule.ts';
import { SeasonLayout } from '../engine/SeasonTally.ts';
import type { LoadedTables } from '../core/GameSystem.ts';
import { GAME_LINE_WIDTH } from './gameLines.ts';
import { playGames, type GameChunk } from './playGames.ts';
import {
  listedOf,
  seasonLeagueOf,
  seasonPayload,
  type SeasonLeague,
  type SeasonPayload,
  type SeasonSpec,
} from './seasonLeague.ts';
import { inShard, type Shard } from './shard.ts';
import { RunInterrupted, WorkerPool } from './WorkerPool.ts';
import { RunRefused } from '../core/input/RunRefused.ts';

/**
 * Games per chunk: about 40 ms of play, so workers stay busy and a progress bar moves. Fixed, so results never depend
 * on the worker count.
 */
export const GAMES_PER_CHUNK = 1024;
const SEASON_WORKER = new URL('./seasonWorker.js', import.meta.url);

export interface SeasonRun {
  gamesPerTeam: number;
  seed: number;
  /** Worker threads; 0 (the default) plays in this thread. The numbers are the same either way. */
  workers?: number;
  onProgress?: (done: number, planned: number) => void;
  signal?: AbortSignal;
  /** Also keep each game's line (gameLines.ts), for comparisons paired game by game. */
  gameLines?: boolean;
  /** Only this slice of the run's chunks of games (`--shard K/N`); `merge` adds the slices up to the whole season. */
  shard?: Shard;
  /**
   * Season workers to play on (seasonPool), kept up for the caller's next season (their code stays warm); without it,
   * a pool of `workers` is started for this run and closed after.
   */
  pool?: WorkerPool;
}

/** A played season: the league, where its counts sit, and the counts. */
export interface SeasonTallies {
  league: League;
  layout: SeasonLayout;
  tables: LoadedTables;
  game: string;
  /** Games played: the schedule's, or a shard's part of it. */
  games: number;
  /** Games of the whole schedule. */
  scheduled: number;
  tally: Float64Array;
  /** Each game's line (GAME_LINE_WIDTH numbers, game by game) when the run asked for them. */
  gameLines?: Float64Array;
}

/** The league a season worker plays a task in: a season's sets and tables under one rule set, by a key of the run. */
export interface TaskLeague {
  key: string;
  payload: SeasonPayload;
  rules?: RuleSet;
  gamesPerTeam: number;
  gameLines: boolean;
}

/** A chunk of games of one rule set of a run, as a season worker is handed it (numbered in the pool's run). */
export interface SeasonTask extends GameChunk {
  /** Which of the run's rule sets plays it. */
  arm: number;
  /** The chunk's own number in its season (its `index` numbers the task). */
  chunk: number;
  league: TaskLeague;
}

/** Season workers for several runs (a job's seasons and rule sets): pass as `pool`, close when done. */
export function seasonPool(workers: number): WorkerPool {
  return WorkerPool.startFrom(SEASON_WORKER, workers, {});
}

/** Numbers the runs of this process, so a worker tells one run's leagues from another's. */
let runs = 0;

/**
 * Plays a round robin of the spec's teams: every team `gamesPerTeam` games, game g from the root stream jumped g + 1
 * times, in chunks of GAMES_PER_CHUNK handed to workers as they free up. The same seed, cards and rules give the same
 * tally for any number of workers.
 * @example (await simulateSeason(spec, { gamesPerTeam: 162, seed: 1 })).games // => 162 for two teams
 */
export async function simulateSeason(spec: SeasonSpec, run: SeasonRun): Promise<SeasonTallies> {
  return (await simulateSeasons(spec, [spec.rules], run))[0]!;
}

/**
 * The same season under each of `arms` (rule sets; undefined plays the main rules), on the same seed, each played as
 * simulateSeason plays it: one pool of workers takes every arm's chunks in turn, so a rule set too short to keep two
 * workers busy runs beside the next, and workers start once and parse nothing (the loaded sets are posted).
 */
export async function simulateSeasons(
  spec: SeasonSpec,
  arms: readonly (RuleSet | undefined)[],
  run: SeasonRun,
): Promise<SeasonTallies[]> {
  const leagues = arms.map((rules) => seasonLeagueOf({ ...spec, ...(rules ? { rules } : { rules: undefined }) }));
  // Every arm is cut into the same chunks (whole seasons when any keeps state across a season), so the slices of a
  // sharded comparison pair the same games; a game's dice never depend on its chunk.
  const seasonal = leagues.some(({ league, bullpen }) => league.rules.seasonal === true || bullpen.seasonal === true);
  const listed = listedOf(spec);
  if (run.gameLines) refuseTooManyLines(leagues, run, listed);
  const played = leagues.map((built) => armOf(built, run, seasonal, listed));
  const planned = played.reduce((sum, arm) => sum + arm.season.games, 0);
  let done = 0;
  const add = (arm: number, chunk: Pick<GameChunk, 'index' | 'first' | 'count'>, tallies: Float64Array) => {
    const { tally, gameLines } = played[arm]!.season;
    for (let i = 0; i < tally.length; i++) tally[i]! += tallies[i]!;
    // A shard keeps the lines of its own games only, chunk after chunk (each before the last is full).
    const at = run.shard ? Math.floor(chunk.index / run.shard.count) * played[arm]!.chunkSize : chunk.first;
    gameLines?.set(tallies.subarray(tally.length), at * GAME_LINE_WIDTH);
    done += chunk.count;
    run.onProgress?.(done, planned);
  };
  const chunksOf = (arm: number) =>
    gameChunks(run.seed, played[arm]!.season.scheduled, played[arm]!.seasonLength, played[arm]!.chunkSize, run.shard);
  const chunks = played.reduce((sum, arm) => sum + Math.ceil(arm.season.games / arm.chunkSize), 0);
  const workers = Math.min(run.workers ?? 0, chunks);
  if (workers > 0 || run.pool) {
    const pool = run.pool ?? WorkerPool.startFrom(SEASON_WORKER, workers, {});
    const stop = () => void pool.interrupt();
    run.signal?.addEventListener('abort', stop, { once: true });
    const payload = seasonPayload(spec);
    const key = runs++;
    const leagues = arms.map((rules, arm): TaskLeague => ({
      key: `${key}:${arm}`,
      payload,
      ...(rules && { rules }),
      gamesPerTeam: run.gamesPerTeam,
      gameLines: run.gameLines === true,
    }));
    try {
      if (run.signal?.aborted) throw new RunInterrupted('interrupted');
      await pool.run(
        seasonTasks(arms.length, chunksOf),
        (task) => ({ ...task, league: leagues[task.arm]! }),
        (task, tallies) => add(task.arm, { ...task, index: task.chunk }, tallies),
      );
    } finally {
      run.signal?.removeEventListener('abort', stop);
      if (!run.pool) await pool.close();
    }
  } else {
    for (const [arm, { season, bullpen, schedule }] of played.entries()) {
      for (const chunk of chunksOf(arm)) {
        if (run.signal) {
          await yieldToEvents(); // lets a SIGINT handler run between chunks
          if (run.signal.aborted) throw new RunInterrupted('interrupted');
        }
        const lines = season.gameLines ? new Float64Array(chunk.count * GAME_LINE_WIDTH) : undefined;
        const chunkTally = playGames(season.league, bullpen, schedule, chunk, lines);
        add(arm, chunk, lines ? joined(chunkTally, lines) : chunkTally);
      }
    }
  }
  return played.map((arm) => arm.season);
}

/** One arm of a run before it is played: its season (tallies at zero), schedule, bullpen and chunking. */
function armOf(
  { league, bullpen, tables, game }: SeasonLeague,
  run: SeasonRun,
  seasonal: boolean,
  listed: ListedSchedule | undefined,
) {
  const schedule = seasonSchedule(league, run.gamesPerTeam, listed);
  const layout = new SeasonLayout(league.players, league.teams.length);
  const seasonLength = fixturesPerSeason(schedule.games, run.gamesPerTeam);
  const chunkSize = gamesPerChunk(seasonLength, seasonal);
  const games = gamesInShard(schedule.games, chunkSize, run.shard);
  const season: SeasonTallies = {
    league,
    layout,
    tables,
    game,
    games,
    scheduled: schedule.games,
    tally: new Float64Array(layout.size),
    ...(run.gameLines && { gameLines: new Float64Array(games * GAME_LINE_WIDTH) }),
  };
  return { season, bullpen, schedule, seasonLength, chunkSize };
}

/** Every arm's chunks as worker tasks, numbered for the pool, arm after arm (a worker keeps one arm's league). */
function* seasonTasks(
  arms: number,
  chunksOf: (arm: number) => Iterable<GameChunk>,
): Generator<Omit<SeasonTask, 'league'>> {
  let index = 0;
  for (let arm = 0; arm < arms; arm++)
    for (const chunk of chunksOf(arm)) yield { ...chunk, arm, chunk: chunk.index, index: index++ };
}

/** Game lines a run may keep (for paired comparisons), over all its rule sets: two of 2^24 games each. */
export const MAX_GAME_LINES = 2 ** 25;

/** Refuses up front a run whose game lines (every rule set's games) would not fit in memory. */
function refuseTooManyLines(
  leagues: readonly SeasonLeague[],
  run: SeasonRun,
  listed: ListedSchedule | undefined,
): void {
  const games = seasonSchedule(leagues[0]!.league, run.gamesPerTeam, listed).games;
  const most = Math.floor(MAX_GAME_LINES / Math.max(2, leagues.length));
  if (games > most)
    throw new RunRefused(
      `a comparison of ${games.toLocaleString('en-US')} games` +
        `${leagues.length > 2 ? ` under ${leagues.length} rule sets` : ''} would keep every game's line in ` +
        `memory; play at most ${most.toLocaleString('en-US')} games (fewer --games per team)`,
    );
}

/** A chunk's tally with its game lines after it, as a worker posts them. */
function joined(tally: Float64Array, lines: Float64Array): Float64Array {
  const both = new Float64Array(tally.length + lines.length);
  both.set(tally);
  both.set(lines, tally.length);
  return both;
}

/** Games per team of a season: what the season-long optional rules (rest, injuries, monthly limits) count in. */
export const SEASON_LENGTH = 162;

/**
 * The fixtures of one season: the schedule cut into `gamesPerTeam / 162` seasons of equal length (one season when a
 * team plays fewer than 162 games).
 * @example fixturesPerSeason(1620, 1620) // => 162 (two teams, ten seasons)
 */
export function fixturesPerSeason(fixtures: number, gamesPerTeam: number): number {
  return Math.ceil(fixtures / Math.max(1, Math.floor(gamesPerTeam / SEASON_LENGTH)));
}

/** Games per chunk: whole seasons when the rules keep state across a season's games, so none is split. */
function gamesPerChunk(seasonLength: number, seasonal: boolean): number {
  return seasonal ? seasonLength * Math.max(1, Math.floor(GAMES_PER_CHUNK / seasonLength)) : GAMES_PER_CHUNK;
}

/**
 * The chunks of a run of `games` games, made as they are asked for (a run of a billion games holds a few): consecutive
 * games, each chunk with the stream of its first game.
 */
function* gameChunks(
  seed: number,
  games: number,
  seasonLength: number,
  size: number,
  shard?: Shard,
): Generator<GameChunk> {
  const walker = rootStream(seed);
  for (let first = 0, index = 0; first < games; first += size, index++) {
    const count = Math.min(size, games - first);
    walker.jump();
    if (inShard(index, shard)) yield { index, first, count, seasonLength, stream: [...walker.getState()] };
    for (let g = 1; g < count; g++) walker.jump();
  }
}

/** The games of a shard's chunks (all of them without one). */
function gamesInShard(games: number, size: number, shard: Shard | undefined): number {
  if (!shard) return games;
  let count = 0;
  for (let index = shard.index; index * size < games; index += shard.count)
    count += Math.min(size, games - index * size);
  return count;
}
