import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PbcMatchup } from './matchup.ts';
import { HIT_TYPES, OUT_KEYS, type ChartCell, type HitType } from './vocabulary.ts';

/** What the swing gave: a hit of a type, or the Out Chart's cell (a fatigue walk is the BB cell). */
export type Swing = { kind: 'hit'; type: HitType } | { kind: 'chart'; cell: ChartCell };

/** Every swing value, made once: a swing is compared by identity (compiled subtrees are shared by it). */
const HITS = Object.fromEntries(HIT_TYPES.map((type) => [type, { kind: 'hit', type }])) as Record<
  HitType,
  Swing & { kind: 'hit' }
>;
const CELLS = new Map<string, Swing & { kind: 'chart' }>(
  OUT_KEYS.flatMap((key) =>
    [false, true].map((rollOff) => [`${key}${rollOff ? '*' : ''}`, { kind: 'chart', cell: { key, rollOff } }] as const),
  ),
);
export const hitSwing = (type: HitType): Swing => HITS[type];
export const chartSwing = (cell: ChartCell): Swing => CELLS.get(`${cell.key}${cell.rollOff ? '*' : ''}`)!;
const WALK = chartSwing({ key: 'BB', rollOff: false });

/**
 * The hit-type roll: 2d6 on the hit chart, moved by the batter's Variance when his manager takes it (past 2 or 12 it
 * reads 2 or 12).
 * @example hitType(skip, scriptedDice([['d6', 5], ['d6', 3]])) // => '1B' (Skip Higgins rolled an 8, Variance 0)
 */
export function hitType(m: PbcMatchup, dice: DiceSource): HitType {
  const roll = dice.d6() + dice.d6();
  const chart = m.tables.hitChart;
  const rolled = chart[roll]!;
  const { variance } = m.batter;
  if (variance === 0) return rolled;
  const shifted = chart[Math.min(12, Math.max(2, roll + variance))]!;
  return shifted !== rolled && m.policies.applyVariance(rolled, shifted) ? shifted : rolled;
}

/** Whether the pitcher's fatigue points turn an Out Chart total into a walk (from 2 and 12 inwards). */
export const fatigueWalks = (m: PbcMatchup, total: number): boolean =>
  m.pitcher.fatigue < 0 && m.pitcher.fatigue <= m.tables.fatigue.walkAt[total]!;

/**
 * The swing: a 2d6 hit roll read on the batter's hit rolls first (they supersede the Out Chart), a hit's type fixed
 * by `=` or rolled on the hit chart; a miss reads the pitcher's Out Chart, a walk where his fatigue reaches the total.
 * @example swing(jimmyAdams, scriptedDice([['d6', 3], ['d6', 4]])) // => { kind: 'hit', type: '2B' } (7=2B)
 */
export function swing(m: PbcMatchup, dice: DiceSource): Swing {
  const total = dice.d6() + dice.d6();
  const { hits } = m.batter;
  if (hits.totals.includes(total)) return HITS[hits.fixed[total] ?? hitType(m, dice)];
  if (fatigueWalks(m, total)) return WALK;
  return chartSwing(m.pitcher.outChart[total]!);
}
