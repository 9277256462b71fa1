// Replay's built-in tables, loaded as a run loads them (the module has no GameSystem to read them through).
import { readFileSync } from 'node:fs';
import { LoadedInput } from '../../src/core/input/LoadedInput.ts';
import { BUILT_IN_TABLES, loadReplayTables, TABLE_NAMES } from '../../src/modules/replay/tables.ts';

/** The built-in file of a table. */
export const tableFile = (name: string): URL => new URL(`${name}.yaml`, BUILT_IN_TABLES);

/** Every built-in table as a loaded input, by name. */
export const replayTableInputs = (): Record<string, LoadedInput> =>
  Object.fromEntries(TABLE_NAMES.map((name) => [name, LoadedInput.of(`${name}.yaml`, readFileSync(tableFile(name)))]));

export const replayTables = loadReplayTables(replayTableInputs());
