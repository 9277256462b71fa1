import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { duplicateKeys } from './duplicateKeys.ts';
import { formatFieldPath, InputError, type InputProblem } from './InputError.ts';
import { MAX_TEXT_LENGTH, overlongText } from './overlongText.ts';

export type FieldPath = readonly (string | number)[];

/** How a document becomes its value (the build's parsed snapshots are made with the same options). */
export const PARSE_OPTIONS = { uniqueKeys: true, prettyErrors: false } as const;
/** At most this many aliases (`*name`) expanded per document: a "billion laughs" file stops here, not in memory. */
export const TO_JS = { maxAliasCount: 1000 } as const;
/**
 * How the CLI parses: as PARSE_OPTIONS, its keys checked for doubles by duplicateKeys in one pass (yaml's own check
 * compares every key with every earlier one: hours for a map of a million keys).
 */
const LOCATE_OPTIONS = { ...PARSE_OPTIONS, uniqueKeys: false } as const;

/** Parses text with line positions, throwing an {@link InputError} at the line of each syntax error or doubled key. */
function locate(file: string, text: string): { document: Document; lines: LineCounter } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, ...LOCATE_OPTIONS });
  const problems: InputProblem[] = document.errors.map((error) => ({
    file,
    line: lines.linePos(error.pos[0]).line,
    field: '(syntax)',
    expected: error.message.split('\n')[0] ?? 'valid YAML',
  }));
  if (problems.length === 0)
    for (const { path, offset } of duplicateKeys(document))
      problems.push({
        file,
        line: lines.linePos(offset).line,
        field: shortFieldPath(path),
        expected: 'a key written once in its map (it is written above too)',
      });
  if (problems.length > 0) throw new InputError(problems);
  return { document, lines };
}

/** A field path for a message, each key cut to 100 characters: a key may be as long as the file. */
function shortFieldPath(path: FieldPath): string {
  return formatFieldPath(
    path.map((key) => (typeof key === 'string' && key.length > 100 ? `${key.slice(0, 100)}...` : key)),
  );
}

/** The document's value, its aliases expanded up to TO_JS's limit; past it, an InputError at the first alias. */
function valueOf(file: string, located: { document: Document; lines: LineCounter }): unknown {
  try {
    return located.document.toJS(TO_JS);
  } catch (error) {
    let line = 1;
    visit(located.document, {
      Alias(_, alias) {
        line = located.lines.linePos(alias.range?.[0] ?? 0).line;
        return visit.BREAK;
      },
    });
    const why = (error as Error).message;
    const expected = `at most ${TO_JS.maxAliasCount.toLocaleString('en-US')} aliases (*name) expanded (${why})`;
    throw new InputError([{ file, line, field: '(aliases)', expected }]);
  }
}

/**
 * A parsed YAML (or JSON) file that remembers where every value came from, so later checks can name the line.
 * @example
 * const source = SourceDocument.parse('set.yaml', 'players:\n  - id: rizzo\n');
 * source.lineOf(['players', 0, 'id']); // => 2
 */
export class SourceDocument {
  declare readonly file: string;
  declare readonly value: unknown;
  /** The document with its line positions: parsed up front, or on the first question about lines (fromValue). */
  declare private located: { document: Document; lines: LineCounter } | undefined;
  declare private readonly text: string | (() => string);

  private constructor(
    file: string,
    value: unknown,
    located: { document: Document; lines: LineCounter } | undefined,
    text: string | (() => string),
  ) {
    this.file = file;
    this.value = value;
    this.located = located;
    this.text = text;
  }

  /** Parses text, throwing an {@link InputError} at the line of the first syntax error. */
  static parse(file: string, text: string): SourceDocument {
    const located = locate(file, text);
    return new SourceDocument(file, valueOf(file, located), located, text).withTextsChecked();
  }

  /**
   * A document whose value is known already (parsed from the same bytes before: see LoadedInput), its text parsed
   * for line positions only when a line is asked for (a problem to report).
   */
  static fromValue(file: string, value: unknown, text: () => string): SourceDocument {
    return new SourceDocument(file, value, undefined, text).withTextsChecked();
  }

  /**
   * This document, once no text in it, value or key, is longer than MAX_TEXT_LENGTH: a 50 MB name would otherwise
   * reach every table and message that prints it. One over is an InputError at its field.
   */
  private withTextsChecked(): this {
    const long = overlongText(this.value);
    if (!long) return this;
    const limit = `at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters`;
    const length = long.length.toLocaleString('en-US');
    if (!long.isKey) this.fail(long.path, `a text of ${limit} (this one has ${length})`);
    const map = long.path.slice(0, -1);
    throw new InputError([
      { ...this.problem(long.path, ''), field: formatFieldPath(map), expected: `keys of ${limit} (one has ${length})` },
    ]);
  }

  private get document(): Document {
    return this.locatedNow().document;
  }

  private get lines(): LineCounter {
    return this.locatedNow().lines;
  }

  private locatedNow(): { document: Document; lines: LineCounter } {
    this.located ??= locate(this.file, typeof this.text === 'string' ? this.text : this.text());
    return this.located;
  }

  /** The node at a path, or the deepest existing ancestor when the path runs off the document. */
  private nodeAt(path: FieldPath): Node | undefined {
    let node: unknown = this.document.contents;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key),
        );
        if (!pair) return node;
        node = pair.value ?? pair.key;
      } else if (isSeq(node) && typeof key === 'number' && node.items[key] !== undefined) {
        node = node.items[key];
      } else {
        return node as Node | undefined;
      }
    }
    return node as Node | undefined;
  }

  /** The 1-based line of the value at `path` (or of its nearest ancestor that exists). */
  lineOf(path: FieldPath): number {
    const range = this.nodeAt(path)?.range;
    return range ? this.lines.linePos(range[0]).line : 1;
  }

  /** The keys of the map at `path` with their lines (numeric keys like `07` keep their written text). */
  keysWithLines(path: FieldPath): { key: string; line: number }[] {
    const node = this.nodeAt(path);
    if (!isMap(node)) return [];
    return node.items.flatMap((item) =>
      isPair(item) && isScalar(item.key)
        ? [{ key: item.key.source ?? String(item.key.value), line: this.lines.linePos(item.key.range?.[0] ?? 0).line }]
        : [],
    );
  }

  /** A problem located at `path`, for an {@link InputError}. */
  problem(path: FieldPath, expected: string): InputProblem {
    return { file: this.file, line: this.lineOf(path), field: formatFieldPath(path), expected };
  }

  /** Throws an {@link InputError} for one problem at `path`. */
  fail(path: FieldPath, expected: string): never {
    throw new InputError([this.problem(path, expected)]);
  }
}
