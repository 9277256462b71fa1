import { NOBODY, type GameState } from '../core/game/GameState.ts';
import { BATTERS_PER_START } from '../core/game/TeamSheet.ts';

/** The defense's staff as a bullpen policy sees it: league indices. */
export interface StaffView {
  current: number;
  /** Relievers who have not pitched in this game, best first (the closer among them while he is unused). */
  available: readonly number[];
  closer: number;
  /** Runs charged to the current pitcher in this half-inning. */
  runsThisInning: number;
  /** By league index: outs each pitcher has recorded in relief so far this season (GameEngine.startSeason resets). */
  seasonReliefOuts: Float64Array;
  /** By league index: each pitcher's real relief work, batters faced (relieverWorkload); 0 for a pure starter. */
  reliefWorkload: Float64Array;
  /** By league index: the batters each pitcher's real starts faced on average (battersPerStart); 0: never started. */
  battersPerStart: Float64Array;
  /** By league index: games each pitcher has started so far this season, before this one (GameEngine.startSeason). */
  seasonStarts: Float64Array;
  /** By league index: batters each pitcher has faced in those starts. */
  seasonStartBatters: Float64Array;
}

/**
 * When to change pitchers and whom to bring in: a named, swappable policy. The game's fatigue rule is not the policy's
 * to break: a pitcher who may not start an inning is replaced whatever it says, by its `reliever` choice.
 */
export interface BullpenPolicy {
  name: string;
  /** It reads the season so far (StaffView.seasonReliefOuts): a season is played in order, in one chunk. */
  seasonal?: boolean;
  /** At the start of the defense's half-inning: bring in the closer now? */
  closerNow(game: GameState, staff: StaffView): boolean;
  /**
   * After a plate appearance that did not end the half-inning (asked after every one, so it must be cheap), and at the
   * start of each of the defense's half-innings (`staff.runsThisInning` 0): take `staff.current` out?
   */
  pullNow(game: GameState, staff: StaffView): boolean;
  /** Whom to bring in (one of `staff.available`), or NOBODY to leave the pitcher in. */
  reliever(game: GameState, staff: StaffView): number;
}

/** Innings from which a close game is the setup men's and the closer's. */
const LATE_INNING = 7;
const SAVE_LEAD = 3;
const CLOSE_GAME = 2;
const BLOW_UP_RUNS = 4;

/**
 * The standard bullpen: the closer starts the 9th (or any later inning) with a lead of 1-3 runs; a pitcher charged
 * with 4 runs in an inning comes out at once; a close game (within 2 runs) from the 7th gets the best reliever left,
 * anything else the worst (the long man and mop-up work); the closer pitches only when nobody else is left.
 */
export const STANDARD_BULLPEN: BullpenPolicy = {
  name: 'standard',
  closerNow: (game, staff) =>
    game.inning >= 9 &&
    staff.closer !== staff.current &&
    staff.available.includes(staff.closer) &&
    -game.offenseLead >= 1 &&
    -game.offenseLead <= SAVE_LEAD,
  pullNow: (_game, staff) => staff.runsThisInning >= BLOW_UP_RUNS,
  reliever: (game, staff) => {
    const others = staff.available.filter((p) => p !== staff.closer);
    if (others.length === 0) return staff.available[0] ?? NOBODY;
    const close = game.inning >= LATE_INNING && Math.abs(game.offenseLead) <= CLOSE_GAME;
    return close ? others[0]! : others[others.length - 1]!;
  },
};

/**
 * Whether the starter on the mound has done his real work: with this game's batters, his starts so far this season
 * have faced as many as his real starts did on average (rounded; at least one this game). A start cut short (the
 * game's fatigue rule, the 4-run hook) leaves him more in the next, as a manager rides a starter his bullpen needs.
 */
function startDone(game: GameState, staff: StaffView): boolean {
  const pitcher = staff.current;
  const length = staff.battersPerStart[pitcher]!;
  if (game.usage.asStarter[pitcher] !== 1 || length === 0) return false;
  const due = (staff.seasonStarts[pitcher]! + 1) * length - staff.seasonStartBatters[pitcher]!;
  return game.usage.battersFaced[pitcher]! >= Math.max(1, Math.round(due));
}

/**
 * The standard bullpen's closer and 4-run hook, with pitchers used as the real season used them. A starter comes out
 * once his starts have faced his real starts' batters (startDone), so over a season his starts last as long as his
 * did and the relievers get the innings they had. Each call goes to the available reliever furthest behind his real
 * workload (relief outs so far this season per real relief batter faced), so over a season each reliever's innings
 * come out in proportion to his real ones, and a September call-up with 11 batters faced pitches as little as he did.
 * The closer's work is the save spots, as in the standard bullpen.
 */
export const USAGE_BULLPEN: BullpenPolicy = {
  name: 'usage',
  seasonal: true,
  closerNow: STANDARD_BULLPEN.closerNow,
  pullNow: (game, staff) => STANDARD_BULLPEN.pullNow(game, staff) || startDone(game, staff),
  reliever: (_game, staff) => {
    let best = NOBODY;
    let lightest = Number.POSITIVE_INFINITY;
    for (const p of staff.available) {
      if (p === staff.closer) continue;
      // One out more than so far, so a season's first calls follow the workloads too (ties: the better pitcher).
      const load = (staff.seasonReliefOuts[p]! + 1) / Math.max(staff.reliefWorkload[p]!, MIN_WORKLOAD);
      if (load < lightest) {
        lightest = load;
        best = p;
      }
    }
    return best !== NOBODY ? best : (staff.available[0] ?? NOBODY);
  },
};

/** A pure starter's relief workload for the usage bullpen: far below any reliever's, so he relieves last. */
const MIN_WORKLOAD = 1e-3;

/**
 * More batters a start than any starter's season averages (the most of pitchers who only started: Chris Sale's 28.3
 * in 2016, Logan Webb's 25.5 in 2024): a season whose batters faced per start pass it has relief work in its total.
 */
const LONGEST_STARTS = 30;

/**
 * The batters a pitcher's starts faced on average, from his season's batters faced and games started: his total over
 * his starts, unless that passes LONGEST_STARTS (a swingman: his relief is in the total too, and a card prints no split
 * of it), when his starts are taken to face BATTERS_PER_START. 0 for a pitcher who never started.
 * @example battersPerStart(810, 33) // => 24.545454545454547
 * @example battersPerStart(700, 20) // => 25
 */
export function battersPerStart(battersFaced: number, starts: number): number {
  if (starts <= 0) return 0;
  const perStart = battersFaced / starts;
  return perStart > LONGEST_STARTS ? BATTERS_PER_START : perStart;
}

/**
 * A pitcher's real relief work in batters faced: all of them for a reliever; for a pitcher who also started, what his
 * starts (battersPerStart each) leave of his total.
 * @example relieverWorkload(300, 0) // => 300
 */
export function relieverWorkload(battersFaced: number, starts: number): number {
  return Math.max(0, battersFaced - battersPerStart(battersFaced, starts) * starts);
}

/** Changes only when fatigue forces one, the best reliever left each time; no closer rule, no hook. */
export const FATIGUE_ONLY_BULLPEN: BullpenPolicy = {
  name: 'fatigue-only',
  closerNow: () => false,
  pullNow: () => false,
  reliever: (_game, staff) => staff.available[0] ?? NOBODY,
};

/** Bullpen policies by name, for `--bullpen`. */
export const BULLPEN_POLICIES: Readonly<Record<string, BullpenPolicy>> = {
  [STANDARD_BULLPEN.name]: STANDARD_BULLPEN,
  [FATIGUE_ONLY_BULLPEN.name]: FATIGUE_ONLY_BULLPEN,
  [USAGE_BULLPEN.name]: USAGE_BULLPEN,
};
