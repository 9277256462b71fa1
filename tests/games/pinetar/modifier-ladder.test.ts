import { expect, it } from 'vitest';
import { modifiedResult } from '../../../src/games/pinetar/resolve.ts';
import { GRADES, type Grade } from '../../../src/games/pinetar/vocabulary.ts';
import { WOBA_2016 } from '../../../src/core/model/rates.ts';
import { column, matchup } from '../../helpers/pinetar.ts';

/** A 2016-average column: HR 3, 2B 5, 1B 15, BB 8, HBP 1, SO 21 per 100 PA, then outs. */
const average = column({
  '00-02': 'HR',
  '03-07': '2B',
  '08-22': '1B',
  '23-30': 'BB',
  '31': 'HBP',
  '32-52': 'SO',
  '53-75': 'GO-SS',
  '76-90': 'FO-CF',
  '91-96': 'LO-SS',
  '97': 'ROE/PO',
  '98': 'ROE/LO',
  '99': 'BK/WP',
});
const weight = (text: string): number => (WOBA_2016 as Record<string, number>)[text] ?? 0;

/** wOBA numerator per PA of the column's results after the modifier, enumerating all 100 rolls exactly. */
function woba(grade: Grade): number {
  const m = matchup({ column: average, grade });
  return average.reduce((sum, result, roll) => sum + weight(modifiedResult(m, roll, result).text), 0) / 100;
}

it('the modifier table is a ladder: A+ < A < B < M < C < D < E < G for an average column', () => {
  const value = Object.fromEntries(GRADES.map((g) => [g, woba(g)])) as Record<Grade, number>;
  const order: Grade[] = ['A+', 'A', 'B', 'M', 'C', 'D', 'E', 'G'];
  for (let i = 1; i < order.length; i++)
    expect(value[order[i]!], `${order[i - 1]} < ${order[i]}`).toBeGreaterThan(value[order[i - 1]!]);
  // The numbers quoted in the table's header. By hand, with the modifier rolls 0 (HR), 5 (2B), 10/15/20 (1B),
  // 25/30 (BB), 35-50 (SO): A+ loses HR 2.015 + (2B->1B) 0.364 + 3 x 1B 0.878 + 2 x BB 0.691 = 6.395 per 100 PA
  // = -.064; C gains 3 x (2B - 1B) = 3 x 0.364 = 1.092 per 100 PA = +.011.
  const unmodified = average.reduce((sum, r) => sum + weight(r.text), 0) / 100;
  const shift = (g: Grade) => Math.round((value[g] - unmodified) * 1000) / 1000;
  expect(order.map(shift)).toEqual([-0.064, -0.031, -0.017, 0.009, 0.011, 0.014, 0.018, 0.058]);
});
