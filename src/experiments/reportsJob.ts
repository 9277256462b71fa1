import { InputError } from '../core/input/InputError.ts';
import { mlbSeasons } from '../mlb/mlbSeasons.ts';
import type { MlbSeason } from '../mlb/mlbTotals.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import type { GameSystem } from '../core/GameSystem.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import { seasonLeagueOf } from '../harness/seasonLeague.ts';
import { runCheck, seasonModePlan } from './check.ts';
import { gradeSet, type GradedSet } from './grades.ts';
import { ruleEffects, type MeasuredRules } from './rules.ts';
import { hostBreakEven, replayCharts, replayHosts, type ReplayCharts } from './replayCharts.ts';
import type { RunControl } from './runControl.ts';
import { hasLeague, playSeason, seasonSpec, type PlayedSeason } from './season.ts';
import { seasonPool } from '../harness/simulateSeason.ts';
import { withSeasonMode, type SavedResult } from './savedResult.ts';

export interface ReportsJobOptions extends RunControl {
  /** Plate appearances per card in the accuracy check. */
  pa: number;
  /** Plate appearances per batter and grade in the grade shift. */
  gradesPa: number;
  /** Games per team of each set's season. */
  seasonGames: number;
  /** Games per team of each rule set in the optional-rules report (rounded up to share evenly). */
  rulesGames: number;
  seed: number;
  workers: number;
  /** Called as each report's work is done, with its name and the seconds it took (logs show the job moving). */
  onReport?: (name: string, seconds: number) => void;
}

/** A set a report could not be made for, and why. */
export interface Skipped {
  file: string;
  reason: string;
}

/** A game's share of the main job: the seconds its reports took, and its budget (GameSystem.reportBudget). */
export interface GameTime {
  game: string;
  title: string;
  seconds: number;
  budget: number;
}

/** What the main job found: every result its reports draw. */
export interface ReportsJob {
  /** The card accuracy check, with each card's line in its set's season (season mode) where the set played one. */
  checked: SavedResult;
  /** MLB's seasons, for the cards whose target is one (a game without printed targets). */
  mlbSeasons: MlbSeason[];
  graded: GradedSet[];
  ungraded: Skipped[];
  seasons: PlayedSeason[];
  unplayed: Skipped[];
  /** One per game that offers optional rules and plays whole games: its sets as one league. */
  rules: MeasuredRules[];
  /** Replay's charts in the run's host games (exact tables, and the rules reports' seasons), where one takes them. */
  replay?: ReplayCharts;
  /** Per game, in the order met: the seconds of its reports against its budget. */
  times: GameTime[];
}

/**
 * The main job on loaded sets: each card set's accuracy check; a grade shift where its game grades pitchers; a season
 * where its game plays whole games (against its league when the set carries one); and one optional-rules report per
 * game that has optional rules, all of that game's playable sets as one league. A set too small for a grade shift or a
 * season is listed with the reason.
 */
export async function reportsJob(
  sets: readonly LoadedSet[],
  mlbTotals: LoadedInput,
  options: ReportsJobOptions,
): Promise<ReportsJob> {
  const control = {
    ...(options.signal && { signal: options.signal }),
    ...(options.onProgress && { onProgress: options.onProgress }),
  };
  const spent = new Map<GameSystem, number>(sets.map((loaded) => [loaded.game, 0]));
  const charge = (game: GameSystem, seconds: number) => spent.set(game, spent.get(game)! + seconds);
  /**
   * The value of `work`, telling `onReport` the name of what it made and how long it took, charged to `game` when one
   * game's.
   */
  const timed = async <T>(name: (value: T) => string, work: () => Promise<T>, game?: GameSystem): Promise<T> => {
    const started = performance.now();
    const value = await work();
    const seconds = (performance.now() - started) / 1000;
    if (game) charge(game, seconds);
    options.onReport?.(name(value), seconds);
    return value;
  };
  const unless = (outcome: object) => ('skipped' in outcome ? ' (none: see the summary)' : '');
  const paMode = await timed(
    () => `card accuracy of ${sets.length} set${sets.length === 1 ? '' : 's'}`,
    () =>
      runCheck(sets, {
        ...(sets.some((loaded) => loaded.game.realTargets) && { mlb: mlbTotals }),
        pa: options.pa,
        seed: options.seed,
        workers: options.workers,
        ...control,
        onSetDone: (loaded, seconds) => charge(loaded.game, seconds),
      }),
  );
  const graded: GradedSet[] = [];
  const ungraded: Skipped[] = [];
  for (const loaded of sets.filter((s) => s.game.gradePlan)) {
    const onProgress =
      options.onProgress &&
      ((done: number, planned: number) => options.onProgress!(`grades ${loaded.input.name}`, done, planned));
    const grading = {
      pa: options.gradesPa,
      seed: options.seed,
      workers: options.workers,
      ...(options.signal && { signal: options.signal }),
      ...(onProgress && { onProgress }),
    };
    const outcome = await timed(
      (outcome) => `grade shift ${loaded.input.name}${unless(outcome)}`,
      () => unlessInputError(() => gradeSet(loaded, grading)),
      loaded.game,
    );
    if ('skipped' in outcome) ungraded.push({ file: loaded.input.name, reason: `no grade shift: ${outcome.skipped}` });
    else graded.push(outcome.value);
  }
  // One pool of season workers for every season and rule set of the job: started once, their code warm after the
  // first season (a short season in fresh workers spends as long loading and warming up as playing).
  const pool = options.workers > 0 ? seasonPool(options.workers) : undefined;
  const seasons: PlayedSeason[] = [];
  const unplayed: Skipped[] = [];
  const rules: MeasuredRules[] = [];
  try {
    for (const loaded of sets.filter((s) => s.game.seasonLeague)) {
      const play = {
        against: hasLeague(loaded) ? ('league' as const) : ('set' as const),
        dh: false,
        manager: 'default',
        bullpen: 'standard',
      };
      const outcome = await timed(
        (outcome) => `season ${loaded.input.name}${unless(outcome)}`,
        () =>
          unlessInputError(() =>
            playSeason([loaded], mlbTotals, {
              ...play,
              games: options.seasonGames,
              seed: options.seed,
              workers: options.workers,
              ...(pool && { pool }),
              exact: true,
              ...control,
            }),
          ),
        loaded.game,
      );
      if ('skipped' in outcome) unplayed.push({ file: loaded.input.name, reason: `no season: ${outcome.skipped}` });
      else seasons.push(outcome.value);
    }
    for (const group of ruleGroups(sets, unplayed)) {
      const play = { against: 'set' as const, dh: false, manager: 'default', bullpen: 'standard' };
      rules.push(
        await timed(
          () => `optional rules of ${group[0]!.game.id} (${group.length} set${group.length === 1 ? '' : 's'})`,
          () =>
            ruleEffects(group, {
              ...play,
              games: evenGames(group, options.rulesGames),
              seed: options.seed,
              workers: options.workers,
              ...(pool && { pool }),
              ...control,
            }),
          group[0]!.game,
        ),
      );
    }
  } finally {
    await pool?.close();
  }
  // Season mode: the seasons just played give every card its line in game context, beside its plate-appearance check.
  const checked = withSeasonMode(
    paMode,
    seasons,
    [
      ...unplayed.map((u) => ({ file: u.file, reason: u.reason.replace(/^no season: /, '') })),
      ...sets
        .filter((s) => !s.game.seasonLeague)
        .map((s) => ({ file: s.input.name, reason: `${s.game.title} plays no whole games` })),
    ],
    seasonModePlan(options.seasonGames, 'auto'),
  );
  const hosts = [];
  for (const host of replayHosts(sets, seasons)) {
    const breakEven = await timed(
      () => `Replay's break-even tables in ${host.loaded.input.name}`,
      async () => hostBreakEven(host.loaded, host.tables),
      host.loaded.game,
    );
    hosts.push({ ...host, breakEven });
  }
  const replay = replayCharts(hosts, rules, options.seed);
  const times = [...spent].map(([game, seconds]) => ({
    game: game.id,
    title: game.title,
    seconds,
    budget: game.reportBudget,
  }));
  return {
    checked,
    graded,
    ungraded,
    seasons,
    unplayed,
    rules,
    ...(replay && { replay }),
    times,
    mlbSeasons: mlbSeasons(mlbTotals),
  };
}

/** Per game with optional rules and whole games, its sets that could play a season, in the order met. */
function ruleGroups(sets: readonly LoadedSet[], unplayed: readonly Skipped[]): LoadedSet[][] {
  const games = [...new Set(sets.map((s) => s.game))].filter((game) => game.optionalRules?.length && game.seasonLeague);
  return games
    .map((game) => sets.filter((s) => s.game === game && !unplayed.some((u) => u.file === s.input.name)))
    .filter((group) => group.length > 0);
}

/** `games` per team rounded up to share evenly among the sets' teams as one round robin. */
function evenGames(sets: readonly LoadedSet[], games: number): number {
  const { league } = seasonLeagueOf(
    seasonSpec(sets, { against: 'set', dh: false, manager: 'default', bullpen: 'standard' }, undefined),
  );
  const opponents = Math.max(1, league.teams.length - 1);
  return Math.ceil(games / opponents) * opponents;
}

/**
 * The value of `work`, or the message of the InputError that says the set cannot take part (too few pitchers, teams).
 */
async function unlessInputError<T>(work: () => Promise<T>): Promise<{ value: T } | { skipped: string }> {
  try {
    return { value: await work() };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { skipped: error.message };
  }
}
