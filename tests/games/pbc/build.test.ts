import { describe, expect, it } from 'vitest';
import { baseOutState } from '../../../src/core/model/baseOut.ts';
import { OUTCOME_INDEX } from '../../../src/core/model/outcomes.ts';
import type { OutChart } from '../../../src/games/pbc/cards.ts';
import { batterVector, chartPool } from '../../../src/games/pbc/build/fitBatter.ts';
import { chartAgainst, chartParts, fitChart, pairCut } from '../../../src/games/pbc/build/fitChart.ts';
import { CELLS, cellIndex } from '../../../src/games/pbc/build/swingVectors.ts';
import { FitTarget, rateParts } from '../../../src/mlb/fitTarget.ts';
import { addShift, leagueMiss } from '../../../src/games/pbc/build/lineShift.ts';
import { VECTOR_WIDTH } from '../../../src/games/pbc/build/rateVector.ts';
import { batterStandIns, pitcherStandIns } from '../../../src/games/pbc/build/standIns.ts';
import { SwingVectors } from '../../../src/games/pbc/build/swingVectors.ts';
import { parseChartCell } from '../../../src/games/pbc/vocabulary.ts';
import { pbcTables, seasonSources } from '../../helpers/inputs.ts';
import { aimKey } from '../../../src/core/cards/cardAims.ts';
import { readSeasonData } from '../../../src/mlb/seasonData.ts';
import { teamRosters } from '../../../src/mlb/roster.ts';
import { aimsKey, playerAims } from '../../../src/games/pbc/build/playerAims.ts';

const chart = (text: string): OutChart =>
  [undefined, undefined, ...text.split(' ').map((c) => parseChartCell(c))] as unknown as OutChart;
const ACE = chart('HBP PO K K GO K K FO K BB* HR*');
const MOP = chart('HR 1B* BB GO FO K GO FO BB 2B* HR');
const vectors = new SwingVectors(pbcTables(), [{ state: baseOutState(), weight: 1 }]);
const RIZZO = { hits: { totals: [4, 8, 11], fixed: { 11: 'HR' as const } }, variance: 1, speed: 0 };
const PITCHER = { hits: { totals: [], fixed: {} }, variance: 0, speed: -1 };

describe('PBC builder: the league as built', () => {
  it("a chart pool merges each total's cells by share, and plays as the pitchers it pools", () => {
    const pool = chartPool([
      { weight: 3, outChart: ACE },
      { weight: 1, outChart: MOP },
    ]);
    expect(pool[6]).toEqual([
      { cell: { key: 'GO', rollOff: false }, share: 0.75 },
      { cell: { key: 'FO', rollOff: false }, share: 0.25 },
    ]);
    expect(pool[7]).toEqual([{ cell: { key: 'K', rollOff: false }, share: 1 }]);
    expect(pool[12]!.map((e) => e.share)).toEqual([0.75, 0.25]);
    // A batter reads one total a plate appearance: against the pool he plays the pitchers mixed by share, exactly.
    const pooled = batterVector(vectors, pool, RIZZO.hits, RIZZO.variance, RIZZO.speed);
    const ace = batterVector(vectors, chartPool([{ weight: 1, outChart: ACE }]), RIZZO.hits, 1, 0);
    const mop = batterVector(vectors, chartPool([{ weight: 1, outChart: MOP }]), RIZZO.hits, 1, 0);
    for (let i = 0; i < VECTOR_WIDTH; i++) expect(pooled[i]).toBeCloseTo(0.75 * ace[i]! + 0.25 * mop[i]!, 12);
  });

  it('a chart plays against a batter mix as the batters it mixes, by share', () => {
    const mixed = chartAgainst(
      chartParts(vectors, [
        { ...RIZZO, weight: 2 },
        { ...PITCHER, weight: 1 },
      ]),
      ACE,
    ).vector;
    const rizzo = batterVector(vectors, chartPool([{ weight: 1, outChart: ACE }]), RIZZO.hits, 1, 0);
    const pitcher = batterVector(vectors, chartPool([{ weight: 1, outChart: ACE }]), PITCHER.hits, 0, -1);
    for (let i = 0; i < VECTOR_WIDTH; i++) expect(mixed[i]).toBeCloseTo((2 * rizzo[i]! + pitcher[i]!) / 3, 12);
  });

  it('a chart searched from another is no worse than it', () => {
    const parts = chartParts(vectors, [{ ...RIZZO, weight: 1 }]);
    const line = { PA: 600, AB: 540, H: 140, '2B': 28, '3B': 2, HR: 20, BB: 50, IBB: 2, HBP: 6, SO: 130, SF: 4, SH: 0 };
    const fresh = fitChart(parts, line, 'calibrated');
    const again = fitChart(parts, line, 'calibrated', undefined, fresh.outChart);
    // The search starts where the first ended, a local optimum: nothing moves.
    expect(again.outChart).toEqual(fresh.outChart);
  });

  it("the pair cut's bound at a total is at most the score of every chart that differs there, and not idle", () => {
    const parts = chartParts(vectors, [
      { ...RIZZO, weight: 2 },
      { ...PITCHER, weight: 1 },
    ]);
    const line = { PA: 600, AB: 540, H: 140, '2B': 28, '3B': 2, HR: 20, BB: 50, IBB: 2, HBP: 6, SO: 130, SF: 4, SH: 0 };
    const target = new FitTarget(line, 36);
    const cells = [0, 0, ...ACE.slice(2).map((cell) => cellIndex(cell!))];
    const cut = pairCut(parts, [{ chart: cells, target, share: 1 }]);
    const vectorOf = (chart: readonly number[]) =>
      chartAgainst(parts, chart.map((k, t) => (t < 2 ? undefined : CELLS[k])) as unknown as OutChart).vector;
    const own = vectorOf(cells);
    cut.moved([own]);
    let biting = 0;
    for (let t = 2; t <= 12; t++) {
      const bound = cut.bound(0, t, rateParts(own));
      const scores = CELLS.map((_, k) => target.score(vectorOf(cells.map((was, u) => (u === t ? k : was)))));
      // A lower bound of every cell's score at t (the search skips the slot only when it cannot beat the best).
      expect(bound).toBeLessThanOrEqual(Math.min(...scores) * (1 + 1e-12));
      if (bound > 0.5 * Math.min(...scores)) biting++;
    }
    // ACE's five strikeout totals put it far from this line: the bound is most of the score at most totals.
    expect(biting).toBeGreaterThan(5);
  });

  it('the league aim asks nothing of cards that pool to the line, and adds up', () => {
    // A line of whole outcomes, as a card pooled would make it (no sacrifice bunts): 1B, 2B, 3B, HR, BB, HBP, SO, SF.
    const line = {
      PA: 1000,
      AB: 900,
      H: 250,
      '2B': 50,
      '3B': 5,
      HR: 30,
      BB: 80,
      IBB: 0,
      HBP: 10,
      SO: 200,
      SF: 10,
      SH: 0,
    };
    const pooled = new Float64Array(VECTOR_WIDTH);
    const put = { '1B': 165, '2B': 50, '3B': 5, HR: 30, BB: 80, HBP: 10, SO: 200, SF: 10, GO: 450 };
    for (const [o, n] of Object.entries(put)) pooled[OUTCOME_INDEX[o as keyof typeof OUTCOME_INDEX]] = n / 1000;
    for (const x of Object.values(leagueMiss(pooled, line))) expect(x).toBeCloseTo(0, 12);
    // Ten more strikeouts in 1000 than the cards make: the aim asks for them.
    expect(leagueMiss(pooled, { ...line, SO: 210 }).SO).toBeCloseTo(0.01, 12);
    expect(addShift({ SO: 0.01, HR: -0.002 }, { SO: 0.004 }, 0.5)).toEqual({
      '1B': 0,
      '2B': 0,
      '3B': 0,
      HR: -0.002,
      BB: 0,
      HBP: 0,
      SO: 0.012,
    });
  });

  it('stand-ins for one chart, or one batter, are that chart and that batter', () => {
    const pool = chartPool([{ weight: 1, outChart: ACE }]);
    const charts = pitcherStandIns(vectors, pool, 4);
    // However many the search may print, they play as the chart: identical charts merge into one.
    expect(charts).toEqual([{ share: expect.closeTo(1, 12) as number, outChart: ACE }]);
    expect(batterStandIns(vectors, [{ ...RIZZO, weight: 500 }], 3)).toEqual([{ share: 1, ...RIZZO }]);
  });

  it('stand-ins for two charts of equal shares are the two charts', () => {
    const pool = chartPool([
      { weight: 1, outChart: ACE },
      { weight: 1, outChart: MOP },
    ]);
    const charts = pitcherStandIns(vectors, pool, 6);
    const played = batterVector(
      vectors,
      chartPool(charts.map((c) => ({ weight: c.share, outChart: c.outChart }))),
      RIZZO.hits,
      1,
      0,
    );
    const real = batterVector(vectors, pool, RIZZO.hits, 1, 0);
    for (let i = 0; i < VECTOR_WIDTH; i++) expect(played[i]).toBeCloseTo(real[i]!, 9);
  });
});

describe("PBC builder: the cards' aims by player", () => {
  const data = readSeasonData(seasonSources(), 2016);
  const teams = ['NYA', 'TEX'];
  const rosters = teamRosters(data, teams);
  const idOn = (team: string, playerID: string, role: 'hitters' | 'pitchers' = 'hitters') =>
    rosters.find((r) => r.team === team)![role].find((p) => p.playerID === playerID)!.id;

  it("a traded player's card is fitted to his teams' aims, each by his games for it", () => {
    // Carlos Beltran, 2016 (Lahman's batting file): 99 games for the Yankees, 52 for Texas.
    const pitcher = rosters.find((r) => r.team === 'NYA')!.pitchers[0]!;
    const aims = new Map([
      [aimKey('batting', 'NYA', idOn('NYA', 'beltrca01')), { HR: 0.03 }],
      [aimKey('batting', 'TEX', idOn('TEX', 'beltrca01')), { SO: 0.01 }],
      [aimKey('batting', 'NYA', pitcher.id), { HR: 0.05 }],
      [aimKey('pitching', 'NYA', pitcher.id), { BB: -0.02 }],
    ]);
    const own = playerAims(data, teams, aims);
    expect(own.batting.get('beltrca01')!.HR).toBeCloseTo((0.03 * 99) / 151, 12);
    expect(own.batting.get('beltrca01')!.SO).toBeCloseTo((0.01 * 52) / 151, 12);
    // A pitcher's batting is never fitted to an aim; his pitching is.
    expect(own.batting.has(pitcher.playerID)).toBe(false);
    expect(own.pitching.get(pitcher.playerID)!.BB).toBeCloseTo(-0.02, 12);
    // The season fit's cache tells the aims apart, and knows them again.
    expect(aimsKey(own)).toBe(aimsKey(playerAims(data, teams, new Map(aims))));
    expect(aimsKey(own)).not.toBe(aimsKey(playerAims(data, teams, new Map([...aims].slice(1)))));
  });
});
