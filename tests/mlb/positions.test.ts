import { describe, expect, it } from 'vitest';
import { positionsByPlateAppearances, POSITION_MIN_PA } from '../../src/mlb/positions.ts';
import { readSeasonData } from '../../src/mlb/seasonData.ts';
import { seasonSources } from '../helpers/inputs.ts';

const rows = (playerID: string, pas: Record<string, number>) =>
  Object.entries(pas).map(([position, PA]) => ({ playerID, position, PA }));

describe('positions from plate appearances by position', () => {
  it('lists the positions a batter held, most first, from 10 PA or 5% of his fielding PA', () => {
    // 3B 436, LF 178, RF 53, 1B 27 (each at least 10), CF 1 (under 10 and under 5% of 695): CF is left out.
    const listed = positionsByPlateAppearances(rows('b', { LF: 178, '3B': 436, CF: 1, RF: 53, '1B': 27, PH: 12 }));
    expect(listed.get('b')).toEqual(['3B', 'LF', 'RF', '1B']);
    // A 20-PA season: 2 PA at SS is 10% of it, so SS counts though under POSITION_MIN_PA.
    expect(2).toBeLessThan(POSITION_MIN_PA);
    expect(positionsByPlateAppearances(rows('c', { '2B': 18, SS: 2 })).get('c')).toEqual(['2B', 'SS']);
  });

  it('lists none for a batter who never took the field, and leaves out a position player pitching', () => {
    expect(positionsByPlateAppearances(rows('dh', { DH: 600, PH: 20 })).get('dh')).toEqual([]);
    expect(positionsByPlateAppearances(rows('m', { C: 262, P: 1 })).get('m')).toEqual(['C']);
  });
});

describe("a season's positions", () => {
  const data = readSeasonData(seasonSources(), 2016);
  it("are cardlab's hand-compiled rows where it has them, else derived from the by-position file", () => {
    // Javier Baez's hand row lists 1B (7 PA there, under both thresholds); Mookie Betts (BOS) has no hand row.
    expect(data.positions.get('CHN|baezja01')?.positions).toEqual(['2B', '3B', 'SS', '1B']);
    expect(data.positions.get('BOS|bettsmo01')?.positions).toEqual(['RF']);
    // David Ortiz was Boston's DH, with 3 PA at first base in National League parks: all of his fielding, so 1B.
    expect(data.positions.get('BOS|ortizda01')?.positions).toEqual(['1B']);
  });
});
