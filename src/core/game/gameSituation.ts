import type { Situation } from '../GameSystem.ts';
import type { GameState } from './GameState.ts';

/**
 * What a manager knows of a game beyond bases and outs: the inning, the batting side's lead, whether it is the bottom.
 * @example gameSituation(game) // => { inning: 7, offenseLead: -1, bottom: true }
 */
export function gameSituation(game: GameState): Situation {
  return { inning: game.inning, offenseLead: game.offenseLead, bottom: !game.top };
}
