import { describe, expect, it } from 'vitest';
import type { SeasonLine } from '../../../src/core/cards/cardLines.ts';
import { calibrateSplitCard, type SplitColumn } from '../../../src/games/pinetar/build/calibrate.ts';
import { ColumnModel } from '../../../src/games/pinetar/columnModel.ts';
import { DEFAULT_POLICIES } from '../../../src/games/pinetar/policies.ts';
import { POSITIONS, type Position } from '../../../src/core/model/positions.ts';
import { bkwp, tables } from '../../helpers/pinetar.ts';

const DEFENSE = Object.fromEntries(POSITIONS.map((p) => [p, { ec: 0 }])) as Record<Position, { ec: number }>;
const model = new ColumnModel({ tables, policies: DEFAULT_POLICIES, defense: DEFENSE, bkwp: bkwp('21/99') });
const opposition = {
  model,
  batter: { speed: 'M', shc: 50, isPitcher: false },
  grades: [{ grade: 'C', weight: 1 }],
  states: Array.from({ length: 24 }, (_, i) => (i === 0 ? 1 : 0)),
} as const;

// A regular's season, hit by one pitch in 600: an HBP roll in a column moves OBP past its budget, so only the rule that
// every printed result gets a roll puts one on his card.
const SEASON: SeasonLine = { PA: 600, AB: 540, H: 150, '2B': 30, '3B': 3, HR: 20, BB: 55, HBP: 1, SO: 120, SF: 4 };
const split = (line: SeasonLine, side: 'L' | 'R', share: number): SplitColumn => ({
  line,
  side,
  opposition: { ...opposition, grades: [...opposition.grades] },
  share,
});

describe('calibrateSplitCard: every result the season prints gets a roll', () => {
  it('a batter who never faced a left-hander gets his HBP roll in the column he played (vs RHP)', () => {
    // With no plate appearance against left-handers his vsL column is a share of 0 of his season: a roll there would
    // leave the season's HBP at 0 (the season-fit test's cell of probability 0 that is not empty).
    const lefties: SeasonLine = { PA: 100, AB: 90, H: 25, '2B': 5, '3B': 0, HR: 3, BB: 10, HBP: 0, SO: 20 };
    const card = calibrateSplitCard(SEASON, { vsL: split(lefties, 'R', 0), vsR: split(SEASON, 'R', 1) });
    expect(card.vsR.tally.outcomeCounts().HBP).toBeGreaterThan(0);
  }, 60_000);

  it('a batter who faced both hands gets it in the column with the smaller share', () => {
    const card = calibrateSplitCard(SEASON, { vsL: split(SEASON, 'R', 0.3), vsR: split(SEASON, 'R', 0.7) });
    expect(card.vsL.tally.outcomeCounts().HBP).toBeGreaterThan(0);
    expect(card.vsR.tally.outcomeCounts().HBP).toBe(0);
  }, 60_000);
});
