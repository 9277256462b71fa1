import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { GameState, HOME, NOBODY } from '../../../src/core/game/GameState.ts';
import { EMPTY, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import type { PineTarInGame, PineTarMatchup } from '../../../src/games/pinetar/matchup.ts';
import { resolveGamePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import type { PineTarCard } from '../../../src/games/pinetar/cards.ts';
import { mayStartInning } from '../../../src/games/pinetar/fatigue.ts';
import { BasePlays, STOLE_HOME } from '../../../src/games/pinetar/game/basePlays.ts';
import { SeasonRoster } from '../../../src/games/pinetar/game/seasonRoster.ts';
import { DEFAULT_POLICIES, type ManagerPolicies } from '../../../src/games/pinetar/policies.ts';
import { matchup, rulesOf, tables } from '../../helpers/pinetar.ts';
import { scriptedGenerator, type ScriptedDraw } from '../../helpers/scriptedGenerator.ts';
import { pineTarSet } from '../../helpers/inputs.ts';

const d100 = (v: number): ScriptedDraw => ['d100', v];
const d10 = (v: number): ScriptedDraw => ['d10', v];
const walkthrough = pineTarSet('cards/pinetar/walkthrough.yaml').players;
const template = walkthrough[0]!;
const pitching = walkthrough.find((p) => p.pitching)!.pitching!;
const card = (ratings: Partial<PineTarCard>): PineTarCard => ({ ...template, ...ratings });
/** A manager who takes every steal, double steal and hit and run the rules allow. */
const RUNNING: ManagerPolicies = {
  ...DEFAULT_POLICIES,
  name: 'running',
  steal: () => true,
  doubleSteal: () => true,
  hitAndRun: () => true,
};

/** League indices: 0 the batter, 1-3 runners, 4 the catcher (AR -9 unless given). */
function setting(runners: Partial<PineTarCard>[], catcherAr = -9) {
  const cards = [card({ sbo: 'N', sbc: null }), ...runners.map(card), card({ ar: catcherAr, positions: ['C'] })];
  while (cards.length < 5) cards.splice(cards.length - 1, 0, card({}));
  const game = new GameState(cards.length);
  game.inning = 7;
  game.fielders[HOME]![1] = 4;
  return { cards, game };
}

/** A matchup in a game: runners 1-3 with SBC 82 (runner 3 may not run), the hit and run and rare play as given. */
function inGame(m: PineTarMatchup, game: Partial<PineTarInGame>): PineTarMatchup {
  return {
    ...m,
    game: { inMotion: 0, rarePlay: false, sbc: () => 82, mayRun: (runner) => runner !== 3, ...game },
  };
}

/** A plate appearance in a game on scripted dice, every draw used. */
function playInGame(m: PineTarMatchup, state: BaseOutState, draws: ScriptedDraw[]) {
  const generator = scriptedGenerator(draws);
  const play = resolveGamePlateAppearance(m, state, new RandomDice(generator), { inning: 1, offenseLead: 0 }, true);
  expect(generator.remaining(), 'unused scripted draws').toBe(0);
  return { play };
}

function stealBefore(
  rulesText: string,
  runners: Partial<PineTarCard>[],
  bases: [number, number, number],
  draws: ScriptedDraw[],
  catcherAr = -9,
) {
  const { cards, game } = setting(runners, catcherAr);
  game.bases.set([NOBODY, ...bases]);
  const plays = new BasePlays(cards, tables, rulesOf(rulesText), RUNNING);
  plays.startGame();
  const generator = scriptedGenerator(draws);
  const call = plays.before(game, 0, generator, 0, 1);
  expect(generator.remaining(), 'unused scripted draws').toBe(0);
  return { game, call };
}

describe("base stealing, the manual's examples", () => {
  it('AR -9, SBC 82: roll 70 steals 2nd; a roll over 73 is caught', () => {
    const safe = stealBefore('base-stealing', [{ sbo: 'A', sbc: 82 }], [1, NOBODY, NOBODY], [d100(70)]);
    expect([...safe.game.bases.subarray(1)]).toEqual([NOBODY, 1, NOBODY]);
    expect([safe.game.stealCount, safe.game.stealSafe[0]]).toEqual([1, 1]);
    const caught = stealBefore('base-stealing', [{ sbo: 'A', sbc: 82 }], [1, NOBODY, NOBODY], [d100(74)]);
    expect([caught.game.outs, caught.game.stealSafe[0]]).toEqual([1, 0]);
  });
  it('the same runner stealing 3rd has 68: safe on 68, out on 69', () => {
    expect(
      stealBefore('base-stealing', [{}, { sbo: 'A', sbc: 82 }], [NOBODY, 2, NOBODY], [d100(68)]).game.bases[3],
    ).toBe(2);
    expect(stealBefore('base-stealing', [{}, { sbo: 'A', sbc: 82 }], [NOBODY, 2, NOBODY], [d100(69)]).game.outs).toBe(
      1,
    );
  });
  it("spends steal points: two C runners at 2 points each use a team's 4; N never runs; C not before the 6th", () => {
    const { cards, game } = setting([{ sbo: 'C', sbc: 90 }]);
    const plays = new BasePlays(cards, tables, rulesOf('base-stealing', ['base-stealing.seriesLength=100']), RUNNING);
    plays.startGame();
    game.bases.set([NOBODY, 1, NOBODY, NOBODY]);
    game.inning = 5;
    plays.before(game, 0, scriptedGenerator([]), 0, 0);
    expect(game.stealCount).toBe(0); // a C runner waits for the 6th
    game.inning = 6;
    plays.before(game, 0, scriptedGenerator([d100(0)]), 0, 0);
    expect(game.stealCount).toBe(1);
    const never = stealBefore('base-stealing', [{ sbo: 'N', sbc: 99 }], [1, NOBODY, NOBODY], []);
    expect(never.game.stealCount).toBe(0);
  });
  it("straight steal of home: SBC 89 less 55 is 34, no catcher's AR", () => {
    const home = stealBefore(
      'base-stealing+steal-of-home',
      [{}, {}, { sbo: 'B', sbc: 89 }],
      [NOBODY, NOBODY, 3],
      [d100(34)],
      20,
    );
    expect([home.game.scoredCount, home.game.scored[0], home.call]).toEqual([1, 3, STOLE_HOME]);
    expect(
      stealBefore('base-stealing+steal-of-home', [{}, {}, { sbo: 'B', sbc: 89 }], [NOBODY, NOBODY, 3], [d100(35)], 20)
        .game.outs,
    ).toBe(1);
  });
});

describe("double steals of second and home, the manual's examples", () => {
  const runners = [{ sbo: 'C', sbc: 50 }, {}, { sbo: 'B', sbc: 89 }] as Partial<PineTarCard>[];
  it('SBC 89, AR -7: 40; roll 40 scores the run and puts the runner from 1st on 2nd', () => {
    const { game } = stealBefore('base-stealing+double-steal', runners, [1, NOBODY, 3], [d100(40)], -7);
    expect([game.scoredCount, game.outs, ...game.bases.subarray(1)]).toEqual([1, 0, NOBODY, 1, NOBODY]);
  });
  it('roll 41: the runner on 3rd is out at home, the runner on 1st safe at 2nd', () => {
    const { game } = stealBefore('base-stealing+double-steal', runners, [1, NOBODY, 3], [d100(41)], -7);
    expect([game.scoredCount, game.outs, ...game.bases.subarray(1)]).toEqual([0, 1, NOBODY, 1, NOBODY]);
  });
  it('AR +12: 50, safe on 50', () => {
    expect(stealBefore('base-stealing+double-steal', runners, [1, NOBODY, 3], [d100(50)], 12).game.scoredCount).toBe(1);
    expect(stealBefore('base-stealing+double-steal', runners, [1, NOBODY, 3], [d100(51)], 12).game.scoredCount).toBe(0);
  });
});

describe("the hit and run's call", () => {
  it('puts runners in motion on 1st (and 2nd), never a pitcher, an E runner, nor a third time in a game', () => {
    expect(stealBefore('hit-and-run', [{ sbo: 'C' }], [1, NOBODY, NOBODY], []).call).toBe(0b10);
    expect(stealBefore('hit-and-run', [{ sbo: 'C' }, { sbo: 'B' }], [1, 2, NOBODY], []).call).toBe(0b110);
    expect(stealBefore('hit-and-run', [{ sbo: 'E' }], [1, NOBODY, NOBODY], []).call).toBe(0);
    // A pitcher on 1st stays, the runner on 2nd goes.
    const pitcher = {
      sbo: 'C',
      pitching: {
        role: 'S',
        grade: { home: { early: 'C', late: 'C' }, away: { early: 'C', late: 'C' } },
        mip: { starter: 6, relief: 6 },
        bkwp: { balkTop: -1, wildPitchTop: -1, text: '--/--' },
      },
    } as Partial<PineTarCard>;
    expect(stealBefore('hit-and-run', [pitcher, { sbo: 'B' }], [1, 2, NOBODY], []).call).toBe(0b100);
    const { cards, game } = setting([{ sbo: 'C' }]);
    const plays = new BasePlays(cards, tables, rulesOf('hit-and-run'), RUNNING);
    plays.startGame();
    const calls = [1, 2, 3].map(() => {
      game.bases.set([NOBODY, 1, NOBODY, NOBODY]);
      return plays.before(game, 0, scriptedGenerator([]), 0, 0);
    });
    expect(calls).toEqual([0b10, 0b10, 0]);
  });

  it('turns a strikeout into a steal by the runner in motion (SBC + AR)', () => {
    const m = inGame(matchup({ column: { '00-99': 'SO' }, rules: 'hit-and-run', ar: -9 }), { inMotion: 0b10 });
    // Runner 1 on 1st: SO on 30, then his steal roll 70 <= 82 - 9: safe at 2nd.
    const { play } = playInGame(m, { outs: 0, bases: [1, EMPTY, EMPTY] }, [d100(30), d100(70)]);
    expect([play.result, play.after, play.events[0]!.steals]).toEqual([
      'SO',
      { outs: 1, bases: [EMPTY, 1, EMPTY] },
      [{ runner: 1, safe: true }],
    ]);
  });

  it('runners in motion on 1st and 2nd, a strikeout: the lead runner steals 3rd (SBC + AR - 5), the other 2nd', () => {
    const m = inGame(matchup({ column: { '00-99': 'SO' }, rules: 'hit-and-run', ar: -9 }), { inMotion: 0b110 });
    // Runner 2 on 2nd steals 3rd on 69 > 82 - 9 - 5 = 68: out; the runner from 1st takes 2nd all the same.
    const { play } = playInGame(m, { outs: 0, bases: [1, 2, EMPTY] }, [d100(30), d100(69)]);
    expect([play.after, play.events[0]!.steals]).toEqual([
      { outs: 2, bases: [EMPTY, 1, EMPTY] },
      [
        { runner: 2, safe: false },
        { runner: 1, safe: true },
      ],
    ]);
  });

  it('runners in motion: a ground out reads the white die 4 higher, and a wild pitch ends the hit and run', () => {
    // 92 (past the +5's reach, 0-90) is GO-2B: white die 2 + 4 = 6 on the runner-on-1st table; after a wild pitch, 2.
    const m = inGame(matchup({ column: { '00-19': 'BK/WP', '20-99': 'GO-2B' }, bkwp: '--/99', rules: 'hit-and-run' }), {
      inMotion: 0b10,
    });
    const state = { outs: 0, bases: [1, EMPTY, EMPTY] as [number, number, number] };
    const moving = playInGame(m, state, [d100(92)]).play;
    const plain = playInGame({ ...m, game: { ...m.game!, inMotion: 0 } }, state, [d100(92)]).play;
    const cell = (white: number) => tables.groundOut.runnerOnFirst['2B'][white];
    expect(moving.events[0]!.notes.join(' ')).toContain(`white die 6 on runnerOnFirst: ${cell(6)}`);
    expect(plain.events[0]!.notes.join(' ')).toContain(`white die 2 on runnerOnFirst: ${cell(2)}`);
    const afterWildPitch = playInGame(m, state, [d100(5), d100(92)]).play;
    expect(afterWildPitch.events.map((e) => e.result)[0]).toBe('WP');
    expect(afterWildPitch.events[1]!.notes.join(' ')).toContain('white die 2 on noRunnerOnFirst');
  });
});

describe("rare plays, the manual's example (44, then 15)", () => {
  const column = { '00-43': 'SO', '44': 'HR', '45-99': 'SO' };
  const rare = (bases: [number, number, number], draws: ScriptedDraw[]) =>
    playInGame(inGame(matchup({ column, rules: 'rare-plays' }), { rarePlay: true }), { outs: 0, bases }, draws).play;
  it('bases empty: a strikeout on a wild pitch, the batter reaching first', () => {
    const play = rare([EMPTY, EMPTY, EMPTY], [d100(44), d100(15)]);
    expect([play.events.map((e) => e.result), play.after.outs, play.after.bases[0], play.rarePlay?.batsOn]).toEqual([
      ['SO'],
      0,
      0,
      false,
    ]);
  });
  it('a runner on: a wild pitch, the runner to 2nd, the same batter at bat (1-0); a second 44 reads his column', () => {
    const play = rare([1, EMPTY, EMPTY], [d100(44), d100(15), d100(44)]);
    expect(play.events.map((e) => e.result)).toEqual(['WP', 'HR']);
    expect([play.after.outs, play.rarePlay?.balls]).toEqual([0, 1]);
  });
  it("three more balls after the rare play's wild pitch walk the batter: the wild pitch was ball one", () => {
    const m = matchup({
      column: { '00-43': 'BK/WP', '44': 'HR', '45-99': 'BK/WP' },
      bkwp: '--/--',
      rules: 'rare-plays',
    });
    const { play } = playInGame(inGame(m, { rarePlay: true }), { outs: 0, bases: [1, EMPTY, EMPTY] }, [
      d100(44),
      d100(15),
      d100(1),
      d100(2),
      d100(3),
    ]);
    expect(play.events.map((e) => e.result)).toEqual(['WP', 'BALL', 'BALL', 'BALL', 'BB']);
  });
  it('a delay asks the game to act and leaves the count; a game without its rare play reads 44 on the card', () => {
    // Roll 44, then the shipped table's bases-empty power failure (a delay: nothing happens on the field).
    const byRoll = tables.optional.rarePlay.byRoll;
    const roll = byRoll.findIndex((cell) => cell.empty === 'power-failure');
    expect(roll).toBeGreaterThanOrEqual(0);
    const play = rare([EMPTY, EMPTY, EMPTY], [d100(44), d100(roll), d100(30)]);
    expect([play.rarePlay?.incident, play.events.map((e) => e.result)]).toEqual(['power-failure', ['SO']]);
    const unarmed = playInGame(matchup({ column, rules: 'rare-plays' }), { outs: 0, bases: [EMPTY, EMPTY, EMPTY] }, [
      d100(44),
    ]).play;
    expect([unarmed.result, unarmed.rarePlay]).toEqual(['HR', undefined]);
  });
});

describe("additional MIP modifiers, the manual's example", () => {
  const starter = { asStarter: true, mip: 6, inningsCompleted: 6, runsAllowed: 1, battersFaced: 24, bonusUsed: false };
  it('MIP 6, one run after six: the +1 inning; two runs after seven: he pitches on until a runner reaches', () => {
    const seventh = mayStartInning(starter, true);
    expect([seventh.allowed, seventh.extended, seventh.fatigue.bonusUsed]).toEqual([true, false, true]);
    const eighth = mayStartInning({ ...starter, inningsCompleted: 7, runsAllowed: 2, bonusUsed: true }, true);
    expect([eighth.allowed, eighth.extended]).toEqual([true, true]);
    expect(mayStartInning({ ...starter, inningsCompleted: 7, runsAllowed: 3, bonusUsed: true }, true).allowed).toBe(
      false,
    );
    expect(mayStartInning({ ...starter, inningsCompleted: 7, runsAllowed: 2, bonusUsed: true }, false).allowed).toBe(
      false,
    );
  });
});

describe("a season's roster: relievers' rest and injuries", () => {
  // Pitchers 0-2, position player 3.
  const cards = [
    card({ inj: '10A', pitching }),
    card({ inj: '0A', pitching }),
    card({ inj: '99C', pitching }),
    card({ inj: '99A' }),
  ];
  const finished = (pitchers: { player: number; outs: number }[]) => ({
    teams: [0, 1] as [number, number],
    pitchers: [pitchers, []] as [typeof pitchers, typeof pitchers],
    lineups: [[3, 3, 3, 3, 3, 3, 3, 3, 0], []] as [number[], number[]],
    pitcherSpots: [8, -1] as [number, number],
    standIn: [false, true] as [boolean, boolean],
  });
  it('rests a reliever after 2 innings, and after 3 consecutive games', () => {
    const roster = new SeasonRoster(cards, Int32Array.from([0, 0, 0, 0]), tables, rulesOf('reliever-limits'));
    roster.endGame(
      finished([
        { player: 0, outs: 18 },
        { player: 1, outs: 6 },
      ]),
      scriptedGenerator([]),
    );
    expect([roster.available(0), roster.available(1)]).toEqual([true, false]);
    roster.endGame(finished([{ player: 0, outs: 18 }]), scriptedGenerator([]));
    expect(roster.available(1)).toBe(true);
    for (let g = 0; g < 3; g++)
      roster.endGame(
        finished([
          { player: 0, outs: 18 },
          { player: 2, outs: 3 },
        ]),
        scriptedGenerator([]),
      );
    expect(roster.available(2)).toBe(false);
  });
  it("checks pitchers in order, then the d10's batting-order spot; one of each kind out at a time", () => {
    const roster = new SeasonRoster(cards, Int32Array.from([0, 0, 0, 0]), tables, rulesOf('injuries'));
    // Pitcher 2 (INJ 99C) rolls 50: hurt, C row d10 4 = 10 games; pitcher 0 is then not checked. Spot d10 3: player 3
    // (99A) rolls 80: hurt, A row d10 9 = 7 games.
    roster.endGame(
      finished([
        { player: 2, outs: 18 },
        { player: 0, outs: 6 },
      ]),
      scriptedGenerator([d100(50), d10(4), d10(3), d100(80), d10(9)]),
    );
    expect([roster.available(2), roster.available(3), roster.available(0)]).toEqual([false, false, true]);
    for (let g = 0; g < 7; g++) roster.endGame(finished([]), scriptedGenerator([d10(0)]));
    expect([roster.available(3), roster.available(2)]).toEqual([true, false]);
    for (let g = 0; g < 3; g++) roster.endGame(finished([]), scriptedGenerator([d10(0)]));
    expect(roster.available(2)).toBe(true);
  });
});
