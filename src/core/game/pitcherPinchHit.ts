import type { Situation } from '../GameSystem.ts';
import { POSITIONS } from '../model/positions.ts';
import type { GameState } from './GameState.ts';

/** The inning from which a manager bats for his starting pitcher. */
const STARTER_BATTED_FOR_FROM = 7;
/** A lead at which the starter bats for himself all the same: the game is in hand and his innings save the bullpen. */
const STARTER_KEPT_LEAD = 3;
const PITCHER = POSITIONS.indexOf('P');

/**
 * Whether a manager sends a pinch hitter up for his pitcher: always for a reliever, for the starter from the 7th inning
 * unless his side leads by 3 or more. The games' texts leave pinch hitting to the players, as baseball's own rules do;
 * this is how managers used it. In 2016's NL (cards/sources, pitchers by games pitched) starters batted 2.00 times a
 * start and relievers almost never: pitchers had 5.40% of the plate appearances (the league sets' seasons against it:
 * docs/seasons.md).
 * @example battedForPitcher({ inning: 7, offenseLead: -1 }, true) // => true
 * @example battedForPitcher({ inning: 7, offenseLead: 4 }, true) // => false
 */
export function battedForPitcher(situation: Situation, starter: boolean): boolean {
  if (!starter) return true;
  return situation.inning >= STARTER_BATTED_FOR_FROM && situation.offenseLead < STARTER_KEPT_LEAD;
}

/**
 * Who is at bat as a pitcher: the batting side's pitcher on the mound, as the game's starter or in relief; undefined
 * for anyone else (a player with a pitching card who is not pitching bats as any batter).
 */
export function pitcherAtBat(game: GameState, batter: number): 'starter' | 'reliever' | undefined {
  if (game.fielders[game.offense]![PITCHER] !== batter) return undefined;
  return game.usage.asStarter[batter] === 1 ? 'starter' : 'reliever';
}
