import { describe, expect, it } from 'vitest';
import { scriptedDice, type ScriptedRoll } from '../../../src/core/dice/scriptedDice.ts';
import { DEFAULT_POLICIES } from '../../../src/games/pinetar/policies.ts';
import { resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { doubleStealChance } from '../../../src/games/pinetar/rules/doubleSteal.ts';
import { randomizedRoll } from '../../../src/games/pinetar/rules/diceRandomizer.ts';
import { stealSucceeds } from '../../../src/games/pinetar/rules/baseStealing.ts';
import { soBbRolls } from '../../../src/games/pinetar/rules/soBbRatings.ts';
import { parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { all, matchup, type MatchupSpec } from '../../helpers/pinetar.ts';

/** Resolves one plate appearance with scripted dice and checks the script was used up exactly. */
function play(spec: MatchupSpec, state: string, rolls: ScriptedRoll[]) {
  const dice = scriptedDice(rolls);
  const pa = resolvePlateAppearance(matchup(spec), parseBaseOutState(state), dice, { inning: 1, offenseLead: 0 }, true);
  expect(dice.remaining(), 'unused scripted rolls').toBe(0);
  return pa;
}
const d100 = (v: number): ScriptedRoll => ['d100', v];
const d10 = (v: number): ScriptedRoll => ['d10', v];
const d6 = (v: number): ScriptedRoll => ['d6', v];
const PLAYS_IN = { ...DEFAULT_POLICIES, infieldIn: () => true };

describe("SO/BB pitcher ratings, the manual's examples", () => {
  const rated = (sobb: string, column: Record<string, string>): MatchupSpec => ({
    column,
    sobb,
    rules: 'so-bb-ratings',
  });
  it('1: SO 55, 77 turns a 77 FO-RF into a strikeout', () => {
    expect(play(rated('SO 55, 77', all('FO-RF')), '---/0', [d100(77)]).result).toBe('SO');
  });
  it('2: SO 55, 77 leaves a 55 SO a strikeout, and turns a 55 GO-1B into one', () => {
    expect(play(rated('SO 55, 77', all('SO')), '---/0', [d100(55)]).result).toBe('SO');
    expect(play(rated('SO 55, 77', all('GO-1B')), '---/0', [d100(55)]).result).toBe('SO');
  });
  it('3: BB 77 turns a 77 GO-3B into a base on balls', () => {
    expect(play(rated('BB 77', all('GO-3B')), '---/0', [d100(77)]).result).toBe('BB');
  });
  it('4: BB 55-60, 77 turns a 59 SO into a base on balls', () => {
    expect(play(rated('BB 55-60, 77', all('SO')), '---/0', [d100(59)]).result).toBe('BB');
  });
  it('changes no other roll, nor anything with the rule off or for an NC pitcher', () => {
    expect(play(rated('BB 55-60, 77', all('SO')), '---/0', [d100(61)]).result).toBe('SO');
    expect(play({ column: all('GO-3B'), sobb: 'BB 77' }, '---/0', [d100(77)]).result).toBe('GO');
    expect(soBbRolls('NC')).toBeUndefined();
    expect(soBbRolls('SO 55-60, 77')?.rolls).toEqual([55, 56, 57, 58, 59, 60, 77]);
  });
});

describe("positive defensive rolls, the manual's examples", () => {
  const column = { '00-10': 'HR', '11': '2B', '12-21': '1B', '22': '1B', '23-99': 'SO' };
  it(
    '1: a 2B on 11, PDR roll 36 (27-40: the second baseman), ' +
      'Pos RG: a GO, its table read on a new roll with a runner on',
    () => {
      const empty = play({ column, rules: 'defensive-rolls', rg: { '2B': 'pos' } }, '---/0', [d100(11), d100(36)]);
      expect(empty.result).toBe('GO');
      expect(empty.events[0]!.location).toBe('2B');
      // Runner on 1st, no outs: the new roll 47 reads white 7 on GO-2B of the runner-on-1st table: FC R3A.
      const onFirst = play({ column, rules: 'defensive-rolls', rg: { '2B': 'pos' } }, '1--/0', [
        d100(11),
        d100(36),
        d100(47),
      ]);
      expect(onFirst.result).toBe('FC');
    },
  );
  it(
    '2: a 1B on 11, PDR roll 49 (the center fielder), Neu RG: the single ' +
      "stands, to CF, the runner taking only the hit's base (doubled roll)",
    () => {
      const pa = play(
        {
          column: { '00-10': 'HR', '11': '1B', '12-99': 'SO' },
          rules: 'defensive-rolls',
          rg: { CF: 'neu' },
          runnerSpeeds: { 1: 'F' },
        },
        '1--/0',
        [d100(11), d100(49)],
      );
      expect(pa.result).toBe('1B');
      expect(pa.events[0]!.location).toBe('CF');
      // the fast runner on 1st stops at 2nd: doubled rolls give no extra base
      expect(pa.after.bases).toEqual([0, 1, -1]);
    },
  );
  it(
    'sends a single on 0-3 to the catcher and a double to the ' +
      'first baseman; a failing catcher gives an infield single',
    () => {
      const single = play(
        { column: { '00-21': '1B', '22': '1B', '23-99': 'SO' }, rules: 'defensive-rolls', rg: { C: 'pos' } },
        '---/0',
        [d100(22), d100(2)],
      );
      expect([single.result, single.events[0]!.location]).toEqual(['GO', 'C']);
      const double = play({ column, rules: 'defensive-rolls', rg: { '1B': 'pos' } }, '---/0', [d100(11), d100(2)]);
      expect([double.result, double.events[0]!.location]).toEqual(['GO', '1B']);
      const catcherFails = play(
        {
          column: { '00-10': '3B', '11': '3B', '12-99': 'SO' },
          rules: 'defensive-rolls',
          rg: { C: 'neg', '1B': 'neg' },
        },
        '---/0',
        [d100(11), d100(1)],
      );
      expect(catcherFails.result).toBe('3B'); // a triple on 0-3 goes to the first baseman, whose failure lets it stand
      const pitcherFails = play({ column, rules: 'defensive-rolls' }, '---/0', [d100(11), d100(5)]);
      expect([pitcherFails.result, pitcherFails.events[0]!.location]).toEqual(['1B', 'P']);
    },
  );
  it('reads nothing with the positive side switched off, and never for a home run', () => {
    expect(
      play(
        { column, rules: 'defensive-rolls', settings: ['defensive-rolls.positive=false'], rg: { '2B': 'pos' } },
        '---/0',
        [d100(11)],
      ).result,
    ).toBe('2B');
    expect(play({ column: all('HR'), rules: 'defensive-rolls' }, '---/0', [d100(22)]).result).toBe('HR');
  });
});

describe('negative defensive checks', () => {
  it('turn a 66 GO to a Neg RG shortstop into an infield single, runners one base (two with two outs)', () => {
    const spec: MatchupSpec = { column: all('GO-SS'), rules: 'defensive-rolls', rg: { SS: 'neg' } };
    const one = play(spec, '1--/0', [d100(66)]);
    expect([one.result, one.events[0]!.location, one.after.bases]).toEqual(['1B', 'SS', [0, 1, -1]]);
    const two = play(spec, '1--/2', [d100(66)]);
    expect(two.after.bases).toEqual([0, -1, 1]);
  });
  it(
    'turn an 88 FO to a Neg RG left fielder into a single to ' + 'LF, and leave SO, other rolls and other ranges alone',
    () => {
      expect(
        play({ column: all('FO-LF'), rules: 'defensive-rolls', rg: { LF: 'neg' } }, '---/0', [d100(88)]).events[0]!
          .location,
      ).toBe('LF');
      expect(play({ column: all('SO'), rules: 'defensive-rolls', rg: { LF: 'neg' } }, '---/0', [d100(88)]).result).toBe(
        'SO',
      );
      expect(
        play({ column: all('FO-LF'), rules: 'defensive-rolls', rg: { LF: 'neg' } }, '---/0', [d100(87)]).result,
      ).toBe('FO');
      expect(
        play({ column: all('FO-LF'), rules: 'defensive-rolls', rg: { LF: 'neu' } }, '---/0', [d100(88)]).result,
      ).toBe('FO');
    },
  );
});

describe('playing the infield in', () => {
  const column = { '00-06': '2B', '07-22': '1B', '23-30': 'BB', '31-50': 'SO', '51-99': 'GO-2B' };
  it("grows the batter's 1B range 7-22 to 7-25: a 24 that was a BB is a hit", () => {
    expect(play({ column, rules: 'infield-in', policies: PLAYS_IN }, '--3/0', [d100(24)]).result).toBe('1B');
    expect(play({ column, rules: 'infield-in', policies: PLAYS_IN }, '--3/0', [d100(26)]).result).toBe('BB');
    expect(play({ column }, '--3/0', [d100(24)]).result).toBe('BB');
  });
  it("reads the white die 2 lower, and a GDP is a fielder's choice at home, the batter safe", () => {
    // 1st and 3rd, no outs: GO-2B white 5 is FC R3A; played in, white 3 is a GDP, which becomes the out at home.
    const normal = play({ column }, '1-3/0', [d100(55)]);
    expect(normal.result).toBe('FC');
    expect(normal.runs).toBe(1);
    const playedIn = play({ column, rules: 'infield-in', policies: PLAYS_IN }, '1-3/0', [d100(55)]);
    expect([playedIn.result, playedIn.runs, playedIn.after.outs]).toEqual(['FC', 0, 1]);
    expect(playedIn.after.bases).toEqual([0, 1, -1]);
  });
  it('is not allowed with the runner on 3rd forced, with two outs, or with one out and a runner on 1st', () => {
    for (const state of ['123/0', '--3/2', '1-3/1'])
      expect(play({ column, rules: 'infield-in', policies: PLAYS_IN }, state, [d100(24)]).result).toBe('BB');
  });
});

describe('plays at the plate', () => {
  const single = { '00-99': '1B' };
  it('an average arm throws out a runner scoring from 2nd on a single on 0-10, a weak arm only on 0-5', () => {
    // Roll 12: an even roll sends the medium runner from 2nd home (Base Advancement) to RF (Hit Location).
    const out = play({ column: single, rules: 'plays-at-the-plate', arm: { RF: 'A' } }, '-2-/0', [d100(12), d100(8)]);
    expect([out.runs, out.after.outs]).toEqual([0, 1]);
    const safe = play({ column: single, rules: 'plays-at-the-plate', arm: { RF: 'W' } }, '-2-/0', [d100(12), d100(8)]);
    expect([safe.runs, safe.after.outs]).toEqual([1, 0]);
  });
  it('never throws for a runner from 3rd, nor with the rule off', () => {
    expect(play({ column: single, rules: 'plays-at-the-plate' }, '--3/0', [d100(12)]).runs).toBe(1);
    expect(play({ column: single }, '-2-/0', [d100(12)]).runs).toBe(1);
  });
});

describe('the RISP grade penalty', () => {
  // Roll 15 reads the Pitcher Modifier: grade B makes a 1B a BB, grade C a 2B.
  const spec: MatchupSpec = { column: all('1B'), grade: 'B', bats: 'R', throws: 'L', rules: 'risp-penalty' };
  it('a right-handed batter against a grade B left-hander with a runner on 2nd faces a C', () => {
    expect(play(spec, '-2-/0', [d100(15)]).result).toBe('2B');
    // no RISP: grade B, the walk rule's ball 2, then a single
    expect(play(spec, '1--/0', [d100(15), d100(16)]).result).toBe('1B');
  });
  it("spares a batter on the pitcher's side; always draws it for a switch hitter", () => {
    expect(play({ ...spec, bats: 'L' }, '-2-/0', [d100(15)]).result).toBe('BB');
    expect(play({ ...spec, bats: 'S' }, '-2-/0', [d100(15)]).result).toBe('2B');
  });
});

describe('the alternate die randomizer', () => {
  it('reads the red die on an odd d6 and the blue die on an even one', () => {
    expect(randomizedRoll(3, 7, 0, 4)).toBe(74);
    expect(randomizedRoll(4, 7, 0, 4)).toBe(4);
    // Red 2 and white 3 (the pair), then the d6, then blue 9: odd reads 23, even 93.
    expect(
      play({ column: { '00-49': 'SO', '50-99': 'BB' }, rules: 'dice-randomizer' }, '---/0', [d100(23), d6(5), d10(9)])
        .result,
    ).toBe('SO');
    expect(
      play({ column: { '00-49': 'SO', '50-99': 'BB' }, rules: 'dice-randomizer' }, '---/0', [d100(23), d6(6), d10(9)])
        .result,
    ).toBe('BB');
  });
  it('keeps every 2-die result equally likely: each of 00-99 comes up 60 times in the 6,000 dice', () => {
    const counts = new Array<number>(100).fill(0);
    for (let six = 1; six <= 6; six++)
      for (let red = 0; red < 10; red++)
        for (let blue = 0; blue < 10; blue++)
          for (let white = 0; white < 10; white++) counts[randomizedRoll(six, red, blue, white)]!++;
    expect(counts).toEqual(new Array<number>(100).fill(60));
  });
});

describe("steal arithmetic, the manual's examples", () => {
  it('AR -9, SBC 82: a roll of 70 is safe, 73 is safe, 74 is out (at or under the adjusted SBC)', () => {
    expect(stealSucceeds(70, 82 - 9)).toBe(true);
    expect(stealSucceeds(73, 82 - 9)).toBe(true);
    expect(stealSucceeds(74, 82 - 9)).toBe(false);
  });
  it('double steal of 2nd and home: SBC 89, AR -7 gives 40; AR +12 gives 50', () => {
    expect(doubleStealChance(89, -7, -45)).toBe(40);
    expect(doubleStealChance(89, 12, -45)).toBe(50);
  });
});
