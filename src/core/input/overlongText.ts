import { pathOf, type PathStep } from './pathStep.ts';

/** The longest text a field or key of an input file may hold: a card's description runs to a few hundred. */
export const MAX_TEXT_LENGTH = 10_000;

/** A text over the limit: where it is (a key's is its map's path and the key), how long, and whether it is a key. */
export interface OverlongText {
  path: readonly (string | number)[];
  length: number;
  isKey: boolean;
}

interface Visit extends PathStep {
  value: unknown;
  parent: Visit | undefined;
}

/**
 * The first string of a parsed document, value or key, longer than `max` characters (UTF-16 units), or undefined.
 * Walked with a stack of its own, not recursion: a deep document cannot overflow the call stack.
 * @example overlongText({ players: [{ name: 'x'.repeat(20_000) }] })
 * // => { path: ['players', 0, 'name'], length: 20000, isKey: false }
 */
export function overlongText(value: unknown, max = MAX_TEXT_LENGTH): OverlongText | undefined {
  const stack: Visit[] = [{ value, parent: undefined, key: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value: item } = visit;
    if (typeof item === 'string') {
      if (item.length > max) return { path: pathOf(visit), length: item.length, isKey: false };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], parent: visit, key: i });
    } else if (item !== null && typeof item === 'object') {
      const keys = Object.keys(item);
      for (const key of keys)
        if (key.length > max) return { path: [...pathOf(visit), key], length: key.length, isKey: true };
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push({ value: (item as Record<string, unknown>)[keys[i]!], parent: visit, key: keys[i] });
    }
  }
  return undefined;
}
