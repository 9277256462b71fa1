import type { FatigueTable } from '../tables.ts';

/** Fatigue thresholds as a game reads them (the fatigue table's, or the fatigue rule's). */
export interface FatigueThresholds {
  loseAfter: number;
  perfectInning: number;
  strikeouts: number;
  strikeoutPoints: number;
}

/** The fatigue table's thresholds, or the fatigue rule's in their place. */
export const thresholdsOf = (
  table: FatigueTable,
  rule?: { loseAfter: number; perfectInning: number; strikeouts: number },
): FatigueThresholds => ({
  loseAfter: rule?.loseAfter ?? table.loseAfterInning,
  perfectInning: rule?.perfectInning ?? table.perfectInning,
  strikeouts: rule?.strikeouts ?? table.strikeouts.count,
  strikeoutPoints: table.strikeouts.points,
});

/**
 * Each pitcher's fatigue points in a game (the Pitching section): he starts with his card's points, loses one at the
 * start of every inning after the 6th that he begins on the mound, gains one for a 1-2-3 inning (three outs, three
 * batters, no hit) and one on his tenth strikeout. Below zero his Out Chart walks from 2 and 12 inwards (the matchup
 * reads `points`).
 */
export class FatiguePoints {
  declare private readonly printed: Int8Array;
  declare private readonly thresholds: FatigueThresholds;
  declare readonly points: Int8Array;
  declare private readonly strikeouts: Uint8Array;
  declare private readonly hitsThisInning: Uint8Array;
  /** Pitchers who have pitched this game (so a new game resets only them). */
  declare private readonly entered: number[];

  /** `printed[i]` is league index i's starting points (0 for anyone without a pitcher card). */
  constructor(printed: Int8Array, thresholds: FatigueThresholds) {
    this.printed = printed;
    this.thresholds = thresholds;
    this.points = new Int8Array(printed.length);
    this.strikeouts = new Uint8Array(printed.length);
    this.hitsThisInning = new Uint8Array(printed.length);
    this.entered = [];
  }

  startGame(): void {
    for (const pitcher of this.entered) {
      this.strikeouts[pitcher] = 0;
      this.hitsThisInning[pitcher] = 0;
    }
    this.entered.length = 0;
  }

  /** A pitcher comes into the game with his card's points. */
  enter(pitcher: number): void {
    this.points[pitcher] = this.printed[pitcher]!;
    this.strikeouts[pitcher] = 0;
    this.hitsThisInning[pitcher] = 0;
    this.entered.push(pitcher);
  }

  /** He begins `inning` on the mound: a point goes after the 6th. */
  beginInning(pitcher: number, inning: number): void {
    this.hitsThisInning[pitcher] = 0;
    if (inning > this.thresholds.loseAfter) this.points[pitcher]!--;
  }

  /** His points at the start of `inning` were he to begin it. */
  pointsFor(pitcher: number, inning: number): number {
    return this.points[pitcher]! - (inning > this.thresholds.loseAfter ? 1 : 0);
  }

  /** After a plate appearance against him: a hit spoils a 1-2-3 inning; the tenth strikeout earns a point. */
  afterPlateAppearance(pitcher: number, hit: boolean, strikeout: boolean): void {
    if (hit) this.hitsThisInning[pitcher] = 1;
    if (strikeout && ++this.strikeouts[pitcher]! === this.thresholds.strikeouts)
      this.points[pitcher]! += this.thresholds.strikeoutPoints;
  }

  /** After his part of an inning: three outs on three batters with no hit is a 1-2-3 inning. */
  afterInning(pitcher: number, batters: number, complete: boolean): void {
    if (complete && batters === 3 && this.hitsThisInning[pitcher] === 0)
      this.points[pitcher]! += this.thresholds.perfectInning;
    this.hitsThisInning[pitcher] = 0;
  }
}
