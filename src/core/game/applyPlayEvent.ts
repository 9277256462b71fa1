import { EMPTY } from '../model/baseOut.ts';
import type { PlayEvent } from '../model/PlayEvent.ts';
import { NOBODY, type GameState } from './GameState.ts';

/**
 * Moves a game's runners and outs by a play: the bases and outs after it, who crossed the plate (in `game.scored`)
 * and who tried to steal (in `game.steals`), as every game's rules report a play to the engine.
 * @example applyPlayEvent(game, single); game.bases[1] // => the batter's league index
 */
export function applyPlayEvent(game: GameState, event: PlayEvent): void {
  game.outs = event.after.outs;
  for (let base = 1; base <= 3; base++)
    game.bases[base] = event.after.bases[base - 1] === EMPTY ? NOBODY : event.after.bases[base - 1]!;
  for (const move of event.moves) if (!move.out && move.to === 4) game.scored[game.scoredCount++] = move.runner;
  for (const steal of event.steals ?? []) {
    game.steals[game.stealCount] = steal.runner;
    game.stealSafe[game.stealCount++] = steal.safe ? 1 : 0;
  }
}
