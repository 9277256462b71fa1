import { describe, expect, it } from 'vitest';
import { exactTally } from '../../../src/experiments/exactCheck.ts';
import { plateAppearanceDistribution } from '../../../src/exact/plateAppearanceDistribution.ts';
import { ColumnModel, INNING_OVER, type ColumnBatter } from '../../../src/games/pinetar/columnModel.ts';
import { matchupOf } from '../../../src/games/pinetar/plan.ts';
import { GRADES, type Grade } from '../../../src/games/pinetar/vocabulary.ts';
import { stateIndex, canonicalState } from '../../../src/core/model/baseOut.ts';
import { bkwp, column, matchup, tables } from '../../helpers/pinetar.ts';
import { DEFAULT_POLICIES } from '../../../src/games/pinetar/policies.ts';
import type { Position } from '../../../src/core/model/positions.ts';
import { POSITIONS } from '../../../src/core/model/positions.ts';

// A column with every kind of result, a BB on a modifier roll (the walk rule after the modifier) and a hit on the
// infield roll 19; BK/WP on two rolls so re-roll chains run several balls deep.
const COLUMN = column({
  '00': 'HR',
  '01-02': '3B',
  '03-06': '2B',
  '07-19': '1B',
  '20-29': 'BB',
  '30': 'HBP',
  '31-50': 'SO',
  '51-60': 'GO-SS',
  '61-66': 'GO-2B',
  '67-70': 'GO-3B',
  '71-76': 'FO-RF',
  '77-82': 'FO-CF',
  '83-88': 'FO-LF',
  '89-92': 'LO-SS',
  '93-95': 'GO-1B',
  '96': 'ROE/PO',
  '97': 'ROE/LO',
  '98-99': 'BK/WP',
});
const EC: Partial<Record<Position, number>> = { SS: 5, '2B': 3, P: 2 };
const DEFENSE = Object.fromEntries(POSITIONS.map((p) => [p, { ec: EC[p] ?? 0 }])) as Record<Position, { ec: number }>;
const BKWP = '21/99';
const model = new ColumnModel({ tables, policies: DEFAULT_POLICIES, defense: DEFENSE, bkwp: bkwp(BKWP) });

function reference(batter: ColumnBatter, grade: Grade, s: number) {
  const m = matchupOf(matchup({ column: COLUMN, grade, bkwp: BKWP, ec: EC, ...batter }));
  return plateAppearanceDistribution(m, canonicalState(s));
}

const only = (s: number) => Array.from({ length: 24 }, (_, i) => (i === s ? 1 : 0));

describe("ColumnModel (the builder's fast exact chain) against plateAppearanceDistribution", () => {
  // Exact enumerations compared exactly: every slot of the tally (outcomes and counters) to 1e-12, all 24 states.
  const cases: [string, ColumnBatter, Grade[]][] = [
    ['medium batter', { speed: 'M', shc: 50, isPitcher: false }, [...GRADES]],
    ['slow batter (roll 19 is a GO-SS)', { speed: 'S', shc: 'N', isPitcher: false }, ['A', 'D']],
    ['pitcher who sacrifices', { speed: 'S', shc: 70, isPitcher: true }, ['B', 'C']],
  ];
  for (const [label, batter, grades] of cases) {
    it(`${label}: tallies from every state match`, () => {
      for (const grade of grades) {
        for (let s = 0; s < 24; s++) {
          const fast = model.tally(COLUMN, batter, [{ grade, weight: 1 }], only(s)).counts;
          const slow = exactTally(reference(batter, grade, s)).counts;
          for (let i = 0; i < slow.length; i++)
            expect(Math.abs(fast[i]! - slow[i]!), `${grade} state ${s} slot ${i}`).toBeLessThan(1e-12);
        }
      }
    });
  }

  it('after-states from every state match', () => {
    const batter: ColumnBatter = { speed: 'F', shc: 'N', isPitcher: false };
    const rows = model.transitions(COLUMN, batter, 'A+');
    for (let s = 0; s < 24; s++) {
      const slow = new Float64Array(25);
      for (const { pa, probability } of reference(batter, 'A+', s))
        slow[pa.after.outs >= 3 ? INNING_OVER : stateIndex(pa.after)]! += probability;
      for (let i = 0; i < 25; i++) expect(Math.abs(rows[s]![i]! - slow[i]!)).toBeLessThan(1e-12);
    }
  });

  it('mixes grades and states by weight', () => {
    const batter: ColumnBatter = { speed: 'M', shc: 'N', isPitcher: false };
    const states = Array.from({ length: 24 }, (_, s) => (s % 5) + 1);
    const mixed = model.tally(
      COLUMN,
      batter,
      [
        { grade: 'A', weight: 0.25 },
        { grade: 'G', weight: 0.75 },
      ],
      states,
    ).counts;
    const parts = [
      ['A', 0.25],
      ['G', 0.75],
    ] as const;
    const sum = new Float64Array(mixed.length);
    for (const [grade, w] of parts) {
      for (let s = 0; s < 24; s++) {
        const one = exactTally(reference(batter, grade, s), w * states[s]!).counts;
        for (let i = 0; i < sum.length; i++) sum[i]! += one[i]!;
      }
    }
    for (let i = 0; i < sum.length; i++) expect(Math.abs(mixed[i]! - sum[i]!)).toBeLessThan(1e-11);
  });
});
