import type { CardSet, GameSystem, InputsByName, LoadedTables } from './GameSystem.ts';
import type { LoadedInput } from './input/LoadedInput.ts';
import type { RuleSet } from './OptionalRule.ts';

/**
 * A card set as a run plays it, everything loaded once: the input it was read from, its game, the validated set, the
 * game's tables (and the inputs they came from, which worker threads rebuild them from) and the rules in play.
 * The CLI loads these; every experiment takes them.
 */
export interface LoadedSet {
  input: LoadedInput;
  game: GameSystem;
  set: CardSet;
  tables: LoadedTables;
  tableInputs: InputsByName;
  rules: RuleSet;
}
