import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameSystem, InputsByName } from '../core/GameSystem.ts';
import { InputError, type InputProblem } from '../core/input/InputError.ts';
import { LoadedInput } from '../core/input/LoadedInput.ts';
import { isPresetPath, MAIN_PRESET, resolveRuleSet, type Presets } from '../core/input/ruleSet.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import { MAIN_RULES, type RuleSet } from '../core/OptionalRule.ts';
import { gameOf } from '../games/registry.ts';
import { problemLine } from './format/problem.ts';
import type { CliIo } from './io.ts';
import { FileRefused } from './readInputFile.ts';

/** The project's own folders, found from this file (src/cli or dist/cli alike). */
const PROJECT = new URL('../../', import.meta.url);
/** Where the bundled presets live: `cards/rules/<game>/<name>.yaml` (`main`, no optional rule, is built in). */
export const PRESETS_DIR = fileURLToPath(new URL('cards/rules/', PROJECT));
/** The build's snapshots of the bundled YAML files' values, by SHA-256 (scripts/build.mjs). */
const PARSED = new URL('dist/parsed/', PROJECT);
/** The bundled season files (Lahman, Retrosheet; cards/sources/NOTICE.md). */
const SOURCES = fileURLToPath(new URL('cards/sources/', PROJECT));
/** MLB's batting totals by season, which simulated seasons are compared with. */
const MLB_TOTALS = join(SOURCES, 'mlb_batting_totals_by_season.csv');

/** `--table name=file`, `--rules`, `--set`: how a command line changes the rules a set is played with. */
export interface RuleChoices {
  table?: Record<string, string>;
  rules?: string;
  set?: string[];
}

/**
 * Every file a run reads, each read once: a second ask for the same path gets the same loaded input (its bytes, hash
 * and parsed document). `reads` counts the files actually read.
 */
export class Inputs {
  declare private readonly io: Pick<CliIo, 'readFile'> & Partial<Pick<CliIo, 'stderr'>>;
  declare private readonly loaded: Map<string, LoadedInput>;
  /** The build's snapshots looked up so far, by SHA-256 (undefined: none), each looked up once. */
  declare private readonly snapshots: Map<string, unknown>;
  declare reads: number;
  declare private readonly warned: Set<string>;

  /** `io.stderr`, where given, is where a card set's warnings go (each set's once). */
  constructor(io: Pick<CliIo, 'readFile'> & Partial<Pick<CliIo, 'stderr'>>) {
    this.io = io;
    this.loaded = new Map();
    this.snapshots = new Map();
    this.reads = 0;
    this.warned = new Set();
  }

  /** A file's loaded input; a file that cannot be read is an InputError naming it. */
  read(path: string, what = 'a readable YAML or JSON file'): LoadedInput {
    let input = this.loaded.get(path);
    if (input) return input;
    let bytes: Uint8Array;
    try {
      bytes = this.io.readFile(path);
    } catch (error) {
      if (error instanceof InputError) throw error; // the limit's own setting is wrong
      throw new InputError([{ file: path, line: 0, field: '(file)', expected: `${what} (${whyUnreadable(error)})` }]);
    }
    this.reads++;
    input = LoadedInput.of(path, bytes, (sha256) => this.snapshot(sha256));
    this.loaded.set(path, input);
    return input;
  }

  /**
   * The value the build parsed a bundled file of this SHA-256 to (dist/parsed/<sha256>.json, see scripts/build.mjs),
   * or undefined: the same bytes through the same parser, without the wait (a set of 45 cards takes a fifth of a
   * second to parse with line positions).
   */
  private snapshot(sha256: string): unknown {
    if (this.snapshots.has(sha256)) return this.snapshots.get(sha256);
    let value: unknown;
    try {
      const json = this.io.readFile(fileURLToPath(new URL(`${sha256}.json`, PARSED)));
      value = JSON.parse(new TextDecoder().decode(json)) as unknown;
    } catch {
      value = undefined; // no snapshot (not built, or not a bundled file): the file is parsed
    }
    this.snapshots.set(sha256, value);
    return value;
  }

  /**
   * A game's tables: each built-in file, or the user's own in its place (`--table name=file`); unknown names are
   * refused by the game.
   */
  tables(game: GameSystem, overrides: Readonly<Record<string, string>> = {}): InputsByName {
    const builtIn = new Map<string, URL>(
      game.tables.names.map((name) => [name, new URL(`${name}.yaml`, game.tables.builtIn)]),
    );
    for (const module of game.tables.modules ?? [])
      for (const name of module.names) builtIn.set(`${module.id}/${name}`, new URL(`${name}.yaml`, module.builtIn));
    for (const [name, file] of Object.entries(overrides)) {
      if (!builtIn.has(name)) {
        const expected = `one of ${[...builtIn.keys()].join(', ')} (got "${name}")`;
        throw new InputError([{ file, line: 0, field: '(table name)', expected }]);
      }
    }
    return Object.fromEntries(
      [...builtIn].map(([name, url]) => [name, this.read(overrides[name] ?? fileURLToPath(url))]),
    );
  }

  /** The rule set `--rules` and `--set` name for a game; a game without optional rules takes `main` only. */
  rules(game: GameSystem, choices: RuleChoices): RuleSet {
    const spec = choices.rules ?? MAIN_PRESET;
    const settings = choices.set ?? [];
    if (!game.optionalRules) {
      if (spec === MAIN_PRESET && settings.length === 0) return MAIN_RULES;
      throw new InputError([
        {
          file: '(command line)',
          line: 0,
          field: '--rules',
          expected: `main: ${game.title} has no optional rules yet (got "${spec}")`,
        },
      ]);
    }
    return resolveRuleSet(spec, settings, game.optionalRules, game.id, this.presets(game, spec));
  }

  /** The presets a `--rules` text names: bundled ones by name, others by path. */
  private presets(game: GameSystem, spec: string): Presets {
    const folder = join(PRESETS_DIR, game.id);
    const bundled = listFiles(folder)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => f.slice(0, -'.yaml'.length))
      .filter((name) => name !== MAIN_PRESET)
      .sort();
    const catalog = new Set((game.optionalRules ?? []).map((rule) => rule.name));
    const inputs = new Map<string, LoadedInput>();
    for (const term of spec.split('+').map((t) => t.trim())) {
      if (term === '' || term === MAIN_PRESET || catalog.has(term)) continue;
      if (isPresetPath(term)) inputs.set(term, this.read(term, 'a rules preset file'));
      else if (bundled.includes(term)) inputs.set(term, this.read(join(folder, `${term}.yaml`)));
    }
    return { inputs, bundled };
  }

  /**
   * Card sets as a run plays them: each file's game, the set validated, its game's tables (loaded once per game, with
   * the `--table` replacements) and the rules the command line names for that game.
   */
  sets(paths: readonly string[], choices: RuleChoices = {}): LoadedSet[] {
    const perGame = new Map<GameSystem, Pick<LoadedSet, 'tables' | 'tableInputs' | 'rules'>>();
    return paths.map((path) => this.loadSet(this.read(path), choices, perGame));
  }

  /** A card set held in memory (a build's round before it is written), loaded as `sets` loads a file. */
  setOfText(name: string, text: string, choices: RuleChoices = {}): LoadedSet {
    return this.loadSet(LoadedInput.fromText(name, text), choices, new Map());
  }

  private loadSet(
    input: LoadedInput,
    choices: RuleChoices,
    perGame: Map<GameSystem, Pick<LoadedSet, 'tables' | 'tableInputs' | 'rules'>>,
  ): LoadedSet {
    const game = gameOf(input);
    let shared = perGame.get(game);
    if (!shared) {
      const tableInputs = this.tables(game, choices.table);
      shared = { tableInputs, tables: game.loadTables(tableInputs), rules: this.rules(game, choices) };
      perGame.set(game, shared);
    }
    const set = game.loadCardSet(input);
    this.warn(set.warnings ?? []);
    return { input, game, set, ...shared };
  }

  /** Prints a set's warnings (file:line: field: what disagrees), each once however often the set is loaded. */
  private warn(warnings: readonly InputProblem[]): void {
    for (const w of warnings) {
      const text = `warning: ${problemLine(w)}\n`;
      if (this.warned.has(text)) continue;
      this.warned.add(text);
      this.io.stderr?.write(text);
    }
  }

  /** The season files of a sources folder, by file name (every CSV in it). */
  sources(dir: string): InputsByName {
    const files = listFiles(dir).filter((file) => file.endsWith('.csv'));
    if (files.length === 0)
      throw new InputError([
        {
          file: dir,
          line: 0,
          field: '(folder)',
          expected: 'a folder of season files (CSV; see cards/sources/NOTICE.md)',
        },
      ]);
    return Object.fromEntries(files.map((file) => [file, this.read(join(dir, file), 'a readable CSV file')]));
  }

  /** MLB's batting totals by season, which seasons are compared with. */
  mlbTotals(): LoadedInput {
    return this.read(MLB_TOTALS, 'a readable MLB totals CSV');
  }

  /**
   * A bundled season file of cards/sources (`season --league` reads MLB's schedule as played, its run expectancy and
   * the batting and pitching files' names), by its name: `schedule_2016.csv`.
   */
  bundledSource(file: string): LoadedInput {
    return this.read(join(SOURCES, file), 'a season file of cards/sources (2016 and 2024 are bundled)');
  }
}

/** Why a file could not be read, in a few words. */
function whyUnreadable(error: unknown): string {
  if (error instanceof FileRefused) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'file not found';
  if (code === 'EISDIR') return 'a folder, not a regular file';
  if (code === 'EACCES') return 'permission denied';
  return (error as Error).message;
}

/** The files of a folder, none when it does not exist. */
function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
