import { describe, expect, it } from 'vitest';
import { streamAt } from '../../../../src/core/dice/streams.ts';
import { STANDARD_BULLPEN } from '../../../../src/engine/BullpenPolicy.ts';
import { AWAY, HOME } from '../../../../src/core/game/GameState.ts';
import {
  GameEngine,
  REGULATION_INNINGS,
  type BasePlayRecord,
  type PlateAppearanceRecord,
} from '../../../../src/engine/playGame.ts';
import { fixturesOf, roundRobin } from '../../../../src/engine/schedule.ts';
import { SeasonLayout } from '../../../../src/engine/SeasonTally.ts';
import { OUTCOMES } from '../../../../src/core/model/outcomes.ts';
import { seasonPool, simulateSeason, simulateSeasons } from '../../../../src/harness/simulateSeason.ts';
import { seasonLeagueOf, type SeasonSpec } from '../../../../src/harness/seasonLeague.ts';
import { loadedSets, ruleSet, pineTar } from '../../../helpers/inputs.ts';

const ALL = ruleSet(pineTar, 'all', []);
const spec: SeasonSpec = {
  sets: loadedSets(['cards/pinetar/2016-cubs.yaml', 'cards/pinetar/walkthrough.yaml']),
  against: 'set',
  dh: false,
  manager: 'default',
  bullpen: 'standard',
  rules: ALL,
};

type Play = ({ kind: 'pa' } & PlateAppearanceRecord) | ({ kind: 'base' } & BasePlayRecord);

/** Plays `games` games with every optional rule on, in one season's order, each game's plays apart. */
function playGames(games: number) {
  const { league } = seasonLeagueOf({
    ...spec,
    sets: loadedSets(['cards/pinetar/2016-cubs.yaml', 'cards/pinetar/2016-cleveland.yaml']),
  });
  const layout = new SeasonLayout(league.players, league.teams.length);
  const engine = new GameEngine(league, layout, STANDARD_BULLPEN);
  league.rules.startSeason?.();
  const played: { plays: Play[]; tally: Float64Array }[] = [];
  fixturesOf(roundRobin(2, games)).forEach((fixture, g) => {
    const plays: Play[] = [];
    engine.onPlateAppearance = (r) => plays.push({ kind: 'pa', ...r });
    engine.onBasePlay = (r) => plays.push({ kind: 'base', ...r });
    const tally = new Float64Array(layout.size);
    engine.play(fixture, streamAt(11, g), tally);
    played.push({ plays, tally });
  });
  return { league, layout, played };
}

describe('whole games with every optional rule on: laws', () => {
  // 300 games: at about 1 steal attempt per team game and a rare play in half the games, hundreds of steals, ~150 rare
  // plays.
  const { league, layout, played } = playGames(300);

  it('never lose an out within a half-inning, and end each but the last with three', () => {
    for (const { plays } of played) {
      const halves = new Map<string, Play[]>();
      for (const p of plays) halves.set(`${p.inning}${p.top}`, [...(halves.get(`${p.inning}${p.top}`) ?? []), p]);
      const last = [...halves.keys()].at(-1);
      for (const [key, half] of halves) {
        let outs = 0;
        for (const p of half) {
          expect(p.outsBefore).toBeGreaterThanOrEqual(outs);
          outs = p.kind === 'pa' ? (p.end === 24 ? 3 : p.end >> 3) : p.outsAfter;
        }
        if (key !== last) expect(outs).toBe(3);
      }
    }
  });

  it(
    'credit every run to a runner and charge it to one ' + 'pitcher, and end with a winner after nine innings or more',
    () => {
      for (const { tally } of played) {
        let crossed = 0;
        let charged = 0;
        for (let p = 0; p < league.players; p++) {
          crossed += tally[layout.battingExtra(p, 'R')]!;
          charged += tally[layout.pitchingExtra(p, 'R')]!;
        }
        const runs = [tally[layout.team(0, 'RS')]!, tally[layout.team(1, 'RS')]!];
        expect(crossed).toBe(runs[0]! + runs[1]!);
        expect(charged).toBe(crossed);
        expect(runs[0]).not.toBe(runs[1]);
        expect(tally[layout.game('halfInnings')]!).toBeGreaterThanOrEqual(2 * REGULATION_INNINGS - 1);
      }
    },
  );

  it('tally each steal once, to its runner and his team, and only plate appearances the records show', () => {
    let steals = 0;
    let interference = 0;
    for (const { plays, tally } of played) {
      let runners = 0;
      let teams = 0;
      for (let p = 0; p < league.players; p++)
        runners += tally[layout.battingExtra(p, 'SB')]! + tally[layout.battingExtra(p, 'CS')]!;
      for (const t of [AWAY, HOME]) teams += tally[layout.team(t, 'SB')]! + tally[layout.team(t, 'CS')]!;
      expect(runners).toBe(teams);
      steals += runners;
      let outcomes = 0;
      for (let p = 0; p < league.players; p++)
        for (let o = 0; o < OUTCOMES.length; o++) outcomes += tally[layout.batting(p) + o]!;
      expect(outcomes).toBe(plays.filter((p) => p.kind === 'pa').length);
      for (let p = 0; p < league.players; p++) interference += tally[layout.batting(p) + OUTCOMES.indexOf('CI')]!;
    }
    expect(steals).toBeGreaterThan(100);
    // Only rare plays give catcher's interference: about half of all games have a 44, 7 in 100 rare rolls are 42-48.
    expect(interference).toBeGreaterThan(0);
  });
});

describe('a season with every optional rule on', () => {
  it('gives the same numbers for any number of workers, seasons played in order', async () => {
    const one = await simulateSeason(spec, { gamesPerTeam: 324, seed: 5, workers: 0 });
    const two = await simulateSeason(spec, { gamesPerTeam: 324, seed: 5, workers: 2 });
    expect([...two.tally]).toEqual([...one.tally]);
  });

  it('and the main rules, played beside it on one pool of workers, give what each gives alone', async () => {
    // Two arms of one season (one chunk of a 324-game season each), tasks arm after arm on two workers: each worker
    // builds the league of the arm it is handed, so an arm's numbers cannot depend on what else the pool played.
    const main = ruleSet(pineTar, 'main', []);
    const run = { gamesPerTeam: 324, seed: 5, gameLines: true };
    const [mainArm, allArm] = await simulateSeasons(spec, [main, ALL], { ...run, workers: 2 });
    const mainAlone = await simulateSeason({ ...spec, rules: main }, { ...run, workers: 0 });
    const allAlone = await simulateSeason(spec, { ...run, workers: 0 });
    expect([...mainArm!.tally]).toEqual([...mainAlone.tally]);
    expect([...allArm!.tally]).toEqual([...allAlone.tally]);
    expect([...allArm!.gameLines!]).toEqual([...allAlone.gameLines!]);
    expect([...allArm!.tally]).not.toEqual([...mainArm!.tally]);
  });

  it('and seasons one after another on one pool of workers kept up, each what it gives alone', async () => {
    // A pool serves every season of a job: its workers build each run's league from the task, and keep none of an
    // earlier run's.
    const pool = seasonPool(2);
    try {
      const main = ruleSet(pineTar, 'main', []);
      const first = await simulateSeason({ ...spec, rules: main }, { gamesPerTeam: 324, seed: 5, pool });
      const second = await simulateSeason(spec, { gamesPerTeam: 324, seed: 5, pool });
      const third = await simulateSeason({ ...spec, rules: main }, { gamesPerTeam: 324, seed: 6, pool });
      expect([...first.tally]).toEqual([
        ...(await simulateSeason({ ...spec, rules: main }, { gamesPerTeam: 324, seed: 5 })).tally,
      ]);
      expect([...second.tally]).toEqual([...(await simulateSeason(spec, { gamesPerTeam: 324, seed: 5 })).tally]);
      expect([...third.tally]).not.toEqual([...first.tally]);
    } finally {
      await pool.close();
    }
  });
});
