import { describe, expect, it } from 'vitest';
import { formatBuildReport, type CannotFitNote } from '../../src/cli/format/build.ts';
import { formatLinesOutside } from '../../src/cli/format/linesOutside.ts';
import type { CardBudgetFit } from '../../src/experiments/budgetFit.ts';
import { FIT_RATES, type FitRate } from '../../src/mlb/fitTarget.ts';
import { OUTCOMES } from '../../src/core/model/outcomes.ts';

const note = (i: number, why: string): CannotFitNote => ({
  name: `Player ${i}`,
  team: 'BOS',
  line: 'batting',
  rates: ['HR%'],
  why,
});

describe("the build report's cannot-fit notes", () => {
  it('lists every note of a team-sized set', () => {
    const notes = [note(1, 'a season of 33 PA, under 100: AVG .2345 for .1940 (budget .0011)')];
    expect(formatBuildReport([], notes)).toMatch(
      /cannot fit \(1\):\n {2}Player 1 \(BOS\) batting: HR%\. a season of 33/,
    );
  });

  it("lists a whole league's first 40 and counts the rest by reason, numbers and lists of results read alike", () => {
    // 30 with results at the floor (two different lists), 20 short seasons of different lengths.
    const notes = [
      ...Array.from({ length: 15 }, (_, i) => note(i, 'HR, 3B at the floor: the card prints none: HR% .0161')),
      ...Array.from({ length: 15 }, (_, i) => note(15 + i, 'BB at the floor: the card prints none: BB% .0456')),
      ...Array.from({ length: 20 }, (_, i) => note(30 + i, `a season of ${10 + i} PA, under 100: AVG .2`)),
    ];
    const report = formatBuildReport([], notes);
    expect(report.match(/^ {2}Player \d+ \(BOS\)/gm)).toHaveLength(40);
    expect(report).toMatch(
      /\.\.\. and 10 more .*; by why:\n +30 {2}batting: results at the floor\n +20 {2}batting: a season of N PA, under N$/,
    );
  });
});

describe("the build report's regulars", () => {
  /** A batter's fit missing `missed`; the rates themselves do not enter the counts. */
  const fit = (name: string, pa: number, missed: FitRate[]): CardBudgetFit => ({
    id: name,
    name,
    team: 'BOS',
    role: 'batter',
    pa,
    rates: Object.fromEntries(FIT_RATES.map((r) => [r, { target: 0.1, exact: 0.1, budget: 0.001 }])) as never,
    missed,
    inconsistent: false,
    printed: Object.fromEntries(OUTCOMES.map((o) => [o, pa / OUTCOMES.length])) as never,
    shares: Object.fromEntries(OUTCOMES.map((o) => [o, 1 / OUTCOMES.length])) as never,
  });

  it('counts regulars per rate, on all six, and with the rates their notes explain set aside', () => {
    // Three regulars: a within on all six, b missing HR% (noted), c missing AVG and HR% (HR% noted, AVG not); d is
    // no regular (299 PA) and misses everything.
    const fits = [fit('a', 600, []), fit('b', 400, ['HR%']), fit('c', 300, ['AVG', 'HR%']), fit('d', 299, ['AVG'])];
    const notes = [
      { ...note(0, 'HR at the floor'), name: 'b' },
      { ...note(0, 'HR at the floor'), name: 'c' },
    ];
    const report = formatBuildReport(fits, notes);
    expect(report).toContain('batters  AVG 2/4  OBP 4/4');
    expect(report).toContain(
      'regulars (300+ PA)  AVG 2/3  OBP 3/3  SLG 3/3  K% 3/3  BB% 3/3  HR% 1/3; on all six 1/3, 2/3 with the rates',
    );
    // A note on another team's player of the same name, or on his pitching, explains nothing.
    const elsewhere = [
      { ...notes[0]!, team: 'NYA' },
      { ...notes[1]!, line: 'pitching' },
    ];
    expect(formatBuildReport(fits, elsewhere)).toContain('on all six 1/3, 1/3 with the rates');
  });

  it("sets the batters pooled beside MLB's line, and at their teams' PA beside MLB's position players'", () => {
    // a prints .200 (singles and strikeouts only) and plays .300; t, traded, prints and plays .100, his whole season
    // of 400 PA on this team's card, 100 of them for this team. At their printed PA: exact (600 x .3 + 400 x .1) /
    // 1000 = .220, printed (120 + 40) / 1000 = .160; at their teams' 700 PA: exact (180 + 10) / 700 = .271, printed
    // (120 + 10) / 700 = .186.
    const hitting = (avg: number) => (o: string) => ({ '1B': avg, SO: 1 - avg })[o] ?? 0;
    const batter = (name: string, pa: number, printed: number, plays: number): CardBudgetFit => ({
      ...fit(name, pa, []),
      printed: Object.fromEntries(OUTCOMES.map((o) => [o, pa * hitting(printed)(o)])) as never,
      shares: Object.fromEntries(OUTCOMES.map((o) => [o, hitting(plays)(o)])) as never,
    });
    const fits = [
      batter('a', 600, 0.2, 0.3),
      batter('t', 400, 0.1, 0.1),
      { ...fit('p', 700, []), role: 'pitcher' as const },
    ];
    const mlb = {
      season: 2016,
      slash: { AVG: 0.2553, OBP: 0.3216, SLG: 0.4174 },
      positionPlayers: {
        slash: { AVG: 0.2589, OBP: 0.3259, SLG: 0.4246 },
        teamPA: new Map([
          ['BOS|a', 600],
          ['BOS|t', 100],
        ]),
      },
    };
    const report = formatBuildReport(fits, [], mlb);
    expect(report).toContain('PA mode (batting; against the pitchers), MLB 2016:');
    expect(report).toContain(
      '  batters  .220/.220/.220 exact at their 1,000 PA (printed .160/.160/.160; MLB .255/.322/.417)',
    );
    expect(report).toContain(
      '    at their 700 PA for their teams .271/.271/.271 exact (printed .186/.186/.186; MLB without its pitchers ' +
        'batting .259/.326/.425)',
    );
    expect(report).toMatch(/pitchers .* \(printed .*; MLB \.255\/\.322\/\.417\)$/m);
    expect(report.match(/for their teams/g)).toHaveLength(1);
  });
});

describe("a season-context build's team lines outside .005", () => {
  const fit = (name: string, team: string, role: 'batter' | 'pitcher') => ({ name, team, role }) as CardBudgetFit;
  const by = { AVG: 0.0081, OBP: -0.0004, SLG: 0.02291 };

  it('gives each line its signed misses in points and its cards that cannot fit a slash rate, of its cards', () => {
    // CHN's staff: three pitchers, two noted on a slash rate (p1 twice: counted once), p3 on HR% only; a note on a
    // CHN batter or on another team's pitcher of the same name counts for none.
    const fits = [fit('p1', 'CHN', 'pitcher'), fit('p2', 'CHN', 'pitcher'), fit('p3', 'CHN', 'pitcher')];
    const pitching = (name: string, rates: string[], team = 'CHN', line = 'pitching') => ({
      ...note(0, 'the chart cannot take hits away'),
      name,
      team,
      line,
      rates,
    });
    const notes = [
      pitching('p1', ['AVG']),
      pitching('p1', ['SLG', 'HR%']),
      pitching('p2', ['OBP']),
      pitching('p3', ['HR%']),
      pitching('p3', ['AVG'], 'NYA'),
      pitching('p3', ['AVG'], 'CHN', 'batting'),
    ];
    const lines = formatLinesOutside(3, [{ team: 'CHN', side: 'pitching', miss: 0.02291, by }], fits, notes);
    expect(lines[0]).toMatch(/^team lines outside \.005 in round 3 \(games less printed, in points;/);
    expect(lines.slice(1)).toEqual([
      '  CHN pitching  AVG +8.1  OBP -0.4  SLG +22.9; 2 of its 3 cards cannot fit a slash rate',
    ]);
  });

  it('says nothing when every line is within', () => {
    expect(formatLinesOutside(2, [], [fit('p1', 'CHN', 'pitcher')], [])).toEqual([]);
  });
});
