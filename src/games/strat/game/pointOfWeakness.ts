import type { StratPitching } from '../cards.ts';

/** Outs within which 3, and 4, counted hits and walks bring the point of weakness ("one inning or less", "two"). */
const SPANS = [
  { count: 3, outs: 3 },
  { count: 4, outs: 6 },
] as const;
/** "Lost his stuff": runs in any 1, 2 and 3 consecutive innings. */
const LOST_STUFF = [5, 6, 7] as const;
/** A starter past this inning is tired. */
const LAST_FRESH_INNING = 11;
/**
 * Relief endurance of a pitcher with no relief rating who must relieve (3 under the Alternative Rules' Pitcher Rest).
 */
export const UNRATED_RELIEF = 1;
/** Table 6: a reliever's maximum innings by relief endurance 1-4. */
const RELIEF_MAXIMUM_INNINGS = [0, 3, 4, 5, 6] as const;

/**
 * Outs a reliever records before hits and walks count toward his point of weakness. The text's table is missing; the
 * worked example fixes endurance 1 at none (he is eligible as soon as he enters), and each point more is an inning.
 */
export const reliefOutsBeforeWeakness = (endurance: number): number => 3 * (endurance - 1);

/** A reliever's maximum innings (Table 6), in outs; `unrated` is the endurance of a pitcher with no relief rating. */
export const reliefMaximumOuts = (pitching: StratPitching | undefined, unrated = UNRATED_RELIEF): number =>
  3 * RELIEF_MAXIMUM_INNINGS[Math.min(4, Math.max(1, pitching?.relief ?? unrated))]!;

/** What one plate appearance did that the point of weakness reads. */
export interface PitchedPlateAppearance {
  inning: number;
  /** A hit or an unintentional walk. */
  hitOrWalk: boolean;
  outs: number;
  runs: number;
}

/** One pitcher's appearance as his point of weakness reads it. */
interface Appearance {
  asStarter: boolean;
  /** Outs he has recorded in this appearance. */
  outs: number;
  /** His outs at each counted hit or walk, in order. */
  counted: number[];
  /** Runs scored on his watch, by game inning. */
  runsByInning: Map<number, number>;
  /** In a closer situation: outs after which one hit or walk brings the point of weakness (-1: not in one). */
  closerOuts: number;
  weakened: boolean;
}

/**
 * The point of weakness (POW) of every pitcher in a game, by league index. A starter reaches it from his endurance
 * inning on at 3 hits and walks in one inning or less or 4 in two innings or less (counted from that inning), at any
 * time when he loses his stuff (5 runs in an inning, 6 in two straight, 7 in three), and past the 11th inning. A
 * reliever counts outs instead: from his relief endurance's outs on, the same 3 and 4. In a closer situation (the
 * defense leads from the 9th on, the tying run at bat or on base) a reliever's closer endurance replaces it: once
 * that many outs are recorded (less those he already has), one hit or walk; a reliever rated N is weakened at once.
 * Once reached, a point of weakness lasts the game. Spans are counted in his own outs: "one inning" is three.
 */
export class PointOfWeakness {
  declare private readonly pitching: readonly (StratPitching | undefined)[];
  declare private readonly unratedRelief: number;
  /** This game's appearances by league index. */
  declare private readonly appearances: Map<number, Appearance>;

  /**
   * `pitching[i]` is the pitching card of league index i (undefined for a position player); `unratedRelief` the
   * endurance of one with no relief rating.
   */
  constructor(pitching: readonly (StratPitching | undefined)[], unratedRelief = UNRATED_RELIEF) {
    this.pitching = pitching;
    this.unratedRelief = unratedRelief;
    this.appearances = new Map();
  }

  startGame(): void {
    this.appearances.clear();
  }

  /**
   * A pitcher comes in (a starter at the first pitch); a `fatigued` one is past his point of weakness from the start.
   */
  enter(pitcher: number, asStarter: boolean, fatigued = false): void {
    this.appearances.set(pitcher, {
      asStarter,
      outs: 0,
      counted: [],
      runsByInning: new Map(),
      closerOuts: -1,
      weakened: fatigued,
    });
  }

  /** Whether the pitcher is past his point of weakness now (a pitcher never entered, or a staff's stand-in, is not). */
  weakened(pitcher: number): boolean {
    return this.appearances.get(pitcher)?.weakened ?? false;
  }

  /** Outs the pitcher has recorded in this appearance. */
  outs(pitcher: number): number {
    return this.appearances.get(pitcher)?.outs ?? 0;
  }

  /**
   * Before a plate appearance against the pitcher: a starter past the 11th inning is weakened; in a closer situation
   * a reliever's closer endurance takes over (less the outs he already has), or he is weakened at once if rated N.
   */
  before(pitcher: number, inning: number, closerSituation: boolean): void {
    const appearance = this.appearances.get(pitcher);
    if (!appearance || appearance.weakened) return;
    if (appearance.asStarter) {
      appearance.weakened = inning > LAST_FRESH_INNING;
      return;
    }
    if (!closerSituation || appearance.closerOuts >= 0) return;
    const closer = this.pitching[pitcher]?.closer ?? 'N';
    if (closer === 'N') appearance.weakened = true;
    else appearance.closerOuts = appearance.outs + Math.max(0, closer - appearance.outs);
  }

  /** After a plate appearance against the pitcher: counts it, and marks him weakened from the next batter on. */
  after(pitcher: number, pa: PitchedPlateAppearance): void {
    const appearance = this.appearances.get(pitcher);
    if (!appearance || appearance.weakened) return;
    if (pa.runs > 0) appearance.runsByInning.set(pa.inning, (appearance.runsByInning.get(pa.inning) ?? 0) + pa.runs);
    const outsBefore = appearance.outs;
    appearance.outs += pa.outs;
    if (pa.hitOrWalk && this.counts(pitcher, appearance, pa.inning, outsBefore)) appearance.counted.push(outsBefore);
    appearance.weakened = this.reached(appearance, pa);
  }

  /** Whether a hit or walk now counts toward the point of weakness. */
  private counts(pitcher: number, appearance: Appearance, inning: number, outs: number): boolean {
    const card = this.pitching[pitcher];
    if (appearance.asStarter) return inning >= (card?.starter ?? 1);
    return outs >= reliefOutsBeforeWeakness(card?.relief ?? this.unratedRelief);
  }

  private reached(appearance: Appearance, pa: PitchedPlateAppearance): boolean {
    const { counted } = appearance;
    if (appearance.closerOuts >= 0 && pa.hitOrWalk && appearance.outs >= appearance.closerOuts) return true;
    for (const { count, outs } of SPANS) {
      if (counted.length >= count && counted[counted.length - 1]! - counted[counted.length - count]! <= outs)
        return true;
    }
    return appearance.asStarter && this.lostHisStuff(appearance.runsByInning, pa.inning);
  }

  /** 5 runs in an inning, 6 in two straight or 7 in three, ending with this one. */
  private lostHisStuff(runsByInning: ReadonlyMap<number, number>, inning: number): boolean {
    let runs = 0;
    return LOST_STUFF.some((limit, span) => {
      runs += runsByInning.get(inning - span) ?? 0;
      return runs >= limit;
    });
  }
}
