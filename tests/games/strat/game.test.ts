import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { rootStream, streamAt } from '../../../src/core/dice/streams.ts';
import { STANDARD_BULLPEN } from '../../../src/engine/BullpenPolicy.ts';
import { AWAY, GameState, HOME, NOBODY } from '../../../src/core/game/GameState.ts';
import { GameEngine, REGULATION_INNINGS, type PlateAppearanceRecord } from '../../../src/engine/playGame.ts';
import { fixturesOf, roundRobin } from '../../../src/engine/schedule.ts';
import { SeasonLayout } from '../../../src/engine/SeasonTally.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { EMPTY } from '../../../src/core/model/baseOut.ts';
import { OUTCOME_INDEX } from '../../../src/core/model/outcomes.ts';
import { TALLY_SLOTS, Tally } from '../../../src/core/model/Tally.ts';
import type { StratCard, StratPitching } from '../../../src/games/strat/cards.ts';
import {
  PointOfWeakness,
  reliefMaximumOuts,
  reliefOutsBeforeWeakness,
  type PitchedPlateAppearance,
} from '../../../src/games/strat/game/pointOfWeakness.ts';
import { fielderAt } from '../../../src/games/strat/defense.ts';
import { isCloserSituation, StratGameRules } from '../../../src/games/strat/game/StratGameRules.ts';
import { stratSeasonLeague } from '../../../src/games/strat/game/seasonLeague.ts';
import { stratRosterPlayer, stratTeams } from '../../../src/games/strat/game/teamSheets.ts';
import { resolvePlateAppearance } from '../../../src/games/strat/resolve.ts';
import { simulateSeason } from '../../../src/harness/simulateSeason.ts';
import { summariseSeason } from '../../../src/experiments/seasonSummary.ts';
import { mlbSeason } from '../../../src/mlb/mlbTotals.ts';
import { seasonLeagueOf, type SeasonSpec } from '../../../src/harness/seasonLeague.ts';
import { tables, walkthrough } from '../../helpers/strat.ts';
import { stratSet, loadedSets, readInput } from '../../helpers/inputs.ts';

const CUBS = 'cards/strat/2016-cubs.yaml';
const CLEVELAND = 'cards/strat/2016-cleveland.yaml';

const pitching = (ratings: Partial<StratPitching>): StratPitching => ({
  hold: 0,
  balk: 1,
  wp: 9,
  columns: walkthrough.players.find((p) => p.pitching)!.pitching!.columns,
  ...ratings,
});
const hit = (inning: number): PitchedPlateAppearance => ({ inning, hitOrWalk: true, outs: 0, runs: 0 });
const out = (inning: number): PitchedPlateAppearance => ({ inning, hitOrWalk: false, outs: 1, runs: 0 });

describe('the point of weakness (POW), by the text', () => {
  it(
    'a starter with endurance 6 who allows hits to the first 3 batters ' +
      "of the 6th is weakened from the 4th batter (the text's example)",
    () => {
      const pow = new PointOfWeakness([pitching({ starter: 6 })]);
      pow.enter(0, true);
      for (let inning = 1; inning <= 5; inning++) for (let k = 0; k < 3; k++) pow.after(0, out(inning));
      pow.after(0, hit(6));
      pow.after(0, hit(6));
      expect(pow.weakened(0)).toBe(false);
      pow.after(0, hit(6));
      expect(pow.weakened(0)).toBe(true);
    },
  );

  it(
    'hits and walks before his endurance inning do not count ' +
      "(endurance 6: the 5th inning's four hits bring nothing)",
    () => {
      const pow = new PointOfWeakness([pitching({ starter: 6 })]);
      pow.enter(0, true);
      for (let k = 0; k < 4; k++) pow.after(0, hit(5));
      expect(pow.weakened(0)).toBe(false);
      pow.after(0, out(6));
      pow.after(0, hit(6));
      expect(pow.weakened(0)).toBe(false);
    },
  );

  it('4 hits and walks over two innings or less (6 outs apart at most), not 3 spread wider than one inning', () => {
    const pow = new PointOfWeakness([pitching({ starter: 1 })]);
    pow.enter(0, true);
    pow.after(0, hit(1)); // at 0 outs
    for (let k = 0; k < 3; k++) pow.after(0, out(1));
    pow.after(0, hit(2)); // at 3 outs
    pow.after(0, out(2));
    pow.after(0, hit(2)); // at 4 outs: three within 4 outs, more than one inning
    expect(pow.weakened(0)).toBe(false);
    pow.after(0, out(2));
    pow.after(0, hit(2)); // at 5 outs: four within 5 outs
    expect(pow.weakened(0)).toBe(true);
  });

  it(
    'a starter who loses his stuff: 5 runs in an inning, ' + '6 in two straight, 7 in three, whatever his endurance',
    () => {
      const runs = (inning: number, count: number): PitchedPlateAppearance => ({
        inning,
        hitOrWalk: false,
        outs: 0,
        runs: count,
      });
      const weakenedAfter = (innings: number[]) => {
        const pow = new PointOfWeakness([pitching({ starter: 9 })]);
        pow.enter(0, true);
        innings.forEach((count, i) => pow.after(0, runs(i + 1, count)));
        return pow.weakened(0);
      };
      expect(weakenedAfter([4])).toBe(false);
      expect(weakenedAfter([5])).toBe(true);
      expect(weakenedAfter([3, 2])).toBe(false);
      expect(weakenedAfter([3, 3])).toBe(true);
      expect(weakenedAfter([2, 2, 2])).toBe(false);
      expect(weakenedAfter([3, 1, 3])).toBe(true);
      expect(weakenedAfter([4, 0, 0, 3])).toBe(false);
    },
  );

  it('a starter past the 11th inning is weakened from the first batter of the 12th', () => {
    const pow = new PointOfWeakness([pitching({ starter: 9 })]);
    pow.enter(0, true);
    pow.before(0, 11, false);
    expect(pow.weakened(0)).toBe(false);
    pow.before(0, 12, false);
    expect(pow.weakened(0)).toBe(true);
  });

  it(
    "the text's reliever: endurance 1, in with two out in the 7th, a hit, " +
      'the last out, one out in the 8th, then two hits: weakened on the second',
    () => {
      const pow = new PointOfWeakness([pitching({ relief: 1, closer: 'N' })]);
      pow.enter(0, false);
      pow.after(0, hit(7));
      pow.after(0, out(7));
      pow.after(0, out(8));
      pow.after(0, hit(8));
      expect(pow.weakened(0)).toBe(false);
      pow.after(0, hit(8));
      expect(pow.weakened(0)).toBe(true);
    },
  );

  it("a reliever's hits and walks count only once he has his endurance's outs (endurance 2: three)", () => {
    expect(reliefOutsBeforeWeakness(1)).toBe(0);
    expect(reliefOutsBeforeWeakness(2)).toBe(3);
    const pow = new PointOfWeakness([pitching({ relief: 2 })]);
    pow.enter(0, false);
    for (let k = 0; k < 3; k++) pow.after(0, hit(7));
    expect(pow.weakened(0)).toBe(false);
    for (let k = 0; k < 3; k++) pow.after(0, out(7));
    for (let k = 0; k < 3; k++) pow.after(0, hit(8));
    expect(pow.weakened(0)).toBe(true);
  });

  it(
    "Table 6: a reliever's maximum innings 3-6 by endurance " +
      '1-4, and endurance 1 for a pitcher with no relief rating',
    () => {
      expect([1, 2, 3, 4].map((relief) => reliefMaximumOuts(pitching({ relief })))).toEqual([9, 12, 15, 18]);
      expect(reliefMaximumOuts(pitching({ starter: 7 }))).toBe(9);
    },
  );

  it(
    'the closer rule: an N reliever is weakened at once; a closer ' +
      'rated 2 keeps his edge for 2 outs, then one hit or walk ends it',
    () => {
      const pow = new PointOfWeakness([pitching({ relief: 2, closer: 'N' }), pitching({ relief: 2, closer: 2 })]);
      pow.enter(0, false);
      pow.before(0, 9, true);
      expect(pow.weakened(0)).toBe(true);
      pow.enter(1, false);
      pow.before(1, 9, true);
      pow.after(1, hit(9));
      expect(pow.weakened(1)).toBe(false);
      pow.after(1, out(9));
      pow.after(1, out(9));
      pow.before(1, 9, true);
      pow.after(1, hit(9));
      expect(pow.weakened(1)).toBe(true);
    },
  );

  it(
    'a reliever already in when a closer situation comes: his ' +
      'closer endurance less the outs he has (2 - 1: one more out)',
    () => {
      const pow = new PointOfWeakness([pitching({ relief: 4, closer: 2 })]);
      pow.enter(0, false);
      pow.after(0, out(8));
      pow.before(0, 9, true);
      pow.after(0, hit(9));
      expect(pow.weakened(0)).toBe(false);
      pow.after(0, out(9));
      pow.after(0, hit(9));
      expect(pow.weakened(0)).toBe(true);
    },
  );
});

describe('playing out of position (and Table 8, the outfield conversion chart)', () => {
  const base = stratSet(CUBS).players.find((p) => !p.pitching)!;
  const player = (fielding: StratCard['fielding']): StratCard => ({ ...base, fielding });
  const worst = (position: 'C' | 'SS' | 'LF' | 'CF') => tables.fielding.error[position].length - 1;

  it(
    'a rated position plays his rating; an outfielder elsewhere ' +
      'in the outfield keeps e-rating and arm, range by the chart',
    () => {
      const leftFielder = player({ LF: { range: 2, error: 4, arm: -2 } });
      expect(fielderAt(leftFielder, 'LF', tables)).toMatchObject({ range: 2, error: 4, arm: -2 });
      expect(fielderAt(leftFielder, 'CF', tables)).toMatchObject({ range: 4, error: 4, arm: -2 });
      expect(fielderAt(leftFielder, 'RF', tables)).toMatchObject({ range: 3, error: 4, arm: -2 });
      expect(fielderAt(player({ RF: { range: 3, error: 2, arm: 1 } }), 'CF', tables)).toMatchObject({
        range: 4,
        error: 2,
        arm: 1,
      });
      expect(fielderAt(player({ CF: { range: 1, error: 3, arm: 0 } }), 'LF', tables)).toMatchObject({
        range: 1,
        error: 3,
      });
      expect(fielderAt(player({ LF: { range: 5, error: 9, arm: 0 } }), 'CF', tables).range).toBe(5);
      // Rated in left (range 1, +2 in center) and right (range 2, +1): the better conversion wins.
      expect(
        fielderAt(player({ LF: { range: 1, error: 4, arm: 0 }, RF: { range: 2, error: 6, arm: 3 } }), 'CF', tables),
      ).toMatchObject({ range: 3, error: 4 });
    },
  );

  it(
    'anyone else: range 5 and the worst e-rating; an arm of +5 in ' +
      'the outfield and behind the plate, T and PB 1-20 catching',
    () => {
      const infielder = player({ '2B': { range: 1, error: 5 } });
      expect(fielderAt(infielder, 'LF', tables)).toEqual({ range: 5, error: worst('LF'), arm: 5, pb: 0, t: 0 });
      expect(fielderAt(infielder, 'C', tables)).toEqual({ range: 5, error: worst('C'), arm: 5, pb: 20, t: 20 });
      expect(fielderAt(infielder, 'SS', tables)).toMatchObject({ range: 5, error: worst('SS') });
    },
  );
});

describe('closer situations', () => {
  const game = (inning: number, offenseLead: number, runners: number) => {
    const state = new GameState(10);
    state.inning = inning;
    state.top = false; // the home team bats: offenseLead = home - away
    state.score[HOME] = Math.max(0, offenseLead);
    state.score[AWAY] = Math.max(0, -offenseLead);
    for (let base = 1; base <= runners; base++) state.bases[base] = base;
    return state;
  };
  it.each([
    [9, -1, 0, true],
    [9, -2, 0, false],
    [9, -2, 1, true],
    [9, -4, 3, true],
    [9, -5, 3, false],
    [8, -1, 0, false],
    [11, -1, 2, true],
    [9, 0, 0, false],
    [9, 1, 0, false],
  ])('inning %i, the batting side ahead by %i with %i on: %s', (inning, lead, runners, expected) =>
    expect(isCloserSituation(game(inning, lead, runners))).toBe(expected),
  );
});

describe('Strat in a game', () => {
  it("uses the games started a card prints, and a starter's batters faced at 25 a start where it prints none", () => {
    const cubs = stratSet(CUBS);
    const lester = cubs.players.find((p) => p.id === 'lester')!;
    // Jon Lester's 2016: 32 starts, 796 batters faced (Lahman's GS and BFP).
    expect(lester.pitching!.starts).toBe(32);
    expect(stratRosterPlayer(lester).pitching!.starts).toBe(32);
    const unprinted = { ...lester, pitching: { ...lester.pitching!, starts: undefined } };
    expect(stratRosterPlayer(unprinted).pitching!.starts).toBeCloseTo(796 / 25, 9);
    // The rotation is the five with the most starts (32, 31, 30, 30, 29; Hendricks's .581 opponents' OPS ahead of
    // Hammel's .730 at 30): 2016's Cubs rotation.
    const [team] = stratTeams(cubs, false);
    const rotation = team!.sheet.rotation.map((i) => team!.sheet.players[i]!.name);
    expect(rotation).toEqual(['Jon Lester', 'Jake Arrieta', 'Kyle Hendricks', 'Jason Hammel', 'John Lackey']);
  });

  it(
    "plays the resolver's plate appearance on the game's runners, " +
      'with the same dice: bases, outs, runs scored and the tally',
    () => {
      const { league } = seasonLeagueOf({
        sets: loadedSets([CUBS, CLEVELAND]),
        against: 'set',
        dh: false,
        manager: 'default',
        bullpen: 'standard',
      });
      const rules = league.rules as StratGameRules;
      const game = new GameState(league.players);
      const batter = league.index(0, league.teams[0]!.lineups.vsR[0]!.player);
      const pitcher = league.index(1, league.teams[1]!.rotation[0]!);
      const runners = [
        league.index(0, league.teams[0]!.lineups.vsR[1]!.player),
        league.index(0, league.teams[0]!.lineups.vsR[2]!.player),
      ];
      rules.startGame(game, [0, 1]);
      let checked = 0;
      for (let seed = 0; seed < 300; seed++) {
        game.outs = seed % 3;
        game.bases.fill(NOBODY);
        game.bases[1] = runners[0]!;
        game.bases[3] = runners[1]!;
        game.usage.enter(pitcher, true);
        const tally = new Float64Array(TALLY_SLOTS);
        const outcome = rules.plateAppearance(game, batter, pitcher, rootStream(seed), tally);
        // The same plate appearance by hand: the matchup the rules built, the resolver on the same stream.
        const m = (
          rules as unknown as { matchup(...args: unknown[]): Parameters<typeof resolvePlateAppearance>[0] }
        ).matchup(game, batter, pitcher, undefined);
        if (seed === 0) {
          const card = (index: number) =>
            (league.rules as unknown as { players: { card: StratCard }[] }).players[index]!.card;
          const side = card(batter).bats === 'S' ? (card(pitcher).throws === 'L' ? 'R' : 'L') : card(batter).bats;
          expect(m.batter.id).toBe(batter);
          expect(m.batter.side).toBe(side);
          expect(m.batter.columns).toBe(card(batter).batting![card(pitcher).throws === 'L' ? 'vsL' : 'vsR']);
          expect(m.pitcher.columns).toBe(card(pitcher).pitching!.columns[side === 'L' ? 'vsL' : 'vsR']);
          expect(m.defense.P.range).toBe(card(pitcher).fielding.P!.range);
          expect(m.runningOf(runners[0]!)).toBe(card(runners[0]!).running);
        }
        const pa = resolvePlateAppearance(
          m,
          { outs: seed % 3, bases: [runners[0]!, EMPTY, runners[1]!] },
          new RandomDice(rootStream(seed)),
          { inning: 1, offenseLead: 0 },
        );
        expect(outcome).toBe(OUTCOME_INDEX[pa.result]);
        expect(game.outs).toBe(pa.after.outs);
        expect([game.bases[1], game.bases[2], game.bases[3]]).toEqual(pa.after.bases);
        const expected = new Tally();
        expected.record(pa);
        expect([...tally]).toEqual([...expected.counts]);
        expect(game.scoredCount).toBe(pa.runs);
        checked += pa.runs;
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  it(
    'a season: every run crosses the plate once and is charged ' +
      'once, half-innings end at three outs, and nine innings or more',
    () => {
      const { league } = seasonLeagueOf({
        sets: loadedSets([CUBS, CLEVELAND]),
        against: 'set',
        dh: false,
        manager: 'default',
        bullpen: 'standard',
      });
      const layout = new SeasonLayout(league.players, league.teams.length);
      const engine = new GameEngine(league, layout, STANDARD_BULLPEN);
      fixturesOf(roundRobin(2, 60)).forEach((fixture, g) => {
        const records: PlateAppearanceRecord[] = [];
        engine.onPlateAppearance = (r) => records.push(r);
        const tally = new Float64Array(layout.size);
        engine.play(fixture, streamAt(7, g), tally);
        const final = records.at(-1)!.score;
        let crossed = 0;
        let charged = 0;
        for (let p = 0; p < league.players; p++) {
          crossed += tally[layout.battingExtra(p, 'R')]!;
          charged += tally[layout.pitchingExtra(p, 'R')]!;
        }
        expect(crossed).toBe(final[AWAY] + final[HOME]);
        expect(charged).toBe(crossed);
        expect(final[AWAY]).not.toBe(final[HOME]);
        expect(records.at(-1)!.inning).toBeGreaterThanOrEqual(REGULATION_INNINGS);
        for (const r of records) expect(r.outsBefore).toBeLessThan(3);
      });
    },
  );

  it("gives a pitcher who bats with the set's hitting card no batting target, and a batter his own line", () => {
    const cubs = stratSet(CUBS);
    const lester = cubs.players.find((p) => p.id === 'lester')!;
    const bryant = cubs.players.find((p) => p.id === 'bryant')!;
    const plateAppearances = (counts: Record<string, number>) => Object.values(counts).reduce((s, n) => s + n, 0);
    // Lester batted 75 times in 2016 (his card's targets), with hitting card 2 in the games: no card prints his line.
    expect(lester.batting).toBeUndefined();
    expect(lester.targets!.season.PA).toBe(75);
    expect(plateAppearances(stratRosterPlayer(lester).targets.batting)).toBe(0);
    // The lineup rules still read his own line.
    expect(stratRosterPlayer(lester).batting.vsR.pa + stratRosterPlayer(lester).batting.vsL.pa).toBeGreaterThan(0);
    expect(plateAppearances(stratRosterPlayer(bryant).targets.batting)).toBe(bryant.targets!.season.PA);
  });

  it("counts in the cards' batting only the plate appearances of cards that print a batting line", async () => {
    const spec: SeasonSpec = {
      sets: loadedSets([CUBS, CLEVELAND]),
      against: 'set',
      dh: false,
      manager: 'default',
      bullpen: 'standard',
    };
    const season = await simulateSeason(spec, { gamesPerTeam: 6, seed: 3, workers: 0 });
    const summary = summariseSeason(
      season,
      6,
      mlbSeason(readInput('cards/sources/mlb_batting_totals_by_season.csv'), 2016),
    );
    const printing = new Set(
      [stratSet(CUBS), stratSet(CLEVELAND)].flatMap((set) =>
        set.players.filter((p) => p.batting && (p.targets?.season.PA ?? 0) > 0).map((p) => `${p.team}|${p.id}`),
      ),
    );
    const battingPa = (teams: string[], printed: boolean) =>
      summary.players
        .filter((p) => teams.includes(p.team) && printing.has(`${p.team}|${p.id}`) === printed)
        .reduce((sum, p) => sum + (p.batting?.pa ?? 0), 0);
    // With no DH the pitchers bat (with the hitting cards), and their plate appearances are left out, team by team.
    expect(battingPa(['CHN', 'CLE'], false)).toBeGreaterThan(0);
    expect(summary.league.cards.batting.line.pa).toBe(battingPa(['CHN', 'CLE'], true));
    for (const team of summary.league.cards.byTeam)
      expect(team.batting.line.pa, team.team).toBe(battingPa([team.team], true));
    expect(summary.league.pa).toBeGreaterThan(summary.league.cards.batting.line.pa);
    // What a context build aims a card at: his printed line's shares of the plate appearances that are no sacrifices.
    const printed = stratRosterPlayer(stratSet(CUBS).players.find((p) => p.id === 'bryant')!).targets.batting;
    const notSacrifices = Object.values(printed).reduce((sum, n) => sum + n, 0) - (printed.SH ?? 0) - (printed.SF ?? 0);
    expect(printed.SF).toBeGreaterThan(0);
    const bryant = summary.players.find((p) => p.team === 'CHN' && p.id === 'bryant')!;
    expect(bryant.batting.targetMix.HR).toBeCloseTo(printed.HR! / notSacrifices, 12);
  });

  it('the same season tallies on 0 and 2 workers, against the league and round robin', async () => {
    for (const against of ['set', 'league'] as const) {
      const spec: SeasonSpec = {
        sets: loadedSets([CUBS, CLEVELAND]),
        against,
        dh: false,
        manager: 'default',
        bullpen: 'standard',
      };
      const zero = await simulateSeason(spec, { gamesPerTeam: 24, seed: 5, workers: 0 });
      const two = await simulateSeason(spec, { gamesPerTeam: 24, seed: 5, workers: 2 });
      expect([...two.tally]).toEqual([...zero.tally]);
    }
  });

  it(
    'refuses what it cannot play: an unknown manager, a league ' +
      'season for a set with no league block, a team with no starter',
    () => {
      const sets = [stratSet(CUBS)];
      expect(() => stratSeasonLeague(sets, tables, { against: 'set', dh: false, manager: 'reckless' })).toThrow(
        /--manager: a Strat manager: default, passive, aggressive \(got "reckless"\)/,
      );
      const noLeague = () =>
        stratSeasonLeague([{ ...sets[0]!, league: undefined }], tables, {
          against: 'league',
          dh: false,
          manager: 'default',
        });
      expect(noLeague).toThrow(InputError);
      expect(noLeague).toThrow(/2016-cubs\.yaml:1: league: a league block/);
      const tooFew = () => stratSeasonLeague([walkthrough], tables, { against: 'set', dh: false, manager: 'default' });
      expect(tooFew).toThrow(InputError);
      expect(tooFew).toThrow(/walkthrough\.yaml:\d+: teams\.TEX: a team needs a pitcher who starts/);
    },
  );
});
