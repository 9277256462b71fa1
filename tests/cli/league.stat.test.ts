import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { battersPerStart } from '../../src/engine/BullpenPolicy.ts';
import { cardlab } from '../helpers/cli.ts';

const LEAGUE = 'cards/league/pinetar-2016.yaml';

interface SeasonJson {
  games: number;
  teams: { code: string; G: number }[];
  players: {
    id: string;
    name: string;
    team: string;
    batting?: { pa: number };
    pitching?: { G: number; GS: number; pa: number };
  }[];
  league: {
    runsPerGame: number;
    mlb: { runsPerGame: number };
    usage: { gdpPerOpportunity: number };
    advancement: Fact[];
  };
  mlbRunExpectancy: { matrix: number[] };
  mlbAdvancement: Fact[];
}

interface Fact {
  id: string;
  outs: number | 'all';
  chances: number;
  share: number;
}

/** What the test reads of a Pine Tar card: its games started and its opponents' plate appearances. */
interface LeagueCard {
  id: string;
  team: string;
  pitching?: { starts?: number; targets: { season: { PA: number } } };
}

describe("a whole league plays MLB's 2016 schedule as played", () => {
  it('in multiples of its 162 games a team: another count is refused on the command line, exit 2', async () => {
    const run = await cardlab('season', LEAGUE, '--league', '--games', '100');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/\(command line\):0: --games: a multiple of 162 with --league .* got 100/);
  });

  it('every game, each started by the pitcher who started it, beside MLB runs per game and RE24', async () => {
    const run = await cardlab('season', LEAGUE, '--league', '--json', '--workers', '1');
    expect(run.stderr).toBe('');
    const season = JSON.parse(run.stdout) as SeasonJson;
    expect(season.games).toBe(2428);
    expect(season.teams).toHaveLength(30);
    expect(season.teams.every((t) => t.G === 161 || t.G === 162)).toBe(true);
    // Under the main rules nobody is ever unavailable, so every pitcher starts exactly the games Retrosheet's game
    // logs (schedule_2016.csv) say he started, counted here from the file; the starters are named by Retrosheet ID,
    // and pitching_2016.csv gives each ID's name.
    const read = (file: string) => parse(readFileSync(file), { columns: true }) as Record<string, string>[];
    const pitching = read('cards/sources/pitching_2016.csv');
    const name = new Map(pitching.map((row) => [row.retroID!, `${row.nameFirst} ${row.nameLast}`]));
    const lahmanTeam = (code: string) => (code === 'ANA' ? 'LAA' : code);
    const started = new Map<string, number>();
    for (const game of read('cards/sources/schedule_2016.csv'))
      for (const [team, id] of [
        [game.away!, game.awayStarter!],
        [game.home!, game.homeStarter!],
      ]) {
        const key = `${lahmanTeam(team!)}|${name.get(id!)}`;
        started.set(key, (started.get(key) ?? 0) + 1);
      }
    const starters = season.players.filter((p) => (p.pitching?.GS ?? 0) > 0);
    expect(starters.length).toBe(started.size);
    for (const p of starters) expect([p.name, p.pitching!.GS]).toEqual([p.name, started.get(`${p.team}|${p.name}`)]);
    // And Lahman's GS, apart from Retrosheet, agrees for all but one game: Seattle at Detroit, June 23 (Retrosheet's
    // starter Adrian Sampson, hurt at once; Lahman credits Vidal Nuno).
    const lahman = new Map<string, number>();
    for (const row of pitching)
      lahman.set(
        `${row.teamID}|${row.nameFirst} ${row.nameLast}`,
        (lahman.get(`${row.teamID}|${row.nameFirst} ${row.nameLast}`) ?? 0) + Number(row.GS),
      );
    const disagree = starters.filter((p) => lahman.get(`${p.team}|${p.name}`) !== p.pitching!.GS).map((p) => p.name);
    expect(disagree).toEqual(['Adrian Sampson']);
    // The usage bullpen takes a starter out once his starts this season have faced his real batters per start (his
    // card's batters faced over its games started), rounded: so a pitcher who never relieved faces, over his n starts,
    // at most n times that plus half a batter (the rounding is of the running total, so it never adds up), wherever
    // a reliever was left to take over. Without the hook 73 of 258 pass it (Pine Tar's MIP alone lets them go on).
    const cards = (parseYaml(readFileSync(LEAGUE, 'utf8')) as { players: LeagueCard[] }).players;
    const card = new Map(cards.map((c) => [`${c.team}|${c.id}`, c]));
    const onlyStarted = starters.filter((p) => p.pitching!.G === p.pitching!.GS);
    expect(onlyStarted.length).toBeGreaterThan(150);
    for (const p of onlyStarted) {
      const pitching = card.get(`${p.team}|${p.id}`)!.pitching!;
      const length = battersPerStart(pitching.targets.season.PA, pitching.starts ?? 0);
      expect(p.pitching!.pa).toBeLessThanOrEqual(p.pitching!.GS * length + 0.5);
    }
    expect(season.league.mlb.runsPerGame).toBeCloseTo(4.478, 3);
    expect(season.mlbRunExpectancy.matrix).toHaveLength(24);
    // How runners moved, beside MLB's measure for measure. The double plays a chance come once from the tally's
    // counters and once from its base-out transitions: the two must agree.
    expect(season.mlbAdvancement.map((f) => [f.id, f.outs])).toEqual(
      season.league.advancement.map((f) => [f.id, f.outs]),
    );
    const perChance = season.league.advancement.find((f) => f.id === 'double-play-per-chance')!;
    expect(perChance.share).toBeCloseTo(season.league.usage.gdpPerOpportunity, 12);
    const mlbSecond = season.mlbAdvancement.find((f) => f.id === 'second-scores-on-single' && f.outs === 2)!;
    expect(mlbSecond.chances).toBeGreaterThan(1500);
    // Managers bat for their pitchers (battedForPitcher), so pitchers bat about as often as they did. In 2016's NL,
    // pitchers (players with at least half their games on the mound, cards/sources) had 5.40% of the league's plate
    // appearances; with nobody batting for them (every reliever bats) this season gives 9.4%. A season's share varies
    // by about .001 (binomial over 92,000 plate appearances, .0007, with room for games' clustering): half a point
    // is the policy's claim, not the dice's.
    const gamesPitched = new Map<string, number>();
    for (const row of pitching)
      gamesPitched.set(
        `${row.teamID}|${row.playerID}`,
        (gamesPitched.get(`${row.teamID}|${row.playerID}`) ?? 0) + +row.G!,
      );
    const batting = read('cards/sources/batting_2016.csv').filter((row) => row.lgID === 'NL');
    const nl = new Set(batting.map((row) => row.teamID!));
    const plateAppearances = (row: Record<string, string>) => +row.AB! + +row.BB! + +row.HBP! + +row.SH! + +row.SF!;
    const realShare =
      batting
        .filter((row) => (gamesPitched.get(`${row.teamID}|${row.playerID}`) ?? 0) >= +row.G! / 2)
        .reduce((sum, row) => sum + plateAppearances(row), 0) /
      batting.reduce((sum, row) => sum + plateAppearances(row), 0);
    expect(realShare).toBeCloseTo(0.054, 3);
    const nlBatters = season.players.filter((p) => nl.has(p.team));
    const simulatedShare =
      nlBatters.filter((p) => p.pitching).reduce((sum, p) => sum + (p.batting?.pa ?? 0), 0) /
      nlBatters.reduce((sum, p) => sum + (p.batting?.pa ?? 0), 0);
    expect(Math.abs(simulatedShare - realShare)).toBeLessThan(0.005);
  });
});
