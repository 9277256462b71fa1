import { allocate } from '../../../stats/allocate.ts';
import { parseCardResult, type CardResult } from '../vocabulary.ts';
import { CATEGORIES, type Category } from '../../../mlb/lines.ts';

/** Rolls 00-96 hold the sized categories; 97, 98 and 99 are ROE/PO, ROE/LO and BK/WP on every built card. */
export const SIZED_ROLLS = 97;
const TAIL = ['ROE/PO', 'ROE/LO', 'BK/WP'] as const;

/** Whole rolls per category, in CATEGORIES order, summing to SIZED_ROLLS. */
export type CategoryCounts = readonly number[];

/**
 * How outs in play divide among fielders: 2016 MLB batted balls were about 52% ground balls, 38% fly balls and 10%
 * line drives caught; a right-handed batter pulls grounders to the left side and flies to left, a left-handed one
 * the other way. The data has no batted-ball types per player, so every card uses these shares.
 */
export function outShares(side: 'L' | 'R'): [string, number][] {
  const ground: [string, number][] =
    side === 'R'
      ? [
          ['GO-3B', 20],
          ['GO-SS', 30],
          ['GO-2B', 28],
          ['GO-1B', 15],
          ['GO-P', 7],
        ]
      : [
          ['GO-3B', 15],
          ['GO-SS', 28],
          ['GO-2B', 30],
          ['GO-1B', 20],
          ['GO-P', 7],
        ];
  const fly: [string, number][] =
    side === 'R'
      ? [
          ['FO-LF', 36],
          ['FO-CF', 37],
          ['FO-RF', 27],
        ]
      : [
          ['FO-LF', 27],
          ['FO-CF', 37],
          ['FO-RF', 36],
        ];
  const line: [string, number][] = [
    ['LO-SS', 40],
    ['LO-2B', 35],
    ['LO-3B', 25],
  ];
  return [
    ...ground.map(([k, x]): [string, number] => [k, x * 0.52]),
    ...fly.map(([k, x]): [string, number] => [k, x * 0.38]),
    ...line.map(([k, x]): [string, number] => [k, x * 0.1]),
  ];
}

/** Whole rolls from real-valued ones (largest remainder), keeping the total. */
export function wholeRolls(values: readonly number[], total = SIZED_ROLLS): number[] {
  return allocate(
    total,
    values.map((v) => Math.max(0, v)),
  );
}

/** The printed column of a card: results in roll order as `[text, rolls]` runs. */
export function columnRuns(counts: CategoryCounts, side: 'L' | 'R'): [string, number][] {
  const runs: [string, number][] = [];
  CATEGORIES.forEach((category: Category, i) => {
    const rolls = counts[i]!;
    if (category !== 'OUT') {
      if (rolls > 0) runs.push([category, rolls]);
      return;
    }
    const shares = outShares(side);
    const split = allocate(
      rolls,
      shares.map(([, x]) => x),
    );
    shares.forEach(([text], k) => {
      if (split[k]! > 0) runs.push([text, split[k]!]);
    });
  });
  for (const text of TAIL) runs.push([text, 1]);
  return runs;
}

/** A column as the engine reads it: one result per roll 00-99. */
export function columnResults(runs: readonly [string, number][]): CardResult[] {
  const column: CardResult[] = [];
  for (const [text, rolls] of runs) for (let i = 0; i < rolls; i++) column.push(parseCardResult(text)!);
  if (column.length !== 100) throw new RangeError(`a column covers 100 rolls, got ${column.length}`);
  return column;
}

/**
 * A column as a card file prints it: range keys ('00-02', '03') in roll order. A Map, because an object would put '36'
 * first.
 */
export function columnRanges(runs: readonly [string, number][]): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  const two = (n: number) => String(n).padStart(2, '0');
  for (const [text, rolls] of runs) {
    out.set(rolls === 1 ? two(at) : `${two(at)}-${two(at + rolls - 1)}`, text);
    at += rolls;
  }
  return out;
}
