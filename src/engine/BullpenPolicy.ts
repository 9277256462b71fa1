import { NOBODY, type GameState } from '../core/game/GameState.ts';

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
   * After a plate appearance that did not end the half-inning (asked after every one, so it must be cheap): take the
   * pitcher out, charged with `runsThisInning` in this half-inning?
   */
  pullNow(game: GameState, runsThisInning: number): boolean;
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
  pullNow: (_game, runsThisInning) => runsThisInning >= BLOW_UP_RUNS,
  reliever: (game, staff) => {
    const others = staff.available.filter((p) => p !== staff.closer);
    if (others.length === 0) return staff.available[0] ?? NOBODY;
    const close = game.inning >= LATE_INNING && Math.abs(game.offenseLead) <= CLOSE_GAME;
    return close ? others[0]! : others[others.length - 1]!;
  },
};

/**
 * The standard bullpen's closer and hook, with relievers used as the real season used them: each call goes to the
 * available reliever furthest behind his real workload (relief outs so far this season per real relief batter faced),
 * so over a season each reliever's innings come out in proportion to his real ones, and a September call-up with 11
 * batters faced pitches as little as he did. The closer's work is the save spots, as in the standard bullpen.
 */
export const USAGE_BULLPEN: BullpenPolicy = {
  name: 'usage',
  seasonal: true,
  closerNow: STANDARD_BULLPEN.closerNow,
  pullNow: STANDARD_BULLPEN.pullNow,
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

/** Batters a start faces, about (MLB 2016: 24.6), for a swingman's relief work out of his total. */
const BATTERS_PER_START = 25;

/**
 * A pitcher's real relief work in batters faced: all of them for a reliever; for a pitcher who also started, what his
 * starts (at BATTERS_PER_START each) leave of his total.
 * @example relieverWorkload(300, 0) // => 300
 */
export function relieverWorkload(battersFaced: number, starts: number): number {
  return Math.max(0, battersFaced - BATTERS_PER_START * starts);
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
