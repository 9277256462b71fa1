import { TWO_D6_WAYS } from '../../core/dice/DiceSource.ts';

/** The game id PBC card files carry (`game: pbc`). */
export const PBC_ID = 'pbc';

/**
 * The hit types of PBC's hit chart: single, double, triple, home run; `A` (runners advance an extra base without a
 * throw); `HR^` a home run the fielding team may rob by rolling a six.
 */
export const HIT_TYPES = ['1B', '1BA', '2B', '2BA', '3B', 'HR^', 'HR'] as const;
export type HitType = (typeof HIT_TYPES)[number];

/** Bases a hit type is worth to the batter. */
export const HIT_TYPE_BASES: Readonly<Record<HitType, number>> = {
  '1B': 1,
  '1BA': 1,
  '2B': 2,
  '2BA': 2,
  '3B': 3,
  'HR^': 4,
  HR: 4,
};

/** Whether runners take an extra base without a throw on the hit (`A`). */
export const ADVANCES: Readonly<Record<HitType, boolean>> = {
  '1B': false,
  '1BA': true,
  '2B': false,
  '2BA': true,
  '3B': false,
  'HR^': false,
  HR: false,
};

/**
 * The out key of a pitcher's Out Chart (BB, K, FO, PO, FR, FC, GO, GIDP, LIDP, SAC, the hits 1B-HR), with HBP from the
 * abbreviations and E for the errors the text says pitchers give up.
 */
export const OUT_KEYS = [
  'BB',
  'HBP',
  'K',
  'FO',
  'PO',
  'FR',
  'FC',
  'GO',
  'GIDP',
  'LIDP',
  'SAC',
  'E',
  '1B',
  '2B',
  '3B',
  'HR',
] as const;
export type OutKey = (typeof OUT_KEYS)[number];

/** One cell of an Out Chart: its key, and whether a roll-off (`*`) decides it. */
export interface ChartCell {
  key: OutKey;
  rollOff: boolean;
}

/** Keys that put the batter on base with no out made: what the printed baserunner probability counts. */
export const ON_BASE_KEYS: ReadonlySet<OutKey> = new Set(['BB', 'HBP', 'E', '1B', '2B', '3B', 'HR']);

/**
 * Reads an Out Chart cell, `*` before or after the key: `GO`, `2B*`, `*FO`.
 * @example parseChartCell('2B*') // => { key: '2B', rollOff: true }
 */
export function parseChartCell(text: string): ChartCell | string {
  const trimmed = text.trim().toUpperCase();
  const rollOff = trimmed.startsWith('*') || trimmed.endsWith('*');
  const key = trimmed.replace(/^\*|\*$/g, '');
  if (!(OUT_KEYS as readonly string[]).includes(key))
    return `an out key (${OUT_KEYS.join(', ')}), * before or after for a roll-off (got "${text}")`;
  return { key: key as OutKey, rollOff };
}

/** A batter's hit rolls: the 2d6 totals that are hits, and the hit type a total fixes (`=`). */
export interface HitRolls {
  totals: readonly number[];
  fixed: Readonly<Record<number, HitType>>;
}

/**
 * Reads a roster card's Hits: 2d6 totals separated by commas, a total followed by `=` and a hit type fixing that hit
 * (`3,5,7=2B`: a 7 is an automatic double, a 3 or 5 rolls the hit chart).
 * @example parseHits('3,5,7=2B') // => { totals: [3, 5, 7], fixed: { 7: '2B' } }
 */
export function parseHits(text: string): HitRolls | string {
  const totals: number[] = [];
  const fixed: Record<number, HitType> = {};
  const pieces = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const piece of pieces) {
    const match = /^(\d{1,2})(?:\s*=\s*(\S+))?$/.exec(piece);
    if (!match) return `hit totals like "5,9,11" or "3,5,7=2B" (got "${piece}")`;
    const total = Number(match[1]);
    if (total < 2 || total > 12) return `hit totals within 2-12, a 2d6 roll (got ${total})`;
    if (totals.includes(total)) return `each hit total once (${total} is listed twice)`;
    totals.push(total);
    if (match[2] !== undefined) {
      const type = match[2].toUpperCase();
      if (!(HIT_TYPES as readonly string[]).includes(type))
        return `a hit type after "=" (${HIT_TYPES.join(', ')}; got "${match[2]}")`;
      fixed[total] = type as HitType;
    }
  }
  return { totals: totals.sort((a, b) => a - b), fixed };
}

/**
 * The chance of a hit roll: the ways to roll the card's hit totals, out of 36 (what the printed Avg is).
 * @example hitChance({ totals: [5, 9, 11], fixed: {} }) // => 10 / 36
 */
export const hitChance = (hits: HitRolls): number => hits.totals.reduce((sum, t) => sum + TWO_D6_WAYS[t]!, 0) / 36;
