import { InputError } from './InputError.ts';
import type { LoadedInput } from './LoadedInput.ts';

/**
 * A game's table inputs by name, every name present and none unknown (a user's replacement names a table the game
 * has); otherwise an InputError naming the file.
 * @example checkTableInputs(['tag'], { tag: input }).tag === input // => true
 */
export function checkTableInputs<Name extends string>(
  names: readonly Name[],
  inputs: Readonly<Record<string, LoadedInput>>,
): Record<Name, LoadedInput> {
  for (const [name, input] of Object.entries(inputs)) {
    if (!(names as readonly string[]).includes(name)) {
      throw new InputError([
        { file: input.name, line: 0, field: '(table name)', expected: `one of ${names.join(', ')} (got "${name}")` },
      ]);
    }
  }
  const missing = names.filter((name) => inputs[name] === undefined);
  if (missing.length > 0)
    throw new InputError([
      { file: '(tables)', line: 0, field: missing.join(', '), expected: 'a file for every table' },
    ]);
  return inputs as Record<Name, LoadedInput>;
}
