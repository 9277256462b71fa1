import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { formatFieldPath, InputError, type InputProblem } from './InputError.ts';

export type FieldPath = readonly (string | number)[];

/** How a document becomes its value (the build's parsed snapshots are made with the same options). */
export const PARSE_OPTIONS = { uniqueKeys: true, prettyErrors: false } as const;
export const TO_JS = { maxAliasCount: 1000 } as const;

/** Parses text with line positions, throwing an {@link InputError} at the line of each syntax error. */
function locate(file: string, text: string): { document: Document; lines: LineCounter } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, ...PARSE_OPTIONS });
  if (document.errors.length > 0) {
    throw new InputError(
      document.errors.map((error) => ({
        file,
        line: lines.linePos(error.pos[0]).line,
        field: '(syntax)',
        expected: error.message.split('\n')[0] ?? 'valid YAML',
      })),
    );
  }
  return { document, lines };
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
    return new SourceDocument(file, located.document.toJS(TO_JS), located, text);
  }

  /**
   * A document whose value is known already (parsed from the same bytes before: see LoadedInput), its text parsed
   * for line positions only when a line is asked for (a problem to report).
   */
  static fromValue(file: string, value: unknown, text: () => string): SourceDocument {
    return new SourceDocument(file, value, undefined, text);
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
