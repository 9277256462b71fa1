import type { FieldPath } from '../core/input/SourceDocument.ts';

/** Where two values first differ, what the first holds there, and what the second does. */
export interface Difference {
  path: FieldPath;
  expected: string;
  got: string;
}

/** A value in a few characters, for a message. */
function brief(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = typeof value === 'number' && Number.isNaN(value) ? 'NaN' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first place, depth first, where `b` differs from `a` (NaN equals NaN, as JSON writes both as null), or
 * undefined when they are the same.
 * @example firstDifference({ cards: [{ name: 'Rizzo' }] }, { cards: [{ name: 'Bryant' }] })
 * // => { path: ['cards', 0, 'name'], expected: '"Rizzo"', got: '"Bryant"' }
 */
export function firstDifference(a: unknown, b: unknown, path: FieldPath = []): Difference | undefined {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const found = firstDifference(a[i], b[i], [...path, i]);
      if (found) return found;
    }
    return a.length === b.length ? undefined : { path, expected: `${a.length} entries`, got: `${b.length}` };
  }
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], [...path, key]);
      if (found) return found;
    }
    return undefined;
  }
  if (Object.is(a, b) || (typeof a === 'number' && typeof b === 'number' && a === b)) return undefined;
  return { path, expected: brief(a), got: brief(b) };
}
