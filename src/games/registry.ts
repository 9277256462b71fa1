import type { GameSystem } from '../core/GameSystem.ts';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import pbc from './pbc/index.ts';
import piecepack from './piecepack/index.ts';
import pineTar from './pinetar/index.ts';
import strat from './strat/index.ts';

/** Every game cardlab plays, by the `game:` id card files carry. Adding a game is one folder and one line here. */
export const GAMES: Readonly<Record<string, GameSystem>> = {
  [pineTar.id]: pineTar as unknown as GameSystem,
  [strat.id]: strat as unknown as GameSystem,
  [pbc.id]: pbc as unknown as GameSystem,
  [piecepack.id]: piecepack as unknown as GameSystem,
};

/** Every manager name some game plays a season under (`--manager`; each game refuses names it does not know). */
export const MANAGER_NAMES: readonly string[] = [
  ...new Set(Object.values(GAMES).flatMap((game) => game.managers ?? [])),
];

/**
 * The game a card set is for, read from its `game:` field.
 * @example gameOf(walkthrough).id // => 'pinetar'
 */
export function gameOf(input: LoadedInput): GameSystem {
  const source = input.document();
  const game = (source.value as { game?: unknown } | null)?.game;
  const system = typeof game === 'string' ? GAMES[game] : undefined;
  if (!system) {
    throw new InputError([
      source.problem(
        ['game'],
        `one of ${Object.keys(GAMES).join(', ')} (got ${game === undefined ? 'nothing' : JSON.stringify(game)})`,
      ),
    ]);
  }
  return system;
}
