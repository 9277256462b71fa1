import { allocate } from '../../../stats/allocate.ts';
import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';

/** A row of a card side: its column (0-2 from the left), its 2d6 total, and its chances out of 36 (its weight). */
export interface CardRow {
  column: number;
  total: number;
  weight: number;
}

/** A row as laid out: the kinds of result it prints with their d20 numbers (1-20 in all; one part: no split). */
export interface LaidRow {
  row: CardRow;
  parts: { kind: string; slots: number }[];
}

/** Whole chances (1/108 of a side) or d20 twentieths of a chance (1/2160): what a layout can split a row into. */
export type Granularity = 'chances' | 'd20';
const SLOTS: Record<Granularity, number> = { chances: 1, d20: 20 };

/** The 33 rows of a side, three columns of 2-12. */
export function sideRows(): CardRow[] {
  const rows: CardRow[] = [];
  for (let column = 0; column < 3; column++)
    for (let total = 2; total <= 12; total++) rows.push({ column, total, weight: TWO_D6_WAYS[total]! });
  return rows;
}

/** Rows this light are kept for the second pass, where they take the remainders: one or two boundaries each. */
const RESERVED_WEIGHT = 2;

const byWeightThenPlace = (a: CardRow, b: CardRow) => b.weight - a.weight || a.column - b.column || a.total - b.total;

/**
 * Lays kinds of result out on rows so that each kind's chances come as close to its target as the granularity allows.
 * Units are twentieths of a chance (d20) or whole chances; a row of weight w has slots of w units each (20 slots on
 * the d20, 1 without splits). Targets become whole units by largest remainder, then:
 *  1. whole rows of weight 3 and more, heaviest first, go to the kind with the most left to fill, while a whole row
 *     still fits in it;
 *  2. what every kind still needs is laid end to end over the rows left, lightest first (the six rows of weight 1
 *     split into single units), smallest need first, each boundary at the nearest slot edge of its row, so no error
 *     carries from kind to kind.
 * A kind misses by at most half a slot at each of its two boundaries: nothing on weight-1 rows, a few units else.
 * @example layOut(sideRows(), [{ kind: 'SO', chances: 108 }], 'd20').every((r) => r.parts[0].kind === 'SO') // => true
 */
export function layOut(
  rows: readonly CardRow[],
  targets: readonly { kind: string; chances: number }[],
  granularity: Granularity,
): LaidRow[] {
  const slots = SLOTS[granularity];
  const unitsPerChance = slots;
  const capacity = rows.reduce((sum, r) => sum + r.weight, 0) * unitsPerChance;
  const need = allocate(
    capacity,
    targets.map((t) => Math.max(0, t.chances) * unitsPerChance),
  );
  const laid: LaidRow[] = [];
  const left: CardRow[] = [];
  for (const row of [...rows].sort(byWeightThenPlace)) {
    const units = row.weight * unitsPerChance;
    if (row.weight <= RESERVED_WEIGHT) {
      left.push(row);
      continue;
    }
    let best = -1;
    for (let k = 0; k < targets.length; k++) if (need[k]! >= units && (best < 0 || need[k]! > need[best]!)) best = k;
    if (best < 0) {
      left.push(row);
      continue;
    }
    need[best]! -= units;
    laid.push({ row, parts: [{ kind: targets[best]!.kind, slots }] });
  }
  // Smallest needs first, so they land on the weight-1 rows that hold them exactly.
  const order = targets
    .map((_, k) => k)
    .filter((k) => need[k]! > 0)
    .sort((a, b) => need[a]! - need[b]! || a - b);
  left.sort((a, b) => a.weight - b.weight || a.column - b.column || a.total - b.total);
  const starts: number[] = [];
  let end = 0;
  for (const r of left) {
    starts.push(end);
    end += r.weight * slots;
  }
  // Each kind's end on the units axis, snapped to the nearest slot edge of the row it falls in (never backwards).
  const bounds: number[] = [];
  let cumulative = 0;
  for (const k of order) {
    cumulative += need[k]!;
    let r = 0;
    while (r + 1 < left.length && starts[r + 1]! <= cumulative) r++;
    const weight = left[r]?.weight ?? 1;
    const snapped = cumulative >= end ? end : starts[r]! + Math.round((cumulative - starts[r]!) / weight) * weight;
    bounds.push(Math.max(snapped, bounds[bounds.length - 1] ?? 0));
  }
  if (bounds.length > 0) bounds[bounds.length - 1] = end;
  left.forEach((r, i) => {
    const from = starts[i]!;
    const to = from + r.weight * slots;
    const parts = order.map((k, j) => {
      const low = Math.max(from, j === 0 ? 0 : bounds[j - 1]!);
      const high = Math.min(to, bounds[j]!);
      return { kind: targets[k]!.kind, slots: Math.max(0, high - low) / r.weight };
    });
    laid.push({ row: r, parts: merged(parts) });
  });
  return laid;
}

/** Adjacent parts of one kind as one part. */
function merged(parts: readonly { kind: string; slots: number }[]): { kind: string; slots: number }[] {
  const out: { kind: string; slots: number }[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && last.kind === part.kind) last.slots += part.slots;
    else if (part.slots > 0) out.push({ ...part });
  }
  return out;
}

/** Chances per kind of a layout. */
export function laidChances(laid: readonly LaidRow[]): Map<string, number> {
  const slots = Math.max(...laid.map((r) => r.parts.reduce((s, p) => s + p.slots, 0)));
  const out = new Map<string, number>();
  for (const { row, parts } of laid)
    for (const part of parts) out.set(part.kind, (out.get(part.kind) ?? 0) + (row.weight * part.slots) / slots);
  return out;
}
