import { describe, expect, it } from 'vitest';
import { rootStream } from '../../src/core/dice/streams.ts';
import {
  battersPerStart,
  FATIGUE_ONLY_BULLPEN,
  relieverWorkload,
  STANDARD_BULLPEN,
  USAGE_BULLPEN,
} from '../../src/engine/BullpenPolicy.ts';
import { GameState, HOME, NOBODY } from '../../src/core/game/GameState.ts';
import { League } from '../../src/core/game/League.ts';
import { GameEngine, lineupWithoutDh, type Fixture, type PlateAppearanceRecord } from '../../src/engine/playGame.ts';
import { fixturesOf, listedGamesPerTeam, listedSchedule, ownLeague, roundRobin } from '../../src/engine/schedule.ts';
import { SeasonLayout } from '../../src/engine/SeasonTally.ts';
import { OUTCOME_INDEX } from '../../src/core/model/outcomes.ts';
import { plainTeam, ScriptedRules } from './stubRules.ts';
import type { TeamSheet } from '../../src/core/game/TeamSheet.ts';

/** Plays one game under scripted rules; returns the records, the tally and the rules' calls. */
function playScripted(rules: ScriptedRules, bullpen = FATIGUE_ONLY_BULLPEN) {
  const league = new League([plainTeam('A'), plainTeam('H')], rules);
  const layout = new SeasonLayout(league.players, 2);
  const engine = new GameEngine(league, layout, bullpen);
  const records: PlateAppearanceRecord[] = [];
  engine.onPlateAppearance = (r) => records.push(r);
  const tally = new Float64Array(layout.size);
  engine.play({ away: 0, home: 1, awayStarter: 0, homeStarter: 0 }, rootStream(1), tally);
  return { league, layout, tally, records, engine };
}

describe('the game engine (scripted rules)', () => {
  it('plays nine innings of three strikeouts each, and extra innings until the home team walks off', () => {
    // Everyone strikes out, except the home team's first batter of the 11th, who homers.
    const rules = new ScriptedRules(
      (game) => (!game.top && game.inning === 11 && game.outs === 0 ? 'HR' : 'SO'),
      () => 99,
    );
    const { records, tally, layout } = playScripted(rules);
    const top = records.filter((r) => r.top);
    expect(top).toHaveLength(11 * 3); // eleven complete top halves
    expect(records.at(-1)).toMatchObject({ inning: 11, top: false, runs: 1, score: [0, 1] });
    expect(tally[layout.game('extraInningGames')]).toBe(1);
    expect(tally[layout.team(HOME, 'W')]).toBe(1);
    expect(tally[layout.game('completeHalfInnings')]).toBe(21); // the walk-off half-inning is not complete
  });

  it('carries the batting order across innings and never skips a batter', () => {
    // A walk opens the even innings' bottom halves; the visitors win it with a home run in the 9th.
    const rules = new ScriptedRules(
      (game) =>
        game.inning % 2 === 0 && !game.top && game.outs === 0 && game.bases[1] === -1
          ? 'BB'
          : game.inning === 9 && game.top && game.score[0] === 0
            ? 'HR'
            : 'SO',
      () => 99,
    );
    const { records } = playScripted(rules);
    expect(records.at(-1)).toMatchObject({ inning: 9, top: false, score: [1, 0] });
    for (const top of [true, false]) {
      const spots = records.filter((r) => r.top === top).map((r) => r.spot);
      spots.forEach((spot, i) => expect(spot).toBe(i % 9));
    }
  });

  it(
    'skips the bottom of the ninth when the home team leads, ' + 'and scores a walk-off single as the winning run only',
    () => {
      // The home team's first batter of the 1st homers; nobody else reaches.
      const lead = playScripted(
        new ScriptedRules(
          (game, _b) => (!game.top && game.inning === 1 && game.outs === 0 && game.score[1] === 0 ? 'HR' : 'SO'),
          () => 99,
        ),
      );
      expect(lead.records.filter((r) => !r.top && r.inning === 9)).toHaveLength(0);
      expect(lead.records.at(-1)).toMatchObject({ inning: 9, top: true, score: [0, 1] });
      // Bases loaded in the bottom of the ninth of a tied game: the walk forces in one run and the game ends 0-1.
      const walkOff = playScripted(
        new ScriptedRules(
          (game) => (!game.top && game.inning === 9 ? 'BB' : 'SO'),
          () => 99,
        ),
      );
      expect(walkOff.records.at(-1)).toMatchObject({ inning: 9, top: false, runs: 1, score: [0, 1] });
    },
  );

  it(
    "replaces a tired starter at the start of an inning, puts the reliever in the pitcher's " +
      'batting spot, and charges inherited runs to the pitcher who put the runner on',
    () => {
      // Starters (roster index 9) may start 5 innings. The away starter walks the first two batters of the bottom of
      // the 5th and strikes out the side; nothing else happens until the home team's first batter of the 10th homers.
      let walks = 0;
      const rules = new ScriptedRules(
        (game) => {
          if (!game.top && game.inning === 5 && walks < 2) return (walks++, 'BB');
          if (!game.top && game.inning === 10) return 'HR';
          return 'SO';
        },
        (pitcher) => (pitcher % 14 === 9 ? 5 : 99),
      );
      const { records, league, tally, layout } = playScripted(rules);
      const awayPitchers = [...new Set(records.filter((r) => !r.top).map((r) => r.pitcher))];
      expect(awayPitchers).toEqual([league.index(0, 9), league.index(0, 10)]); // fatigue-only: the best reliever first
      const sixth = records.filter((r) => !r.top && r.inning === 6);
      expect(sixth.every((r) => r.pitcher === league.index(0, 10))).toBe(true);
      // The away team's pitcher's spot (9th) now bats the reliever.
      const ninthSpot = records.filter((r) => r.top && r.spot === 8);
      expect(ninthSpot.at(-1)!.batter).toBe(league.index(0, 10));
      expect(ninthSpot[0]!.batter).toBe(league.index(0, 9));
      // The walk-off home run in the 10th is charged to the away reliever; the starter's two walks were stranded.
      expect(tally[layout.pitchingExtra(league.index(0, 9), 'R')]).toBe(0);
      expect(tally[layout.pitchingExtra(league.index(0, 10), 'R')]).toBe(1);
      expect(tally[layout.team(1, 'LOB')]).toBe(2);
    },
  );

  it('sends up a pinch hitter where the rules say so: the bench takes the spot, a pitcher batted for leaves', () => {
    // Everyone strikes out; the visitors bat for their pitcher (league index 9, spot 9) from the 7th on with their
    // bench man (index 8, the utility first baseman).
    class PinchHitting extends ScriptedRules {
      asked: { batter: number; candidate: number }[] = [];
      pinchHit(game: { inning: number; top: boolean }, batter: number, _pitcher: number, candidate: () => number) {
        this.asked.push({ batter, candidate: candidate() });
        return game.top && game.inning >= 7 && batter === 9;
      }
    }
    const rules = new PinchHitting(
      (game) => (game.inning === 9 && game.top && game.outs === 0 && game.score[0] === 0 ? 'HR' : 'SO'),
      () => 99,
    );
    const { records, tally, layout } = playScripted(rules);
    // The pitcher's spot comes up in the 3rd, 6th and 9th for the visitors (three up, three down): he bats in the
    // 3rd and 6th, the bench man in the 9th.
    const spotNine = records.filter((r) => r.top && r.spot === 8).map((r) => ({ inning: r.inning, batter: r.batter }));
    expect(spotNine).toEqual([
      { inning: 3, batter: 9 },
      { inning: 6, batter: 9 },
      { inning: 9, batter: 8 },
    ]);
    // Each side is offered its own bench man, the visitors' (index 8) and the home team's (14 + 8), until he is in the
    // game (then nobody: -1).
    expect(rules.asked.every((a) => (a.batter < 14 ? [8, -1] : [22]).includes(a.candidate))).toBe(true);
    expect(rules.asked.filter((a) => a.batter < 14 && a.candidate === 8).length).toBeGreaterThan(10);
    // The pitcher batted for in the 9th pitches no more: a reliever takes the bottom of the 9th.
    const bottomNine = records.filter((r) => !r.top && r.inning === 9).map((r) => r.pitcher);
    expect(bottomNine.length).toBeGreaterThan(0);
    expect(bottomNine.every((pitcher) => pitcher !== 9)).toBe(true);
    expect(tally[layout.battingExtra(8, 'G')]).toBe(1);
  });

  it('a pinch hitter for the pitcher leaves with him: the reliever bats in the spot, and the bench man is gone', () => {
    // The visitors bat for whoever pitches for them (indices 9-13, spot 9) every time; their one bench man (index 8)
    // can do it once. Everyone strikes out but the visitors' first batter of the 11th, who homers: the spot comes up
    // in the 3rd, 6th and 9th.
    const visitorsPitching = (batter: number) => batter >= 9 && batter < 14;
    class EveryTime extends ScriptedRules {
      asked: { inning: number; batter: number; candidate: number }[] = [];
      pinchHit(game: { inning: number; top: boolean }, batter: number, _pitcher: number, candidate: () => number) {
        if (!visitorsPitching(batter)) return false;
        this.asked.push({ inning: game.inning, batter, candidate: candidate() });
        return true;
      }
    }
    const rules = new EveryTime(
      (game) => (game.inning === 11 && game.top && game.outs === 0 && game.score[0] === 0 ? 'HR' : 'SO'),
      () => 99,
    );
    const { records } = playScripted(rules);
    const spotNine = records.filter((r) => r.top && r.spot === 8).map((r) => r.batter);
    // The 3rd: the bench man bats for the starter (9); the 6th and 9th: the relievers who came in bat, the bench being
    // empty (the bench man left with the starter he batted for).
    expect(spotNine[0]).toBe(8);
    expect(spotNine.length).toBeGreaterThanOrEqual(3);
    expect(spotNine.slice(1).every((batter) => visitorsPitching(batter) && batter !== 9)).toBe(true);
    const later = rules.asked.filter((a) => a.inning > 3);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((a) => a.candidate === -1)).toBe(true);
  });

  it('charges a run to the pitcher who put the runner on base, not to his reliever', () => {
    // The away starter (5 innings) walks two in the bottom of the 5th, who are stranded; fatigue brings in the
    // reliever for the 6th, who walks four: the forced run is his own, not the starter's.
    let walks5 = 0;
    let walks6 = 0;
    const rules = new ScriptedRules(
      (game) => {
        if (!game.top && game.inning === 5 && walks5 < 2) return (walks5++, 'BB');
        if (!game.top && game.inning === 6 && walks6 < 4) return (walks6++, 'BB');
        return 'SO';
      },
      (pitcher) => (pitcher % 14 === 9 ? 5 : 99),
    );
    const { tally, layout, league } = playScripted(rules);
    expect(tally[layout.pitchingExtra(league.index(0, 10), 'R')]).toBe(1);
    expect(tally[layout.pitchingExtra(league.index(0, 9), 'R')]).toBe(0);
  });

  it(
    'brings the closer into the ninth with a lead of one to three (standard ' +
      'bullpen) and pulls a pitcher charged with four runs in an inning',
    () => {
      // The home team scores one run in the 1st; nothing else happens: the home closer starts the 9th.
      const close = playScripted(
        new ScriptedRules(
          (game) => (!game.top && game.inning === 1 && game.outs === 0 && game.score[1] === 0 ? 'HR' : 'SO'),
          () => 99,
        ),
        STANDARD_BULLPEN,
      );
      const ninth = close.records.filter((r) => r.top && r.inning === 9);
      expect(new Set(ninth.map((r) => r.pitcher))).toEqual(new Set([close.league.index(1, 13)]));
      // Four home runs in the top of the 2nd: the home starter leaves after the fourth.
      let homers = 0;
      const hook = playScripted(
        new ScriptedRules(
          (game) => (game.top && game.inning === 2 && homers < 4 ? (homers++, 'HR') : 'SO'),
          () => 99,
        ),
        STANDARD_BULLPEN,
      );
      const second = hook.records.filter((r) => r.top && r.inning === 2);
      expect(second.slice(0, 4).every((r) => r.pitcher === hook.league.index(1, 9))).toBe(true);
      expect(second[4]!.pitcher).not.toBe(hook.league.index(1, 9));
    },
  );

  it('counts runs per game, runs per inning, RE24 and transitions consistently with the records', () => {
    let n = 0;
    const rules = new ScriptedRules(
      () => (['SO', 'BB', 'SO', 'HR', 'SO', 'BB', 'BB', 'SO'] as const)[n++ % 8]!,
      () => 7,
    );
    const { records, tally, layout, league } = playScripted(rules, STANDARD_BULLPEN);
    const runs = records.reduce((sum, r) => sum + r.runs, 0);
    expect(tally[layout.team(0, 'RS')]! + tally[layout.team(1, 'RS')]!).toBe(runs);
    let scored = 0;
    for (let p = 0; p < league.players; p++) scored += tally[layout.battingExtra(p, 'R')]!;
    expect(scored).toBe(runs); // runs = runners crossing home
    let transitions = 0;
    for (let i = layout.transitions; i < layout.outcomeRuns; i++) transitions += tally[i]!;
    expect(transitions).toBe(records.length);
    expect(tally[layout.outcomeRuns + OUTCOME_INDEX.HR]! + tally[layout.outcomeRuns + OUTCOME_INDEX.BB]!).toBe(runs);
  });
});

/** The round robin built game by game, as a list: what the schedule computes from a game's number. */
function listedRoundRobin(teams: number, gamesPerTeam: number): Fixture[] {
  const played = new Array<number>(teams).fill(0);
  const fixtures: Fixture[] = [];
  for (let round = 0; round < gamesPerTeam / (teams - 1); round++)
    for (let a = 0; a < teams; a++)
      for (let b = a + 1; b < teams; b++) {
        const [away, home] = round % 2 === 0 ? [a, b] : [b, a];
        fixtures.push({ away, home, awayStarter: played[away]!++, homeStarter: played[home]!++ });
      }
  return fixtures;
}

describe('schedules', () => {
  it('compute each game from its number as the round robin lists them, and never hold the season', () => {
    for (const [teams, games] of [
      [2, 4],
      [3, 6],
      [4, 9],
      [5, 8],
      [6, 10],
    ] as const)
      expect(fixturesOf(roundRobin(teams, games))).toEqual(listedRoundRobin(teams, games));
    const huge = roundRobin(4, 3e9); // a schedule of 6e9 games, read at its far end
    expect(huge.games).toBe(6e9);
    // The last game: the last pair, 2-3, in round 1e9 - 1 (odd: 3 away), each team's third game of the round.
    expect(huge.fixture(6e9 - 1)).toEqual({ away: 3, home: 2, awayStarter: 3e9 - 1, homeStarter: 3e9 - 1 });
  });
  it('share a round robin evenly, home and away in turn, and refuse an uneven one', () => {
    const fixtures = fixturesOf(roundRobin(3, 4));
    const games = [0, 1, 2].map((t) => fixtures.filter((f) => f.home === t || f.away === t).length);
    expect(games).toEqual([4, 4, 4]);
    expect(fixtures.filter((f) => f.home === 0).length).toBe(2);
    expect(() => roundRobin(3, 5)).toThrow(/cannot be shared evenly/);
    expect(() => ownLeague(2, 0)).toThrow(/at least 1/);
    expect(fixturesOf(ownLeague(2, 3)).map((f) => `${f.away}@${f.home}`)).toEqual([
      '0@2',
      '1@3',
      '2@0',
      '3@1',
      '0@2',
      '1@3',
    ]);
  });
});

/**
 * One game of two teams in which the visitors' leadoff man homers and every other batter strikes out, so the visitors
 * win in nine: the league and the game's plate appearances.
 */
function playHomerThenOuts(teams: TeamSheet[], fixtureOf: (league: League) => Fixture) {
  const rules = new ScriptedRules(
    (game) => (game.top && game.inning === 1 && game.outs === 0 && game.score[0] === 0 ? 'HR' : 'SO'),
    () => 99,
  );
  const league = new League(teams, rules);
  const layout = new SeasonLayout(league.players, 2);
  const engine = new GameEngine(league, layout, FATIGUE_ONLY_BULLPEN);
  const records: PlateAppearanceRecord[] = [];
  engine.onPlateAppearance = (r) => records.push(r);
  engine.play(fixtureOf(league), rootStream(1), new Float64Array(layout.size));
  return { league, records };
}

/** A plain team whose lineup has a DH (its 14th player, a bench bat) batting third, the nine fielders around him. */
function dhTeam(code: string) {
  const team = plainTeam(code);
  const bat = { ...team.players[0]!, id: `${code}-dh`, name: `${code} DH`, positions: ['1B' as const] };
  const fielders = team.lineups.vsR.filter((spot) => spot.position !== 'P');
  const lineup = [
    ...fielders.slice(0, 2),
    { player: team.players.length, position: 'DH' as const },
    ...fielders.slice(2),
  ];
  return { ...team, players: [...team.players, bat], lineups: { vsL: lineup, vsR: lineup } };
}

describe("a schedule as listed (MLB's as played)", () => {
  const league = { teams: [plainTeam('CHN'), plainTeam('CLE'), plainTeam('BOS')] };
  const games = [
    { away: 'CHN', home: 'CLE', dh: true },
    { away: 'BOS', home: 'CHN', dh: false },
    { away: 'CLE', home: 'CHN', dh: true },
  ];

  it("plays each game between the teams of its codes, each team's starters in turn by its own game count", () => {
    // CHN plays all three games (its games 0, 1, 2); CLE its 0 and 1; BOS its 0. Twice over, each turn goes on.
    expect(listedGamesPerTeam(games)).toBe(3);
    expect(fixturesOf(listedSchedule(league, { games, dh: true }, 6))).toEqual([
      { away: 0, home: 1, awayStarter: 0, homeStarter: 0, dh: true },
      { away: 2, home: 0, awayStarter: 0, homeStarter: 1, dh: false },
      { away: 1, home: 0, awayStarter: 1, homeStarter: 2, dh: true },
      { away: 0, home: 1, awayStarter: 3, homeStarter: 2, dh: true },
      { away: 2, home: 0, awayStarter: 1, homeStarter: 4, dh: false },
      { away: 1, home: 0, awayStarter: 3, homeStarter: 5, dh: true },
    ]);
  });

  it('starts the pitchers a game names, by the names their cards print', () => {
    const named = [{ away: 'CHN', home: 'CLE', dh: false, awayStarter: 'CHN pitcher 3', homeStarter: 'CLE pitcher 1' }];
    // plainTeam's pitchers are its players 9-13, pitcher k at index 8 + k.
    expect(listedSchedule(league, { games: named, dh: false }, 1).fixture(0)).toMatchObject({
      awayPitcher: 8 + 3,
      homePitcher: 8 + 1,
    });
    expect(() =>
      listedSchedule(league, { games: [{ ...named[0]!, awayStarter: 'CHN batter 1' }], dh: false }, 1),
    ).toThrow(/starter CHN batter 1 is not a pitcher of CHN/);
    // The engine starts him: the first batter of the game faces CHN pitcher 3.
    const { league: played, records } = playHomerThenOuts([plainTeam('CHN'), plainTeam('CLE')], (played) =>
      listedSchedule(played, { games: named, dh: false }, 1).fixture(0),
    );
    expect(records.find((r) => !r.top)?.pitcher).toBe(played.index(0, 8 + 3));
    expect(records.find((r) => r.top)?.pitcher).toBe(played.index(1, 8 + 1));
  });

  it('plays the starting lineups a game lists, batters by the names their cards print, the pitcher his spot', () => {
    // CHN bats its 9th man first, then its 1st to 7th, and the pitcher ninth; plainTeam's batter k is index k - 1.
    const order = [9, 1, 2, 3, 4, 5, 6, 7];
    const positions = ['1B', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF'] as const;
    const awayLineup = [
      ...order.map((k, i) => ({ name: `CHN batter ${k}`, position: i === 0 ? ('RF' as const) : positions[i]! })),
      { name: 'CHN pitcher 1', position: 'P' as const },
    ];
    const games = [{ away: 'CHN', home: 'CLE', dh: false, awayLineup }];
    const fixture = listedSchedule(league, { games, dh: false }, 1).fixture(0);
    expect(fixture.awayLineup?.map((spot) => spot.player)).toEqual([...order.map((k) => k - 1), -1]);
    const { league: played, records } = playHomerThenOuts([plainTeam('CHN'), plainTeam('CLE')], () => fixture);
    const visitors = records
      .filter((r) => r.top)
      .slice(0, 9)
      .map((r) => r.batter);
    expect(visitors).toEqual([...order.map((k) => played.index(0, k - 1)), played.index(0, 9)]);
    expect(() =>
      listedSchedule(
        league,
        { games: [{ ...games[0]!, awayLineup: [{ name: 'Nobody', position: 'C' as const }] }], dh: false },
        1,
      ),
    ).toThrow(/the schedule's C Nobody is not a player of CHN/);
  });

  it('refuses a team the league lacks, DH games in a league without DH lineups, and a partial season', () => {
    expect(() => listedSchedule(league, { games: [{ away: 'CHN', home: 'NYA', dh: false }], dh: false }, 1)).toThrow(
      /team NYA is not among the league's \(CHN, CLE, BOS\)/,
    );
    expect(() => listedSchedule(league, { games, dh: false }, 3)).toThrow(/play the league with the DH/);
    expect(() => listedSchedule(league, { games, dh: true }, 4)).toThrow(/multiple of 3 games per team \(got 4\)/);
  });

  it('takes the DH out of a game without one: the batters after him move up and the pitcher bats ninth', () => {
    const lineup = dhTeam('A').lineups.vsR;
    expect(lineupWithoutDh(lineup).map((spot) => spot.position)).toEqual([
      'C',
      '1B',
      '2B',
      '3B',
      'SS',
      'LF',
      'CF',
      'RF',
      'P',
    ]);
    const noDh = plainTeam('A').lineups.vsR;
    expect(lineupWithoutDh(noDh)).toBe(noDh);
    // In the engine: with dh false the DH never bats and the starter takes the ninth spot; with it, the DH bats 3rd.
    for (const dh of [false, true]) {
      const { league, records } = playHomerThenOuts([dhTeam('A'), dhTeam('H')], () => ({
        away: 0,
        home: 1,
        awayStarter: 0,
        homeStarter: 0,
        dh,
      }));
      const away = records.filter((r) => r.top);
      const designated = league.index(0, 14);
      const starter = league.index(0, 9);
      expect(away.some((r) => r.batter === designated)).toBe(dh);
      expect(away.filter((r) => r.spot === 8).every((r) => r.batter === (dh ? league.index(0, 7) : starter))).toBe(
        true,
      );
    }
  });
});

describe('the usage bullpen', () => {
  const staff = (outs: number[], workload: number[]) => ({
    current: NOBODY,
    available: [0, 1, 2, 3],
    closer: 3,
    runsThisInning: 0,
    seasonReliefOuts: Float64Array.from(outs),
    reliefWorkload: Float64Array.from(workload),
    battersPerStart: new Float64Array(4),
    seasonStarts: new Float64Array(4),
    seasonStartBatters: new Float64Array(4),
  });
  const game = new GameState(4);

  it('calls the reliever furthest behind his real workload, never the closer while another is left', () => {
    // Loads (outs + 1) / workload: 31/300 = .103, 10/50 = .2, 3/100 = .03 (the closer's 1/900 does not count).
    expect(USAGE_BULLPEN.reliever(game, staff([30, 9, 2, 0], [300, 50, 100, 900]))).toBe(2);
    // A pure starter (workload 0) relieves last; with only the closer left, the closer.
    expect(USAGE_BULLPEN.reliever(game, staff([30, 0, 90, 0], [300, 0, 100, 900]))).toBe(0);
    expect(USAGE_BULLPEN.reliever(game, { ...staff([0, 0, 0, 0], [1, 1, 1, 1]), available: [3] })).toBe(3);
  });

  it("counts a swingman's starts out of his real relief work", () => {
    // 700 batters faced in 20 starts and some relief: 25 a start leaves 200 in relief; a pure reliever keeps all.
    expect(relieverWorkload(700, 20)).toBe(200);
    expect(relieverWorkload(300, 0)).toBe(300);
    expect(relieverWorkload(400, 30)).toBe(0);
    // A pure starter's starts are his whole total (810 over 33), so nothing is left for relief.
    expect(battersPerStart(810, 33)).toBeCloseTo(24.545, 3);
    expect(relieverWorkload(810, 33)).toBe(0);
    // 35 a start is longer than any starter goes: a swingman, whose starts are taken at 25.
    expect(battersPerStart(700, 20)).toBe(25);
    expect(battersPerStart(300, 0)).toBe(0);
  });

  it('takes a starter out at his real batters per start, and lets him make up a short start in the next', () => {
    // Everyone strikes out but the home team's first four, who homer in the 1st: the visitors send up 27 batters, and
    // a 4-0 lead in the 9th is no save for the closer.
    let innings = 9;
    const rules = new ScriptedRules(
      (game) => (!game.top && game.inning === 1 && game.score[HOME]! < 4 ? 'HR' : 'SO'),
      () => innings,
    );
    // The starters' cards: 620 batters faced in 30 starts, 20.67 a start.
    const team = (code: string) => {
      const sheet = plainTeam(code);
      const players = sheet.players.map((p, i) =>
        i === 9 ? { ...p, targets: { batting: {}, pitching: { SO: 620 } } } : p,
      );
      return { ...sheet, players };
    };
    const league = new League([team('A'), team('H')], rules);
    const layout = new SeasonLayout(league.players, 2);
    const engine = new GameEngine(league, layout, USAGE_BULLPEN);
    const homeStarter = league.index(1, 9);
    let faced = 0;
    engine.onPlateAppearance = (r) => (faced += r.pitcher === homeStarter ? 1 : 0);
    const start = (limit: number) => {
      innings = limit;
      faced = 0;
      engine.play({ away: 0, home: 1, awayStarter: 0, homeStarter: 0 }, rootStream(1), new Float64Array(layout.size));
      return faced;
    };
    engine.startSeason();
    // First start: out at round(20.67) = 21 batters, two outs into the 7th.
    expect(start(9)).toBe(21);
    // Second: the rules take him out after an inning (3 batters).
    expect(start(1)).toBe(3);
    // Third: 3 x 20.67 - 24 = 38 due, so he pitches the whole game (27); without the catch-up he would leave at 21.
    expect(start(9)).toBe(27);
    // Fourth: 4 x 20.67 - 51 = 31.7 due, so 27 again; fifth: 5 x 20.67 - 78 = 25.3, out at 25.
    expect(start(9)).toBe(27);
    expect(start(9)).toBe(25);
    // A new season forgets the old one: out at 21 again.
    engine.startSeason();
    expect(start(9)).toBe(21);
    // The standard bullpen has no such hook: the whole game.
    const standard = new GameEngine(league, layout, STANDARD_BULLPEN);
    standard.onPlateAppearance = engine.onPlateAppearance;
    faced = 0;
    standard.play({ away: 0, home: 1, awayStarter: 0, homeStarter: 0 }, rootStream(1), new Float64Array(layout.size));
    expect(faced).toBe(27);
  });

  it('never takes out a reliever, or a starter with no starts of record, for his starts', () => {
    const game = new GameState(4);
    game.usage.enter(0, false);
    game.usage.enter(1, true);
    game.usage.battersFaced[0] = 40;
    game.usage.battersFaced[1] = 40;
    const view = { ...staff([0, 0, 0, 0], [1, 1, 1, 1]), battersPerStart: Float64Array.from([20, 0, 20, 20]) };
    // Pitcher 0 relieves today (a starter's length does not apply); pitcher 1 starts with no real starts.
    expect(USAGE_BULLPEN.pullNow(game, { ...view, current: 0 })).toBe(false);
    expect(USAGE_BULLPEN.pullNow(game, { ...view, current: 1 })).toBe(false);
    // Starting with a length of 20, after 40: out.
    game.usage.enter(2, true);
    game.usage.battersFaced[2] = 20;
    expect(USAGE_BULLPEN.pullNow(game, { ...view, current: 2 })).toBe(true);
    game.usage.battersFaced[2] = 19;
    expect(USAGE_BULLPEN.pullNow(game, { ...view, current: 2 })).toBe(false);
    // The 4-run hook is the standard bullpen's, for anyone.
    expect(USAGE_BULLPEN.pullNow(game, { ...view, current: 0, runsThisInning: 4 })).toBe(true);
  });
});
