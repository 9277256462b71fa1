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

/**
 * A game's table inputs split into its own (plain names) and one rule module's (`<module>/<name>`, the prefix dropped):
 * a game's loader checks its own and hands the module its tables.
 * @example splitModuleInputs({ tag: a, 'replay/umpire': b }, 'replay') // => { own: { tag: a }, module: { umpire: b } }
 */
export function splitModuleInputs(
  inputs: Readonly<Record<string, LoadedInput>>,
  module: string,
): { own: Record<string, LoadedInput>; module: Record<string, LoadedInput> } {
  const own: Record<string, LoadedInput> = {};
  const moduleInputs: Record<string, LoadedInput> = {};
  const prefix = `${module}/`;
  for (const [name, input] of Object.entries(inputs)) {
    if (name.startsWith(prefix)) moduleInputs[name.slice(prefix.length)] = input;
    else own[name] = input;
  }
  return { own, module: moduleInputs };
}
