import { describe, expect, it } from 'vitest';
import { STANDARD_BULLPEN } from '../../../src/engine/BullpenPolicy.ts';
import { AWAY, HOME, NOBODY, type GameState } from '../../../src/core/game/GameState.ts';
import { GameEngine, type PlateAppearanceRecord } from '../../../src/engine/playGame.ts';
import { fixturesOf, roundRobin } from '../../../src/engine/schedule.ts';
import { SeasonLayout } from '../../../src/engine/SeasonTally.ts';
import { streamAt } from '../../../src/core/dice/streams.ts';
import { fielderAt } from '../../../src/games/strat/defense.ts';
import { POSITIONS } from '../../../src/core/model/positions.ts';
import { seasonLeagueOf } from '../../../src/harness/seasonLeague.ts';
import { tables, walkthrough } from '../../helpers/strat.ts';
import { loadedSets } from '../../helpers/inputs.ts';

const RF = POSITIONS.indexOf('RF');
const P = POSITIONS.indexOf('P');

describe('bringing a position player in to pitch', () => {
  it(
    "the Emergency Pitcher Card's ratings as the text gives them: hold " +
      '+9, relief 1, balk and WP 20, at P range 5 (e51 within the chart)',
    () => {
      const { pitching, fielding } = tables.emergencyPitcher;
      expect([pitching.hold, pitching.relief, pitching.balk, pitching.wp]).toEqual([9, 1, 20, 20]);
      expect(fielding).toEqual({ range: 5, error: 51 });
      const batter = walkthrough.players.find((p) => !p.pitching)!;
      expect(fielderAt(batter, 'P', tables)).toMatchObject({ range: 5, error: tables.fielding.error.P.length - 1 });
    },
  );

  /**
   * Seasons with every bullpen emptied: a starter who must leave gives way to his right fielder (the first the engine
   * asks), once a game; the game goes on to its end with three outs an inning and every run charged.
   */
  const emptyBullpens = (dh: boolean) => {
    const { league } = seasonLeagueOf({
      sets: loadedSets(['cards/strat/2016-cubs.yaml', 'cards/strat/2016-cleveland.yaml']),
      against: 'set',
      dh,
      manager: 'default',
      bullpen: 'standard',
    });
    for (const team of league.teams) (team as { bullpen: readonly number[] }).bullpen = [];
    const layout = new SeasonLayout(league.players, league.teams.length);
    const engine = new GameEngine(league, layout, STANDARD_BULLPEN);
    const game = (engine as unknown as { game: GameState }).game;
    const order = (engine as unknown as { order: Int32Array[] }).order;
    const emergencies: {
      pitcher: number;
      wasRightFielder: boolean;
      rightFielder: number;
      wasDesignated: boolean;
      stillBats: boolean;
    }[] = [];
    const rightFielders = [NOBODY, NOBODY];
    const designated = [NOBODY, NOBODY];
    const designatedOf = (side: number) => [...order[side]!].find((p) => !game.fielders[side]!.includes(p)) ?? NOBODY;
    let runs = 0;
    let charged = 0;
    fixturesOf(roundRobin(2, 30)).forEach((fixture, g) => {
      const records: PlateAppearanceRecord[] = [];
      const pitchers = [NOBODY, NOBODY];
      engine.onPlateAppearance = (record) => {
        records.push(record);
        const side = game.defense;
        const pitcher = game.fielders[side]![P]!;
        if (!league.player(pitcher).pitching && pitchers[side] !== pitcher) {
          const rightFielder = game.fielders[side]![RF]!;
          emergencies.push({
            pitcher,
            wasRightFielder: rightFielders[side] === pitcher,
            rightFielder,
            wasDesignated: designated[side] === rightFielder,
            stillBats: [...order[side]!].includes(pitcher),
          });
        }
        pitchers[side] = pitcher;
        // Each side's right fielder and DH as they were while the pitcher it last had on the mound was still there:
        // a pitcher can give way after a plate appearance whose inning then ends on the bases, so his emergency
        // replacement's first batter may come an inning (and the other side's plate appearances) later.
        for (const s of [AWAY, HOME]) {
          if (game.fielders[s]![P] !== pitchers[s] && pitchers[s] !== NOBODY) continue;
          rightFielders[s] = game.fielders[s]![RF]!;
          designated[s] = designatedOf(s);
        }
      };
      const tally = new Float64Array(layout.size);
      engine.play(fixture, streamAt(9, g), tally);
      for (let p = 0; p < league.players; p++) {
        runs += tally[layout.battingExtra(p, 'R')]!;
        charged += tally[layout.pitchingExtra(p, 'R')]!;
      }
      for (const r of records) expect(r.outsBefore).toBeLessThan(3);
    });
    return { emergencies, runs, charged, league };
  };

  it('with no DH: the right fielder pitches and keeps his spot in the order; a bench player takes right field', () => {
    const { emergencies, runs, charged, league } = emptyBullpens(false);
    expect(emergencies.length).toBeGreaterThan(5);
    for (const e of emergencies) {
      expect([e.wasRightFielder, e.stillBats, e.wasDesignated]).toEqual([true, true, false]);
      expect(league.player(e.rightFielder).pitching).toBeFalsy();
    }
    expect(charged).toBe(runs);
  });

  it('with a DH: the right fielder pitches and the DH takes right field (the team loses the DH)', () => {
    const { emergencies, runs, charged } = emptyBullpens(true);
    expect(emergencies.length).toBeGreaterThan(5);
    for (const e of emergencies) expect([e.wasRightFielder, e.stillBats, e.wasDesignated]).toEqual([true, true, true]);
    expect(charged).toBe(runs);
  });
});
