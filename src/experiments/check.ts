import type { CheckOptions, CheckSubject } from '../core/GameSystem.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import { parseBaseOutState } from '../core/model/baseOut.ts';
import { SimulationPlan } from '../harness/SimulationPlan.ts';
import { simulateCheck } from '../harness/simulateCheck.ts';
import type { Shard } from '../harness/shard.ts';
import { runManifest } from './manifest.ts';
import { holm } from '../stats/multipleTesting.ts';
import { roundingBudget } from '../stats/roundingBudget.ts';
import { SEASON_FIT_ALPHA, seasonFit } from '../stats/seasonFit.ts';
import { annotate, type AnnotatedCardCheck, type CardAnnotations } from './annotations.ts';
import { exactCheckBetweenEvents } from './exactCheck.ts';
import { cardsOf, eachSet, type RunControl } from './runControl.ts';
import { savedResult, savedSet, withSeasonMode, type SavedResult, type SavedSet } from './savedResult.ts';
import { cardCheck } from './cardCheck.ts';
import { subjectTargets } from '../core/subjectTargets.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { mlbSeason } from '../mlb/mlbTotals.ts';
import { comparisonSeason } from './mlbComparison.ts';
import { InputError } from '../core/input/InputError.ts';
import type { ListedGame } from '../core/game/ListedGame.ts';
import type { SeasonPlay } from '../harness/seasonLeague.ts';
import { seasonPool } from '../harness/simulateSeason.ts';
import { RunInterrupted } from '../harness/WorkerPool.ts';
import { hasLeague, playSeason, type MlbPlayed, type PlayedSeason } from './season.ts';

/** How a check plays every card: the plan's options as a command line gives them. */
export interface PlanOptions {
  /** Start state, like `1-3/1`; without it, the plan's own (the set's league mix, or ---/0). */
  state?: string;
  against?: 'league' | 'set';
  vs?: { hand: 'L' | 'R'; grade: string; weight: number }[];
}

export interface CheckRunOptions extends PlanOptions, RunControl {
  pa: number;
  seed: number;
  precision?: number;
  maxPa?: number;
  /** Worker threads (0: this thread). */
  workers?: number;
  /** Only this slice of the run (`--shard K/N`); `merge` adds the slices up to the whole run. */
  shard?: Shard;
  /** MLB's totals by season, for a game without printed targets (GameSystem.realTargets). */
  mlb?: LoadedInput;
  /** Season mode: also play each set's season and set every card's line in it beside its plate-appearance check. */
  seasonMode?: SeasonModeOptions;
}

/** How a check plays each set's season for season mode (`check --season-games`, `--league`). */
export interface SeasonModeOptions {
  /** Games per team. */
  games: number;
  /** MLB's totals by season (cards/sources), which each season is compared with. */
  mlbTotals: LoadedInput;
  /**
   * MLB's season as played, per set (`--league`): the schedule a whole-league set plays (the usage bullpen, the DH
   * where a game had one); without it, each set plays its league where it has one (else `against`), else its teams'
   * round robin, with the default manager, the standard bullpen and no DH, as the main job's seasons do.
   */
  asPlayed?: (loaded: LoadedSet) => { schedule: readonly ListedGame[]; mlbPlayed: MlbPlayed };
}

/** First batch of a `--precision` run; each further batch doubles the total, so it overshoots by at most 2x. */
export const PRECISION_FIRST_BATCH = 10_000;

/** A card set's check: what `check` prints, and the tallies and annotations a saved result keeps. */
export interface CheckedSet {
  file: string;
  cards: AnnotatedCardCheck[];
  saved: SavedSet;
  /** SHA-256 of the rule tables the set was checked with. */
  tables: string;
}

/** The game-neutral plan options of a run, with the set's rules. */
export function checkOptions(options: PlanOptions, loaded?: Pick<LoadedSet, 'rules'>): CheckOptions {
  return {
    ...(options.state !== undefined && { state: parseBaseOutState(options.state) }),
    ...(options.against && { against: options.against }),
    ...(options.vs && { opponents: options.vs }),
    ...(loaded && { rules: loaded.rules }),
  };
}

/**
 * A loaded set's check plan: every card with the matchups that test it; for a game without printed targets, its MLB
 * season (the set's `season:`, else 2016) as the target.
 */
export function checkPlan(loaded: LoadedSet, options: PlanOptions & { mlb?: LoadedInput }): CheckSubject[] {
  const plan = checkOptions(options, loaded);
  if (loaded.game.realTargets && options.mlb) {
    const season = mlbSeason(options.mlb, comparisonSeason(loaded));
    plan.reference = { season: season.season, counts: season.counts };
  }
  return loaded.game.checkPlan(loaded.set, loaded.tables, plan);
}

/**
 * The exact rates, budgets and season fits of a plan's cards (Holm's adjustment across the set), read a card at a
 * time between events (see exactCheckBetweenEvents).
 */
async function annotations(subjects: readonly CheckSubject[]): Promise<CardAnnotations[]> {
  const exact = await exactCheckBetweenEvents(subjects);
  const fits = subjects.map((subject, i) => {
    const season = subject.targets.season;
    const card = exact[i]!.tally;
    return season && card.plateAppearances() > 0 ? seasonFit(season, { ...card.outcomeCounts() }) : undefined;
  });
  const adjusted = holm(
    fits.map((fit) => fit?.pValue ?? Number.NaN),
    SEASON_FIT_ALPHA,
  );
  const estimates = (rates: Record<string, { estimate: number }>) =>
    Object.fromEntries(Object.entries(rates).map(([name, r]) => [name, r.estimate]));
  return subjects.map((subject, i) => {
    const fit = fits[i];
    const { targets } = subject;
    // The card's recorded budgets (what whole rolls cost at its game's granularity) win; rounding covers the rest.
    const budgetOf = (split: 'season' | 'vsL' | 'vsR') => ({
      // An MLB season as the target has no whole rolls to round: no budget.
      ...(targets[split] && subject.mlbSeason === undefined ? roundingBudget(targets[split]!) : {}),
      ...subject.budget?.[split],
    });
    const splitExact: CardAnnotations['splitExact'] = {};
    for (const split of ['vsL', 'vsR'] as const) {
      const rates = exact[i]!.splits[split]?.rates;
      if (rates) splitExact[split] = { exact: estimates(rates), budget: budgetOf(split) };
    }
    return {
      exact: estimates(exact[i]!.rates),
      exactOutcomes: exact[i]!.counts,
      budget: budgetOf('season'),
      splitExact,
      ...(fit && { seasonFit: { ...fit, adjustedPValue: adjusted.adjusted[i]!, inconsistent: adjusted.rejected[i]! } }),
      ...(subject.cannotFit && { cannotFit: subject.cannotFit }),
    };
  });
}

/** A set's check plan, compiled (for the kernel) ahead of its run. */
export interface PreparedCheck {
  subjects: CheckSubject[];
  plan?: SimulationPlan;
}

/**
 * A set's check plan, compiled a slice at a time between events (SimulationPlan.compiling) when it will run on the
 * kernel: `runCheck` prepares the next set while this one's workers play.
 */
export async function prepareCheck(
  loaded: LoadedSet,
  options: PlanOptions & { mlb?: LoadedInput },
): Promise<PreparedCheck> {
  const subjects = checkPlan(loaded, options);
  return { subjects, plan: await SimulationPlan.compiling(subjects) };
}

/**
 * One card set's check: simulation, the exact distribution of the same plan, the rounding budget, and the season-fit
 * test with Holm's adjustment across the set's cards. `prepared`: its plan, compiled ahead.
 */
export async function checkSet(
  loaded: LoadedSet,
  options: Omit<CheckRunOptions, 'onProgress'> & { onProgress?: (done: number, planned: number) => void },
  prepared?: PreparedCheck,
  whileSimulating?: () => void,
): Promise<CheckedSet> {
  const subjects = prepared?.subjects ?? checkPlan(loaded, options);
  const simulating = simulateCheck(
    subjects,
    {
      pa: options.precision === undefined ? options.pa : PRECISION_FIRST_BATCH,
      seed: options.seed,
      workers: options.workers ?? 0,
      ...(options.shard && { shard: options.shard }),
      ...(options.precision !== undefined && { precision: options.precision, maxPa: options.maxPa }),
      ...(options.onProgress && { onProgress: options.onProgress }),
      ...(options.signal && { signal: options.signal }),
    },
    prepared?.plan,
  );
  // The plan is compiled and the workers have their chunks (a run too short for a pool has played in this thread
  // already): the exact rates are read off its graph meanwhile (and the caller may start its next set's compile).
  whileSimulating?.();
  const [simulated, notes] = await Promise.all([simulating, annotations(subjects)]);
  const targets = subjects.map(subjectTargets);
  const cards = subjects.map((subject, i) => annotate(cardCheck(subject, targets[i]!, simulated[i]!), notes[i]!));
  const saved = savedSet(loaded.input.name, subjects, targets, simulated, notes);
  return { file: loaded.input.name, cards, saved, tables: loaded.tables.hash };
}

/**
 * `cardlab check`: every card set in turn, with the manifest of the run (seed, cards and tables by the hash of the
 * bytes used, rules, plan): the value `check --save` writes and `merge` adds up.
 */
export async function runCheck(sets: readonly LoadedSet[], options: CheckRunOptions): Promise<SavedResult> {
  const { onProgress: _byStage, ...rest } = options;
  // Each set's plan is compiled while the set before it plays (on the kernel, with workers: a plan compiled in this
  // thread would otherwise leave them idle).
  const ahead = new Map<LoadedSet, Promise<PreparedCheck>>();
  const prepare = (loaded: LoadedSet) => {
    let prepared = ahead.get(loaded);
    if (!prepared) {
      prepared = prepareCheck(loaded, options);
      prepared.catch(() => {}); // awaited when its turn comes; a failure then is that set's
      ahead.set(loaded, prepared);
    }
    return prepared;
  };
  const pipelined = (options.workers ?? 0) > 0;
  const checked = await eachSet(sets, options, async (loaded, onProgress) => {
    const next = sets[sets.indexOf(loaded) + 1];
    return checkSet(
      loaded,
      { ...rest, ...(onProgress && { onProgress }) },
      pipelined ? await prepare(loaded) : undefined,
      () => {
        if (pipelined && next) void prepare(next);
      },
    );
  });
  const manifest = runManifest({
    seed: options.seed,
    rules: sets[0]?.rules.text ?? 'main',
    plan: {
      state: options.state,
      against: options.against,
      vs: options.vs,
      precision: options.precision,
      maxPa: options.precision === undefined ? undefined : options.maxPa,
    },
    cards: cardsOf(sets),
    tables: checked.map((set) => set.tables),
    plateAppearances: checked.reduce((sum, set) => sum + set.cards.reduce((cards, card) => cards + card.pa, 0), 0),
    ...(options.shard && { slice: { shard: options.shard, size: options.pa } }),
  });
  const result = savedResult(
    manifest,
    checked.map((set) => set.saved),
  );
  if (!options.seasonMode) return result;
  const { seasons, skipped } = await playSeasonModes(sets, { ...options, seasonMode: options.seasonMode });
  const how = options.seasonMode.asPlayed ? 'schedule' : (options.against ?? 'auto');
  return withSeasonMode(result, seasons, skipped, seasonModePlan(options.seasonMode.games, how));
}

/**
 * Each set's season for season mode, one set at a time on one pool of season workers (as the main job plays them);
 * a set that cannot field a season (too few players, a game without whole games) is skipped with the reason.
 */
async function playSeasonModes(
  sets: readonly LoadedSet[],
  options: CheckRunOptions & { seasonMode: SeasonModeOptions },
): Promise<{ seasons: PlayedSeason[]; skipped: { file: string; reason: string }[] }> {
  const { games, mlbTotals, asPlayed } = options.seasonMode;
  const workers = options.workers ?? 0;
  const pool = workers > 0 ? seasonPool(workers) : undefined;
  const seasons: PlayedSeason[] = [];
  const skipped: { file: string; reason: string }[] = [];
  try {
    for (const loaded of sets) {
      if (options.signal?.aborted) throw new RunInterrupted('interrupted');
      if (!loaded.game.seasonLeague) {
        skipped.push({ file: loaded.input.name, reason: `${loaded.game.title} plays no whole games` });
        continue;
      }
      const listed = asPlayed?.(loaded);
      const play: SeasonPlay & { mlbPlayed?: MlbPlayed } = listed
        ? {
            against: 'set',
            // MLB's lineups have the DH wherever a game used one; the games without take it out.
            dh: listed.schedule.some((game) => game.dh),
            manager: 'default',
            bullpen: 'usage',
            schedule: listed.schedule,
            mlbPlayed: listed.mlbPlayed,
          }
        : {
            against: options.against ?? (hasLeague(loaded) ? 'league' : 'set'),
            dh: false,
            manager: 'default',
            bullpen: 'standard',
          };
      try {
        seasons.push(
          await playSeason([loaded], mlbTotals, {
            ...play,
            games,
            seed: options.seed,
            workers,
            ...(pool && { pool }),
            ...(options.shard && { shard: options.shard }),
            ...(options.signal && { signal: options.signal }),
            ...(options.onProgress && { onProgress: options.onProgress }),
          }),
        );
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        skipped.push({ file: loaded.input.name, reason: error.message });
      }
    }
  } finally {
    await pool?.close();
  }
  return { seasons, skipped };
}

/**
 * The season of a check's season mode in words, as its manifest's plan names it: `how` is MLB's schedule as played
 * (`schedule`), the set's league, its teams' round robin, or `auto` (its league where it has one, else the round
 * robin).
 * @example seasonModePlan(1620, 'auto')
 * // => "1,620 games per team: against the set's league where it has one, else its teams' round robin; default ..."
 */
export function seasonModePlan(games: number, how: 'schedule' | 'league' | 'set' | 'auto'): string {
  const perTeam = `${games.toLocaleString('en-US')} games per team`;
  if (how === 'schedule')
    return (
      `${perTeam}: MLB's schedule of the set's season as played, ${games / 162} time${games === 162 ? '' : 's'} over ` +
      '(its starters and lineups, the DH where the game had one); default manager, usage bullpen'
    );
  const whom = {
    league: "against the set's league",
    set: "the set's teams' round robin",
    auto: "against the set's league where it has one, else its teams' round robin",
  }[how];
  return `${perTeam}: ${whom}; default manager, standard bullpen, no DH`;
}

/** The JSON `check --json` and `exact --json` print (NaN and infinities written as null). */
export function checkJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value),
    2,
  );
}
