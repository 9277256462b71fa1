import { describe, expect, it } from 'vitest';
import { STANDARD_BULLPEN } from '../../../src/engine/BullpenPolicy.ts';
import type { FinishedGame } from '../../../src/core/game/GameRules.ts';
import { GameEngine } from '../../../src/engine/playGame.ts';
import { fixturesOf, roundRobin } from '../../../src/engine/schedule.ts';
import { SeasonLayout } from '../../../src/engine/SeasonTally.ts';
import { streamAt } from '../../../src/core/dice/streams.ts';
import type { StratPitching } from '../../../src/games/strat/cards.ts';
import { PointOfWeakness, reliefMaximumOuts } from '../../../src/games/strat/game/pointOfWeakness.ts';
import { StratRest } from '../../../src/games/strat/game/rest.ts';
import type { StratGameRules } from '../../../src/games/strat/game/StratGameRules.ts';
import { seasonLeagueOf } from '../../../src/harness/seasonLeague.ts';
import { tables } from '../../helpers/strat.ts';
import { loadedSets, ruleSet, strat } from '../../helpers/inputs.ts';

const outsIn = (innings: string) => {
  const [whole, thirds = '0'] = innings.split('.');
  return 3 * Number(whole) + Number(thirds);
};

describe('the rest charts', () => {
  it(
    'Table 7 as the text prints it: short 0-1 IP 0**, 1.1-2 0*, 2.1-3 ' +
      '1, 3.1-4 2; long 0-2 0*, 2.1-3 1, 3.1-4 2, 4.1-5 3, 5.1 or more 4',
    () => {
      const cell = (kind: 'short' | 'long', innings: string) => {
        const rest = tables.rest.relief[kind][outsIn(innings)]!;
        return rest.days > 0 ? rest.days : rest.straightDay ? '0*' : '0**';
      };
      expect(['0', '1', '1.1', '2', '2.1', '3', '3.1', '4'].map((ip) => cell('short', ip))).toEqual([
        '0**',
        '0**',
        '0*',
        '0*',
        1,
        1,
        2,
        2,
      ]);
      expect(['0', '2', '2.1', '3', '3.1', '4', '4.1', '5', '5.1', '9'].map((ip) => cell('long', ip))).toEqual([
        '0*',
        '0*',
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
      ]);
    },
  );
});

describe('rest in a season (StratRest), counted in team games', () => {
  // League indices: 0 a starter, 1 a short reliever (endurance 2), 2 a long one (4), 3 a pitcher with no relief rating.
  const card = (relief?: number) => ({ relief }) as StratPitching;
  const pitching = [card(), card(2), card(4), card()];
  const teamOf = new Int32Array(4);
  const game = (pitchers: { player: number; outs: number }[]): FinishedGame => ({
    teams: [0, 1],
    pitchers: [pitchers, []],
    lineups: [[], []],
    pitcherSpots: [-1, -1],
    standIn: [false, true],
  });
  const rest = (pitcherRest: boolean) =>
    new StratRest(pitching, teamOf, tables.rest, { pitcherRest, unratedRelief: pitcherRest ? 3 : 1 });

  it('main rules: a reliever who pitched 2 straight days sits out the third, then is back; one day is no rest', () => {
    const r = rest(false);
    r.endGame(game([{ player: 0, outs: 27 }]));
    r.endGame(
      game([
        { player: 0, outs: 24 },
        { player: 1, outs: 3 },
      ]),
    );
    expect(r.available(1)).toBe(true);
    r.endGame(
      game([
        { player: 0, outs: 24 },
        { player: 1, outs: 3 },
      ]),
    );
    expect(r.available(1)).toBe(false);
    r.endGame(game([{ player: 0, outs: 27 }]));
    expect(r.available(1)).toBe(true);
  });

  it(
    "main rules: a starter rests the starters' chart before " +
      'he may relieve (6 innings: 3 games), and may still start',
    () => {
      const r = rest(false);
      r.endGame(game([{ player: 0, outs: 18 }]));
      const mayRelieve: boolean[] = [];
      for (let g = 0; g < 4; g++) {
        mayRelieve.push(r.mayRelieve(0));
        expect(r.available(0)).toBe(true);
        r.endGame(game([{ player: 3, outs: 27 }]));
      }
      expect(mayRelieve).toEqual([false, false, false, true]);
    },
  );

  it(
    'Pitcher Rest: Table 7 days (a long man after 5.1 innings: ' +
      '4 games); 0** outings never add up to 2 straight days',
    () => {
      const r = rest(true);
      r.endGame(
        game([
          { player: 0, outs: 11 },
          { player: 2, outs: 16 },
        ]),
      );
      const back: boolean[] = [];
      for (let g = 0; g < 5; g++) {
        back.push(r.available(2));
        r.endGame(game([{ player: 0, outs: 27 }]));
      }
      expect(back).toEqual([false, false, false, false, true]);
      for (let g = 0; g < 4; g++) {
        expect(r.available(1), `day ${g}`).toBe(true);
        r.endGame(
          game([
            { player: 0, outs: 24 },
            { player: 1, outs: 3 },
          ]),
        );
      }
      const straight = rest(true);
      straight.endGame(
        game([
          { player: 0, outs: 21 },
          { player: 1, outs: 6 },
        ]),
      );
      straight.endGame(
        game([
          { player: 0, outs: 21 },
          { player: 1, outs: 6 },
        ]),
      );
      expect(straight.available(1)).toBe(false);
    },
  );

  it(
    "Pitcher Rest: a pitcher who relieved in his team's last game starts " +
      'fatigued; with a day between, he does not; never under the main rules',
    () => {
      const on = rest(true);
      on.endGame(
        game([
          { player: 0, outs: 24 },
          { player: 3, outs: 3 },
        ]),
      );
      expect(on.startsFatigued(3)).toBe(true);
      on.endGame(game([{ player: 0, outs: 27 }]));
      expect(on.startsFatigued(3)).toBe(false);
      const off = rest(false);
      off.endGame(
        game([
          { player: 0, outs: 24 },
          { player: 3, outs: 3 },
        ]),
      );
      expect(off.startsFatigued(3)).toBe(false);
    },
  );

  it(
    'Pitcher Rest: a pitcher with no relief rating relieves with ' +
      'endurance 3 (Table 6: 5 innings), 1 under the main rules (3)',
    () => {
      expect(reliefMaximumOuts(undefined, 3)).toBe(15);
      expect(reliefMaximumOuts(undefined)).toBe(9);
      const pow = new PointOfWeakness([undefined], 3);
      pow.enter(0, false);
      // Endurance 3: hits and walks count from his 6th out; three at once before it bring nothing.
      for (let k = 0; k < 3; k++) pow.after(0, { inning: 1, hitOrWalk: true, outs: 0, runs: 0 });
      expect(pow.weakened(0)).toBe(false);
      const fatigued = new PointOfWeakness([undefined]);
      fatigued.enter(0, true, true);
      expect(fatigued.weakened(0)).toBe(true);
    },
  );
});

describe('rest in played seasons', () => {
  /** Each team's pitchers game by game, as the rules' endGame sees them. */
  const outings = (rules: 'main' | 'alternative') => {
    const { league } = seasonLeagueOf({
      sets: loadedSets(['cards/strat/2016-cubs.yaml', 'cards/strat/2016-cleveland.yaml']),
      against: 'set',
      dh: false,
      manager: 'default',
      bullpen: 'standard',
      rules: ruleSet(strat, rules, []),
    });
    const gameRules = league.rules as StratGameRules;
    const byTeam: { player: number; outs: number }[][][] = [[], []];
    const endGame = gameRules.endGame.bind(gameRules);
    gameRules.endGame = (finished: FinishedGame) => {
      finished.teams.forEach((team, side) =>
        byTeam[team]!.push(finished.pitchers[side as 0 | 1].map((p) => ({ ...p }))),
      );
      endGame(finished);
    };
    const layout = new SeasonLayout(league.players, league.teams.length);
    const engine = new GameEngine(league, layout, STANDARD_BULLPEN);
    gameRules.startSeason();
    fixturesOf(roundRobin(2, 162)).forEach((fixture, g) =>
      engine.play(fixture, streamAt(3, g), new Float64Array(layout.size)),
    );
    return byTeam;
  };

  it('no reliever pitches three straight team games, and no starter relieves within his rest (main rules)', () => {
    for (const games of outings('main')) {
      let relievers = 0;
      games.forEach((pitchers, g) => {
        for (const { player } of pitchers.slice(1)) {
          relievers++;
          const yesterday = games[g - 1]?.slice(1).some((p) => p.player === player) ?? false;
          const dayBefore = games[g - 2]?.slice(1).some((p) => p.player === player) ?? false;
          expect(yesterday && dayBefore, `reliever ${player} in games ${g - 2}-${g}`).toBe(false);
          for (let back = 1; back <= 4 && g - back >= 0; back++) {
            const start = games[g - back]![0]!;
            if (start.player === player)
              expect(back, `starter ${player} relieving ${back} games after ${start.outs} outs`).toBeGreaterThan(
                tables.rest.startingPitchers[start.outs]!,
              );
          }
        }
      });
      expect(relievers).toBeGreaterThan(100);
    }
  });

  it('Pitcher Rest: a reliever who got 7 or more outs does not pitch the next team game', () => {
    let long = 0;
    for (const games of outings('alternative')) {
      games.forEach((pitchers, g) => {
        for (const { player, outs } of pitchers.slice(1)) {
          if (outs < 7 || g + 1 >= games.length) continue;
          long++;
          expect(
            games[g + 1]!.some((p) => p.player === player),
            `reliever ${player} after ${outs} outs in game ${g}`,
          ).toBe(false);
        }
      });
    }
    expect(long).toBeGreaterThan(10);
  });
});
