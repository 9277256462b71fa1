import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { InputError } from './InputError.ts';

/**
 * The files a game's rule tables are read from: the built-in file of each name in `builtInDir`, or a user's replacement
 * (`overrides` maps a table name to a path; an unknown name is an InputError), and a SHA-256 of them all in `names`
 * order, for manifests.
 * @example tableFiles(['tag'], 'src/games/pinetar/tables/', {}).files.tag // => 'src/games/pinetar/tables/tag.yaml'
 */
export function tableFiles<Name extends string>(names: readonly Name[], builtInDir: string, overrides: Partial<Record<string, string>>): { files: Record<Name, string>; hash: string } {
  for (const name of Object.keys(overrides)) {
    if (!(names as readonly string[]).includes(name)) {
      throw new InputError([{ file: overrides[name] ?? '', line: 0, field: '(table name)', expected: `one of ${names.join(', ')} (got "${name}")` }]);
    }
  }
  const files = Object.fromEntries(names.map((name) => [name, overrides[name] ?? `${builtInDir}${name}.yaml`])) as Record<Name, string>;
  const hash = createHash('sha256');
  for (const name of names) hash.update(readFileSync(files[name]));
  return { files, hash: hash.digest('hex') };
}
