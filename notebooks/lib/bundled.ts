/// <reference types="vite/client" />
// What the notebooks bundle of the repository (they run in a browser, with no file system): the card sets under
// cards/ that a workbench opens, and the games' built-in rule tables the engine needs, each as its text.

/** Strips a glob key to its name: `../../cards/pinetar/walkthrough.yaml` as `pinetar/walkthrough`. */
const setName = (path: string) => path.replace(/^.*\/cards\//, '').replace(/\.yaml$/, '');

const SETS = import.meta.glob(['../../cards/*/*.yaml', '!../../cards/league/*', '!../../cards/rules/*'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** The bundled card sets (whole-league sets left out: megabytes each), by `game/set` name. */
export const BUNDLED_SETS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SETS)
    .map(([path, text]) => [setName(path), text] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

const TABLES = import.meta.glob(['../../src/games/*/tables/*.yaml', '../../src/modules/*/tables/*.yaml'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** A built-in table's text by its path under src/ (what the workbench's openSet asks for). */
export function tableText(srcPath: string): string {
  const text = TABLES[`../../src/${srcPath}`];
  if (text === undefined) throw new Error(`no built-in table ${srcPath} in the notebook bundle`);
  return text;
}
