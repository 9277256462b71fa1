import type { Situation } from '../GameSystem.ts';
import type { GameState } from './GameState.ts';

/**
 * What a manager knows of a game beyond bases and outs: the inning, the batting side's lead, whether it is the bottom.
 * @example gameSituation(game) // => { inning: 7, offenseLead: -1, bottom: true }
 */
export function gameSituation(game: GameState): Situation {
  return { inning: game.inning, offenseLead: game.offenseLead, bottom: !game.top };
}

/** The inning from which the home team's lead in its half ends a game: the ninth, unless a game says otherwise. */
const LAST_INNING = 9;

/**
 * Whether `runs` more for the batting side end the game: the home team, at bat in the last inning or later, goes
 * ahead (a play that scores them leaves no plate appearance to play).
 * @example winsTheGame({ inning: 9, offenseLead: 0, bottom: true }, 1) // => true
 */
export function winsTheGame(situation: Situation, runs: number, lastInning = LAST_INNING): boolean {
  return situation.bottom === true && situation.inning >= lastInning && situation.offenseLead + runs > 0;
}
