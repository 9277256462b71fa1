import type { PitchingCard } from './cards.ts';
import type { Grade } from './vocabulary.ts';

/** Bonus limit: a starter who has allowed this many runs or fewer at his MIP may pitch one inning more. */
const BONUS_RUN_LIMIT = 2;

/**
 * A pitcher's fatigue in one game: his MIP for the role he entered in, innings completed, runs allowed (earned or not)
 * and batters faced. The game engine keeps one per pitcher and asks {@link mayStartInning} before each inning.
 */
export interface PitcherFatigue {
  asStarter: boolean;
  mip: number;
  inningsCompleted: number;
  runsAllowed: number;
  battersFaced: number;
  bonusUsed: boolean;
  /** Innings the optional MIP modifiers added to (or took from) his MIP in this game. */
  limitChange?: number;
}

/**
 * Fatigue at entry: the starter's MIP, or the relief MIP (a dual-role card's value after the slash).
 * @example startFatigue(arrieta.pitching, true) // => { asStarter: true, mip: 6, inningsCompleted: 0, ... }
 */
export function startFatigue(card: PitchingCard, asStarter: boolean): PitcherFatigue {
  return {
    asStarter,
    mip: asStarter ? card.mip.starter : card.mip.relief,
    inningsCompleted: 0,
    runsAllowed: 0,
    battersFaced: 0,
    bonusUsed: false,
  };
}

/** After a plate appearance against him: one more batter faced, and the runs scored on it. */
export function afterBatter(fatigue: PitcherFatigue, runs: number): PitcherFatigue {
  return { ...fatigue, battersFaced: fatigue.battersFaced + 1, runsAllowed: fatigue.runsAllowed + runs };
}

/** After he finishes an inning. */
export function afterInning(fatigue: PitcherFatigue): PitcherFatigue {
  return { ...fatigue, inningsCompleted: fatigue.inningsCompleted + 1 };
}

/**
 * Whether he may start another inning: below his MIP (with any MIP modifiers), yes; at it, only a starter who has
 * allowed two runs or fewer, once ("the +1 MIP bonus can only be applied one time"). With `untilRunnerReaches` (the
 * optional rule's suggested bonus), a starter past his bonus inning with two runs or fewer starts the inning
 * `extended`: he leaves when a runner reaches. Returns the state with the bonus marked when it is used.
 * @example
 * mayStartInning({ ...fatigue, inningsCompleted: 6, mip: 6, runsAllowed: 2 }) // => { allowed: true, extended: false,
 * fatigue: { ..., bonusUsed: true } }
 */
export function mayStartInning(
  fatigue: PitcherFatigue,
  untilRunnerReaches = false,
): { allowed: boolean; extended: boolean; fatigue: PitcherFatigue } {
  const mip = fatigue.mip + (fatigue.limitChange ?? 0);
  if (fatigue.inningsCompleted < mip) return { allowed: true, extended: false, fatigue };
  const fresh = fatigue.runsAllowed <= BONUS_RUN_LIMIT && fatigue.asStarter;
  if (fresh && !fatigue.bonusUsed && fatigue.inningsCompleted === mip)
    return { allowed: true, extended: false, fatigue: { ...fatigue, bonusUsed: true } };
  const extended = untilRunnerReaches && fresh && fatigue.bonusUsed;
  return { allowed: extended, extended, fatigue };
}

/**
 * His grade now: the home or away grade; for a starter, the grade after the slash from the third time through the
 * order on (batters faced >= twice the lineup); in relief the first grade always.
 * @example currentGrade(arrieta.pitching, 'away', { ...fatigue, battersFaced: 18 }) // => 'B'
 */
export function currentGrade(
  card: PitchingCard,
  venue: 'home' | 'away',
  fatigue: PitcherFatigue,
  lineupSize = 9,
): Grade {
  const split = card.grade[venue];
  return pitchesLateGrade(fatigue.asStarter, fatigue.battersFaced, lineupSize) ? split.late : split.early;
}

/**
 * Whether a pitcher uses the grade after the slash: a starter from the third time through the order on.
 * @example pitchesLateGrade(true, 18) // => true
 */
export function pitchesLateGrade(asStarter: boolean, battersFaced: number, lineupSize = 9): boolean {
  return asStarter && battersFaced >= 2 * lineupSize;
}
