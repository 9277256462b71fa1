import { POSITIONS } from '../model/positions.ts';

/** No runner on a base, no player in a spot. */
export const NOBODY = -1;
/** Sides of a game: the visitors bat first. */
export const AWAY = 0;
export const HOME = 1;

/**
 * Where a game stands, in any game: inning and half, outs, who is on base (players by league index), the score, each
 * side's fielders, and each pitcher's use so far. One object is reused from game to game; the engine resets it.
 * After each plate appearance the game's rules fill `scored` (who crossed the plate, in order) and `rbiRuns`.
 */
export class GameState {
  declare inning: number;
  /** True in the top half (the visitors bat). */
  declare top: boolean;
  declare outs: number;
  /** bases[1..3]: the runner on 1st, 2nd, 3rd, or NOBODY; bases[0] is unused. */
  declare readonly bases: Int32Array;
  /** Runs by side: [AWAY, HOME]. */
  declare readonly score: Int32Array;
  /** Per side, the player at each fielding position (POSITIONS order; P is the pitcher now). */
  declare readonly fielders: readonly [Int32Array, Int32Array];
  /** Per side, which of its lineups it plays (0 against a left-handed starter, 1 against a right-hander). */
  declare readonly alignment: Int8Array;
  /**
   * Per side, a number for its fielders at C..RF: the same fielders, the same number, in every game of a run (rules
   * cache by it).
   */
  declare readonly defenseKey: Int32Array;
  /**
   * Players the rules send out of the game now (ejected, injured, a delay's tired pitchers): the engine replaces them.
   */
  declare readonly removals: Int32Array;
  declare removalCount: number;
  declare readonly usage: PitcherUsage;
  declare readonly scored: Int32Array;
  declare scoredCount: number;
  /** Runs of the last plate appearance the batter is credited with driving in. */
  declare rbiRuns: number;
  /** Steals of the last play: runners (league indices), and 1 where the runner was safe. */
  declare readonly steals: Int32Array;
  declare readonly stealSafe: Uint8Array;
  declare stealCount: number;

  constructor(players: number) {
    this.bases = new Int32Array(4);
    this.score = new Int32Array(2);
    this.fielders = [new Int32Array(POSITIONS.length), new Int32Array(POSITIONS.length)];
    this.alignment = new Int8Array(2);
    this.defenseKey = new Int32Array(2);
    this.removals = new Int32Array(4);
    this.removalCount = 0;
    this.usage = new PitcherUsage(players);
    this.scored = new Int32Array(8);
    this.steals = new Int32Array(4);
    this.stealSafe = new Uint8Array(4);
    this.stealCount = 0;
    this.reset();
  }

  reset(): void {
    this.inning = 1;
    this.top = true;
    this.outs = 0;
    this.bases.fill(NOBODY);
    this.score.fill(0);
    this.scoredCount = 0;
    this.rbiRuns = 0;
    this.stealCount = 0;
    this.removalCount = 0;
  }

  /** The side batting now. */
  get offense(): number {
    return this.top ? AWAY : HOME;
  }

  get defense(): number {
    return this.top ? HOME : AWAY;
  }

  /** The batting side's runs minus the fielding side's. */
  get offenseLead(): number {
    return this.top ? this.score[AWAY]! - this.score[HOME]! : this.score[HOME]! - this.score[AWAY]!;
  }
}

/**
 * Each pitcher's use in the current game, by league index: what fatigue rules read. `entered` marks who has pitched,
 * so a reset touches only them.
 */
export class PitcherUsage {
  declare readonly asStarter: Uint8Array;
  declare readonly battersFaced: Int32Array;
  /** Runs scored by runners he put on base (earned or not). */
  declare readonly runsCharged: Int32Array;
  declare readonly inningsCompleted: Int32Array;
  declare readonly bonusUsed: Uint8Array;
  declare readonly entered: Uint8Array;
  /**
   * What a game's fatigue rules keep besides: innings added to or taken from his limit, clean innings, and rule marks
   * (bits).
   */
  declare readonly limitChange: Int8Array;
  declare readonly cleanInnings: Uint8Array;
  declare readonly marks: Uint8Array;

  constructor(players: number) {
    this.asStarter = new Uint8Array(players);
    this.battersFaced = new Int32Array(players);
    this.runsCharged = new Int32Array(players);
    this.inningsCompleted = new Int32Array(players);
    this.bonusUsed = new Uint8Array(players);
    this.entered = new Uint8Array(players);
    this.limitChange = new Int8Array(players);
    this.cleanInnings = new Uint8Array(players);
    this.marks = new Uint8Array(players);
  }

  enter(pitcher: number, asStarter: boolean): void {
    this.entered[pitcher] = 1;
    this.asStarter[pitcher] = asStarter ? 1 : 0;
    this.battersFaced[pitcher] = 0;
    this.runsCharged[pitcher] = 0;
    this.inningsCompleted[pitcher] = 0;
    this.bonusUsed[pitcher] = 0;
    this.limitChange[pitcher] = 0;
    this.cleanInnings[pitcher] = 0;
    this.marks[pitcher] = 0;
  }

  reset(): void {
    this.entered.fill(0);
  }
}
