// Loaded inputs for tests, read from the project's files the way the CLI reads them (each file once).
import { readFileSync } from 'node:fs';
import type { InputsByName } from '../../src/core/GameSystem.ts';
import type { LoadedInput } from '../../src/core/input/LoadedInput.ts';
import type { LoadedSet } from '../../src/core/LoadedSet.ts';
import type { RuleSet } from '../../src/core/OptionalRule.ts';
import { Inputs, type RuleChoices } from '../../src/cli/inputs.ts';
import pineTar from '../../src/games/pinetar/index.ts';
import strat from '../../src/games/strat/index.ts';
import pbc from '../../src/games/pbc/index.ts';
import piecepack from '../../src/games/piecepack/index.ts';
import { loadPiecepackCardSet, type PiecepackCardSet } from '../../src/games/piecepack/cards.ts';
import { loadPiecepackTables, type PiecepackTables } from '../../src/games/piecepack/tables.ts';
import { loadPbcCardSet, type PbcCardSet } from '../../src/games/pbc/cards.ts';
import { loadPbcTables, type PbcTables } from '../../src/games/pbc/tables.ts';
import { loadPineTarCardSet, type PineTarCardSet } from '../../src/games/pinetar/cards.ts';
import { loadPineTarTables, type PineTarTables } from '../../src/games/pinetar/tables.ts';
import { loadStratCardSet, type StratCardSet } from '../../src/games/strat/cards.ts';
import { loadStratTables, type StratTables } from '../../src/games/strat/tables.ts';

/** A fresh reader: tests rewrite their temporary files, so nothing is kept from one call to the next. */
const inputs = () => new Inputs({ readFile: (path) => readFileSync(path) });

/** A file as a loaded input. */
export const readInput = (path: string): LoadedInput => inputs().read(path);

/** A game's table inputs: the built-in files, with any named replacements. */
export const tableInputs = (
  game: typeof pineTar | typeof strat | typeof pbc | typeof piecepack,
  overrides: Record<string, string> = {},
): InputsByName => inputs().tables(game, overrides);

export const pineTarTables = (overrides: Record<string, string> = {}): PineTarTables =>
  loadPineTarTables(tableInputs(pineTar, overrides));
export const stratTables = (overrides: Record<string, string> = {}): StratTables =>
  loadStratTables(tableInputs(strat, overrides));
export const pbcTables = (overrides: Record<string, string> = {}): PbcTables =>
  loadPbcTables(tableInputs(pbc, overrides));
export const piecepackTables = (overrides: Record<string, string> = {}): PiecepackTables =>
  loadPiecepackTables(tableInputs(piecepack, overrides));
export const pineTarSet = (path: string): PineTarCardSet => loadPineTarCardSet(readInput(path));
export const stratSet = (path: string): StratCardSet => loadStratCardSet(readInput(path));
export const pbcSet = (path: string): PbcCardSet => loadPbcCardSet(readInput(path));
export const piecepackSet = (path: string): PiecepackCardSet => loadPiecepackCardSet(readInput(path));

/** Card sets as a run plays them (game, tables, rules). */
export const loadedSets = (paths: readonly string[], choices: RuleChoices = {}): LoadedSet[] =>
  inputs().sets(paths, choices);

/** The rule set a `--rules` text (and `--set`s) names for a game, bundled presets included. */
export const ruleSet = (
  game: typeof pineTar | typeof strat | typeof pbc | typeof piecepack,
  rules: string,
  set: string[] = [],
): RuleSet => inputs().rules(game as never, { rules, set });

/** The season files of cards/sources. */
export const seasonSources = (dir = 'cards/sources'): InputsByName => inputs().sources(dir);

export { pbc, pineTar, strat };
