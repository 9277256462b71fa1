import { EMPTY, type BaseOutState } from '../model/baseOut.ts';
import { NOBODY, type GameState } from './GameState.ts';

/**
 * The bases and outs of a game as a plate appearance starts from them (runners by league index).
 * @example gameBaseOut(game) // => { outs: 1, bases: [12, EMPTY, EMPTY] }
 */
export function gameBaseOut(game: GameState): BaseOutState {
  const on = (base: number) => (game.bases[base] === NOBODY ? EMPTY : game.bases[base]!);
  return { outs: game.outs, bases: [on(1), on(2), on(3)] };
}
