import { InputError, type InputProblem } from './InputError.ts';
import type { FieldPath, SourceDocument } from './SourceDocument.ts';

/**
 * Reads a range key: `"00-06"`, `"7-9"` or a single value `"19"`.
 * @example parseRangeKey('08-20') // => [8, 20]
 */
export function parseRangeKey(key: string): [number, number] | undefined {
  const match = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*$/.exec(key);
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return low <= high ? [low, high] : undefined;
}

/**
 * Expands a map of ranges (`{"00-06": HR, "07": 3B, ...}`) over min..max into one value per roll, requiring that
 * every roll is covered exactly once. Problems name the line of the offending key.
 * @example expandRanges(source, ['rows', 'GO-2B'], { '0-4': 'GDP', '5-9': 'PO' }, 0, 9) // => ['GDP', ... 'PO']
 */
export function expandRanges<T>(
  source: SourceDocument,
  path: FieldPath,
  entries: Readonly<Record<string, T>>,
  min: number,
  max: number,
): T[] {
  // Lines are worked out only for a problem: a valid file's ranges never need its line positions.
  let lines: Map<string, number> | undefined;
  const lineOf = (key: string) => {
    lines ??= new Map(source.keysWithLines(path).map(({ key, line }) => [String(key), line]));
    return lines.get(key) ?? source.lineOf(path);
  };
  const problems: InputProblem[] = [];
  const at = (key: string, expected: string) =>
    problems.push({ ...source.problem([...path, key], expected), line: lineOf(key) });
  const values: (T | undefined)[] = new Array(max - min + 1).fill(undefined);
  const owner: (string | undefined)[] = new Array(max - min + 1).fill(undefined);
  for (const [key, value] of Object.entries(entries)) {
    const range = parseRangeKey(key);
    if (!range) {
      at(key, `a roll or range of rolls like "07" or "00-06" (got "${key}")`);
      continue;
    }
    const [low, high] = range;
    if (low < min || high > max) {
      at(key, `rolls within ${min}-${max} (got ${key})`);
      continue;
    }
    // An overlap is one problem per run of rolls shared with one earlier range, not one per roll.
    let shared: { with: string; from: number; to: number } | undefined;
    const overlap = () => {
      if (!shared) return;
      const rolls = shared.from === shared.to ? `roll ${shared.from} is` : `rolls ${shared.from}-${shared.to} are`;
      at(key, `ranges that do not overlap (${rolls} in both "${shared.with}" and "${key}")`);
      shared = undefined;
    };
    for (let roll = low; roll <= high; roll++) {
      const previous = owner[roll - min];
      if (shared && (previous !== shared.with || roll !== shared.to + 1)) overlap();
      if (previous !== undefined) {
        if (shared) shared.to = roll;
        else shared = { with: previous, from: roll, to: roll };
      }
      owner[roll - min] = key;
      values[roll - min] = value;
    }
    overlap();
  }
  const gaps: string[] = [];
  for (let roll = min; roll <= max; roll++) {
    if (owner[roll - min] !== undefined) continue;
    let end = roll;
    while (end + 1 <= max && owner[end + 1 - min] === undefined) end++;
    gaps.push(end === roll ? `${roll}` : `${roll}-${end}`);
    roll = end;
  }
  if (gaps.length > 0)
    problems.push(source.problem(path, `ranges covering every roll ${min}-${max} (missing: ${gaps.join(', ')})`));
  if (problems.length > 0) throw new InputError(problems);
  return values as T[];
}
