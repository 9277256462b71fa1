import type { Situation } from '../GameSystem.ts';

/** The inning from which a manager bats for his starting pitcher. */
export const STARTER_BATTED_FOR_FROM = 7;
/** A lead at which the starter bats for himself all the same: the game is in hand and his innings save the bullpen. */
export const STARTER_KEPT_LEAD = 3;

/**
 * Whether a manager sends a pinch hitter up for his pitcher: always for a reliever, for the starter from the 7th inning
 * unless his side leads by 3 or more. The games' texts leave pinch hitting to the players, as baseball's own rules do;
 * this is how managers used it. In 2016's NL (cards/sources, pitchers by games pitched) starters batted 2.00 times a
 * start and relievers almost never: pitchers had 5.40% of the plate appearances. The 2016 league sets played through
 * MLB's schedule with real usage give them 5.25% to 5.39% (9.3% when nobody bats for them: every reliever bats).
 * @example battedForPitcher({ inning: 7, offenseLead: -1 }, true) // => true
 * @example battedForPitcher({ inning: 7, offenseLead: 4 }, true) // => false
 */
export function battedForPitcher(situation: Situation, starter: boolean): boolean {
  if (!starter) return true;
  return situation.inning >= STARTER_BATTED_FOR_FROM && situation.offenseLead < STARTER_KEPT_LEAD;
}
