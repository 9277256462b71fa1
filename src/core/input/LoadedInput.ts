import { createHash } from 'node:crypto';
import { SourceDocument } from './SourceDocument.ts';

/** The value bytes of this SHA-256 parsed to before, if known (undefined if not). */
export type ParsedBefore = (sha256: string) => unknown;

/**
 * An input file as a run read it, once: its name (the path as the user gave it), its bytes and their SHA-256, its
 * text and, for YAML and JSON, the parsed document with line positions (parsed on first use, then kept). Everything
 * below the CLI takes these, never paths, so a manifest's hash is always of the bytes that were used.
 * @example
 * const input = LoadedInput.of('set.yaml', new TextEncoder().encode('game: pinetar\n'));
 * input.document().value // => { game: 'pinetar' }
 */
export class LoadedInput {
  declare readonly name: string;
  declare readonly bytes: Uint8Array;
  declare readonly sha256: string;
  declare private decoded: string | undefined;
  declare private parsed: SourceDocument | undefined;
  declare private readonly parsedBefore: ParsedBefore | undefined;

  private constructor(name: string, bytes: Uint8Array, parsedBefore?: ParsedBefore) {
    this.name = name;
    this.bytes = bytes;
    this.sha256 = createHash('sha256').update(bytes).digest('hex');
    this.decoded = undefined;
    this.parsed = undefined;
    this.parsedBefore = parsedBefore;
  }

  /**
   * An input of `bytes`; `parsedBefore` may know the value these very bytes parse to (the build's snapshots of the
   * bundled cards and tables, by SHA-256), so the document is parsed for its lines only if a problem needs them.
   */
  static of(name: string, bytes: Uint8Array, parsedBefore?: ParsedBefore): LoadedInput {
    return new LoadedInput(name, bytes, parsedBefore);
  }

  /** An input from text (tests, and inputs made in memory). */
  static fromText(name: string, text: string): LoadedInput {
    return new LoadedInput(name, new TextEncoder().encode(text));
  }

  text(): string {
    this.decoded ??= new TextDecoder().decode(this.bytes);
    return this.decoded;
  }

  /** The YAML (or JSON) document, parsed once; a syntax error is an InputError at its line. */
  document(): SourceDocument {
    if (this.parsed) return this.parsed;
    const value = this.parsedBefore?.(this.sha256);
    this.parsed =
      value === undefined
        ? SourceDocument.parse(this.name, this.text())
        : SourceDocument.fromValue(this.name, value, () => this.text());
    return this.parsed;
  }
}

/**
 * One SHA-256 of several inputs' bytes, in order: the identity of a game's rule tables in manifests.
 * @example combinedHash([a, b]) // => sha256(a.bytes + b.bytes) as hex
 */
export function combinedHash(inputs: readonly LoadedInput[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input.bytes);
  return hash.digest('hex');
}
