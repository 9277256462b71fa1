import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doublePlayRates, DOUBLE_PLAY_PRIOR_PA } from '../../src/mlb/doublePlays.ts';
import { readSeasonData } from '../../src/mlb/seasonData.ts';
import { seasonSources } from '../helpers/inputs.ts';

/** A column's sum over a season file, read here from the CSV itself. */
function columnSum(file: string, column: string): number {
  const [header, ...rows] = readFileSync(`cards/sources/${file}`, 'utf8').trim().split('\n');
  const at = header!.split(',').indexOf(column);
  return rows.reduce((sum, row) => sum + Number(row.split(',')[at]), 0);
}

describe('double plays grounded into, per plate appearance', () => {
  const data = readSeasonData(seasonSources(), 2016);
  const rates = doublePlayRates(data);

  it("the league's: every GIDP of the batting file over its plate appearances (2016: about .020)", () => {
    const league = columnSum('batting_2016.csv', 'GIDP') / columnSum('batting_2016.csv', 'PA_est');
    expect(rates.league).toBeCloseTo(league, 12);
    expect(rates.league).toBeGreaterThan(0.019);
    expect(rates.league).toBeLessThan(0.021);
    // The pitching file counts the same double plays, as induced.
    expect(columnSum('pitching_2016.csv', 'GIDP')).toBe(columnSum('batting_2016.csv', 'GIDP'));
  });

  it("a player's, shrunk toward the league's by 300 plate appearances (batters) or batters faced (pitchers)", () => {
    expect(DOUBLE_PLAY_PRIOR_PA).toBe(300);
    const zobrist = data.batting.get('zobribe01')!;
    // Zobrist: 17 in 631 PA (2.7%): (17 + 300 x league) / 931.
    expect(zobrist.GIDP).toBe(17);
    expect(rates.batter(zobrist)).toBeCloseTo((17 + 300 * rates.league) / (zobrist.line.PA + 300), 12);
    const arrieta = data.pitching.get('arrieja01')!;
    expect(arrieta.GIDP).toBe(17);
    expect(rates.pitcher(arrieta)).toBeCloseTo((17 + 300 * rates.league) / (arrieta.BFP + 300), 12);
    // No plate appearances: the league's; none grounded into in many: well under it, never below 0.
    expect(rates.batter({ ...zobrist, GIDP: 0, line: { ...zobrist.line, PA: 0 } })).toBeCloseTo(rates.league, 12);
    expect(rates.batter({ ...zobrist, GIDP: 0, line: { ...zobrist.line, PA: 2700 } })).toBeCloseTo(
      rates.league / 10,
      12,
    );
  });

  it("in other states: every rate per chance (MLB's share of chances, re24's pa column) times their share", () => {
    // 2016: MLB decided 18.3% of its plate appearances with a runner on 1st and fewer than two out.
    expect(data.doublePlayChances).toBeGreaterThan(0.18);
    expect(data.doublePlayChances).toBeLessThan(0.19);
    const inStates = doublePlayRates(data, 0.2);
    const scale = 0.2 / data.doublePlayChances!;
    expect(inStates.league).toBeCloseTo(rates.league * scale, 12);
    const zobrist = data.batting.get('zobribe01')!;
    expect(inStates.batter(zobrist)).toBeCloseTo(rates.batter(zobrist) * scale, 12);
    expect(inStates.pitchersBatting).toBeCloseTo(rates.pitchersBatting * scale, 12);
    // Sources without the table's plate appearances: per plate appearance as played, whatever the states.
    const without = { ...data, doublePlayChances: undefined };
    expect(doublePlayRates(without, 0.2).league).toBeCloseTo(rates.league, 12);
  });

  it('pitchers at the plate ground into fewer than the league (they bunt, and strike out)', () => {
    expect(rates.pitchersBatting).toBeLessThan(rates.league);
    expect(rates.pitchersBatting).toBeGreaterThan(0);
  });
});
