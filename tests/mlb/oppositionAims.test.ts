import { describe, expect, it } from 'vitest';
import { AIM_KINDS, aimKey } from '../../src/core/cards/cardAims.ts';
import type { ListedGame } from '../../src/core/game/ListedGame.ts';
import { oppositionAims, teamOppositionAims } from '../../src/mlb/oppositionAims.ts';
import { readMlbSchedule, playerNames } from '../../src/mlb/mlbSchedule.ts';
import { readSeasonData, type TeamSeason } from '../../src/mlb/seasonData.ts';
import { seasonSources } from '../helpers/inputs.ts';

/** A team that bats and pitches the same plain line: 600 PA, 150 singles, 30 home runs, 60 walks, 120 strikeouts. */
const plainTeam = (homeRunsAllowed = 30): TeamSeason => ({
  batting: { PA: 600, AB: 540, H: 180, '2B': 0, '3B': 0, HR: 30, BB: 60, IBB: 0, HBP: 0, SO: 120, SF: 0, SH: 0 },
  pitching: { BFP: 600, H: 150 + homeRunsAllowed, HR: homeRunsAllowed, BB: 60, HBP: 0, SO: 120 },
});

/** Every pair of `codes` meeting `times` times, home and away in turn. */
const roundRobin = (codes: readonly string[], times: number): ListedGame[] =>
  codes.flatMap((a, i) =>
    codes
      .slice(i + 1)
      .flatMap((b) =>
        Array.from({ length: times }, (_, k) => ({ away: k % 2 ? a : b, home: k % 2 ? b : a, dh: false })),
      ),
  );

describe('aims from the opposition a schedule met', () => {
  it('are none where every team is alike', () => {
    const teams = new Map(['A', 'B', 'C'].map((code) => [code, plainTeam()]));
    const aims = teamOppositionAims(teams, roundRobin(['A', 'B', 'C'], 6));
    for (const line of ['batting', 'pitching'] as const)
      for (const aim of aims[line].values()) for (const kind of AIM_KINDS) expect(aim[kind]).toBeCloseTo(0, 12);
  });

  it("solve the schedule's fixed point: one weak staff in a round robin of four", () => {
    // Team X's staff allows d more home runs a batter faced (60 for 30 in 600). In a round robin of N teams each
    // meets the others equally (1/(N-1) of its games). With batting aims b and pitching aims p (each centred: they sum
    // to none over the teams), a staff's opposition is the others' batting moved by their aims, so p_T = b_T / (N-1);
    // a lineup's is the others' pitching a_U moved by p_U, so b_T = (a_T - mean a + p_T) / (N-1). Together:
    // b_T = (a_T - mean a)(N-1) / (N(N-2)). X's own batters never met their weak staff: their opposition was the
    // stronger, and they are aimed up; the others down.
    const d = 30 / 600;
    const n = 4;
    const teams = new Map([
      ['X', plainTeam(60)],
      ['B', plainTeam()],
      ['C', plainTeam()],
      ['D', plainTeam()],
    ]);
    const aims = teamOppositionAims(teams, roundRobin(['X', 'B', 'C', 'D'], 6));
    // a_X - mean a = d (1 - 1/N); for the others, -d/N. The staff's extra home runs are hits on top of the same
    // singles, walks and strikeouts, so nothing else is aimed.
    const batting = (gap: number) => (gap * (n - 1)) / (n * (n - 2));
    const gaps = { X: d * (1 - 1 / n), B: -d / n, C: -d / n, D: -d / n };
    for (const [team, gap] of Object.entries(gaps)) {
      expect(aims.batting.get(team)!.HR).toBeCloseTo(batting(gap), 8);
      expect(aims.batting.get(team)!['1B']).toBeCloseTo(0, 12);
      expect(aims.pitching.get(team)!.HR).toBeCloseTo(batting(gap) / (n - 1), 8);
      expect(aims.batting.get(team)!.SO).toBeCloseTo(0, 12);
    }
  });

  it("aim every card of a team by its team's opposition: 2016, the Cubs against their schedule", () => {
    const sources = seasonSources();
    const data = readSeasonData(sources, 2016);
    const names = playerNames([sources['batting_2016.csv']!, sources['pitching_2016.csv']!]);
    const { games } = readMlbSchedule(sources['schedule_2016.csv']!, names);
    const team = teamOppositionAims(data.teams, games);
    expect(team.batting.size).toBe(30);
    const aims = oppositionAims(data, games, ['CHN']);
    const rizzo = aims.get(aimKey('batting', 'CHN', 'rizzo'))!;
    const lester = aims.get(aimKey('pitching', 'CHN', 'lester'))!;
    expect(rizzo).toEqual(team.batting.get('CHN'));
    expect(lester).toEqual(team.pitching.get('CHN'));
    expect([...aims.keys()].every((key) => key.includes('|CHN|'))).toBe(true);
    // A 2016 National League staff met pitchers at the plate, an American League one DHs: aimed to allow more in PA
    // mode (the games bring the weaker lineups back), by about a home run a thousand batters faced, the others less.
    const mean = (league: string[], kind: 'HR' | 'SO') =>
      league.reduce((sum, code) => sum + team.pitching.get(code)![kind], 0) / league.length;
    const NL = [
      'ARI',
      'ATL',
      'CHN',
      'CIN',
      'COL',
      'LAN',
      'MIA',
      'MIL',
      'NYN',
      'PHI',
      'PIT',
      'SDN',
      'SFN',
      'SLN',
      'WAS',
    ];
    const AL = [...team.pitching.keys()].filter((code) => !NL.includes(code));
    expect(mean(NL, 'HR')).toBeGreaterThan(0);
    expect(mean(AL, 'HR')).toBeLessThan(0);
    // Pitchers strike out more than any lineup's regulars: NL staffs are aimed to strike out fewer in PA mode.
    expect(mean(NL, 'SO')).toBeLessThan(mean(AL, 'SO'));
  });
});
