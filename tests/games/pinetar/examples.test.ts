import { describe, expect, it } from 'vitest';
import { scriptedDice, type ScriptedRoll } from '../../../src/core/dice/scriptedDice.ts';
import { resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { PASSIVE_POLICIES, DEFAULT_POLICIES, type ManagerPolicies } from '../../../src/games/pinetar/policies.ts';
import { baseOutState, EMPTY, parseBaseOutState, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import { all, matchup, type MatchupSpec } from '../../helpers/pinetar.ts';

/** Resolves one plate appearance and checks the script was used up exactly. */
function play(
  spec: MatchupSpec,
  state: BaseOutState | string,
  rolls: ScriptedRoll[],
  situation?: { inning: number; offenseLead: number },
) {
  const dice = scriptedDice(rolls);
  const pa = resolvePlateAppearance(
    matchup(spec),
    typeof state === 'string' ? parseBaseOutState(state) : state,
    dice,
    situation,
    true,
  );
  expect(dice.remaining(), 'unused scripted rolls').toBe(0);
  return pa;
}
const d100 = (v: number): ScriptedRoll => ['d100', v];
const d10 = (v: number): ScriptedRoll => ['d10', v];

describe('pitcher modifier examples', () => {
  it('1: grade B turns a 1B on 15 into a BB', () => {
    expect(play({ column: all('1B'), grade: 'B' }, '---/0', [d100(15)]).result).toBe('BB');
  });
  it('2: grade A+ turns a 3B on 5 into a 1B', () => {
    expect(play({ column: all('3B'), grade: 'A+' }, '---/0', [d100(5)]).result).toBe('1B');
  });
  it('3: grade C leaves a HR on 0 unchanged', () => {
    expect(play({ column: all('HR'), grade: 'C' }, '---/0', [d100(0)]).result).toBe('HR');
  });
  it('4: grade G turns a 2B on 10 into a HR', () => {
    expect(play({ column: all('2B'), grade: 'G' }, '---/0', [d100(10)]).result).toBe('HR');
  });
  it('is not read off the modifier rolls, nor for fly outs and line outs', () => {
    expect(play({ column: all('1B'), grade: 'B' }, '---/0', [d100(16)]).result).toBe('1B');
    expect(play({ column: all('FO-CF'), grade: 'G' }, '---/0', [d100(10)]).result).toBe('FO');
    expect(play({ column: all('LO-SS'), grade: 'A+' }, '---/0', [d100(0)]).result).toBe('LO');
  });
  it('A+ uses the A grade where a column lists no A+ (2B column)', () => {
    expect(play({ column: all('2B'), grade: 'A+' }, '---/0', [d100(20)]).result).toBe('1B');
    expect(play({ column: all('2B'), grade: 'A' }, '---/0', [d100(20)]).result).toBe('1B');
  });
});

describe('special rules for walks', () => {
  it('against A+, A and B a BB with 1st occupied is ball 2; a second BB is a walk', () => {
    for (const grade of ['A+', 'A', 'B'] as const) {
      const pa = play({ column: all('BB'), grade }, '1--/0', [d100(61), d100(62)]);
      expect(pa.events.map((e) => e.result)).toEqual(['BALL', 'BB']);
      expect(pa.after.bases).toEqual([0, 1, EMPTY]);
    }
  });
  it('with 1st open the BB is a walk against any grade', () => {
    expect(play({ column: all('BB'), grade: 'A+' }, '-2-/0', [d100(61)]).events.map((e) => e.result)).toEqual(['BB']);
  });
  it('against C and worse a BB is always a walk', () => {
    for (const grade of ['C', 'D', 'E', 'G', 'M'] as const) {
      expect(play({ column: all('BB'), grade }, '1--/0', [d100(61)]).events.map((e) => e.result)).toEqual(['BB']);
    }
  });
  it('modifiers come first: grade B turns 1B on 15 into BB, then ball 2 with 1st occupied', () => {
    const pa = play({ column: { '00-15': '1B', '16-99': 'SO' }, grade: 'B' }, '1--/0', [d100(15), d100(40)]);
    expect(pa.events.map((e) => e.result)).toEqual(['BALL', 'SO']);
  });
});

describe('BK/WP', () => {
  const column = { '00-98': 'SO', '99': 'BK/WP' };
  it('bases empty: ball 1 and the batter rolls again (not a plate appearance of its own)', () => {
    const pa = play({ column, bkwp: '21/99' }, '---/0', [d100(99), d100(5)]);
    expect(pa.events.map((e) => [e.result, e.endsPlateAppearance])).toEqual([
      ['BALL', false],
      ['SO', true],
    ]);
  });
  it('--/--: ball 1 and a new batter roll, even with runners on', () => {
    const pa = play({ column, bkwp: '--/--' }, '1--/0', [d100(99), d100(5)]);
    expect(pa.events.map((e) => e.result)).toEqual(['BALL', 'SO']);
    expect(pa.after.bases).toEqual([1, EMPTY, EMPTY]);
  });
  it('--/99: always a wild pitch, with no BK/WP roll; runners advance one base', () => {
    const pa = play({ column, bkwp: '--/99' }, '1-3/0', [d100(99), d100(5)]);
    expect(pa.events.map((e) => e.result)).toEqual(['WP', 'SO']);
    expect(pa.runs).toBe(1);
    expect(pa.after.bases).toEqual([EMPTY, 1, EMPTY]);
  });
  it('21/99: a roll of 0-21 is a balk, 22-99 a wild pitch', () => {
    expect(play({ column, bkwp: '21/99' }, '-2-/1', [d100(99), d100(21), d100(5)]).events.map((e) => e.result)).toEqual(
      ['BK', 'SO'],
    );
    expect(play({ column, bkwp: '21/99' }, '-2-/1', [d100(99), d100(22), d100(5)]).events.map((e) => e.result)).toEqual(
      ['WP', 'SO'],
    );
  });
  it('a fourth ball walks the batter', () => {
    const pa = play({ column, bkwp: '--/--' }, '---/0', [d100(99), d100(99), d100(99), d100(99)]);
    expect(pa.events.map((e) => e.result)).toEqual(['BALL', 'BALL', 'BALL', 'BALL', 'BB']);
    expect(pa.result).toBe('BB');
  });
});

describe('hit location and base advancement', () => {
  it('roll 19: an infield hit, but a slow batter grounds out to short', () => {
    expect(play({ column: all('2B'), speed: 'M' }, '---/0', [d100(19)]).events[0]).toMatchObject({
      result: '1B',
      location: 'SS',
    });
    expect(play({ column: all('1B'), speed: 'S' }, '---/0', [d100(19)]).events[0]).toMatchObject({
      result: 'GO',
      location: 'SS',
    });
  });
  it("odd roll: slow and medium runners take the hit's bases, fast one more", () => {
    for (const [speed, base] of [
      ['S', 2],
      ['M', 2],
      ['F', 3],
    ] as const) {
      expect(
        play({ column: all('1B'), runnerSpeeds: { 1: speed } }, '1--/0', [d100(21)]).after.bases.indexOf(1) + 1,
      ).toBe(base);
    }
  });
  it("even roll: slow runners take the hit's bases, medium and fast one more", () => {
    for (const [speed, base] of [
      ['S', 2],
      ['M', 3],
      ['F', 3],
    ] as const) {
      expect(
        play({ column: all('1B'), runnerSpeeds: { 1: speed } }, '1--/0', [d100(24)]).after.bases.indexOf(1) + 1,
      ).toBe(base);
    }
  });
  it("doubled roll: everyone takes the hit's bases only", () => {
    expect(play({ column: all('1B'), runnerSpeeds: { 1: 'F' } }, '1--/0', [d100(33)]).after.bases).toEqual([
      0,
      1,
      EMPTY,
    ]);
  });
  it('a runner never passes the runner ahead: a fast runner from 1st stops behind a slow one', () => {
    const pa = play({ column: all('1B'), runnerSpeeds: { 1: 'F', 2: 'S' } }, '12-/0', [d100(21)]);
    expect(pa.after.bases).toEqual([0, 1, 2]);
  });
});

describe('ground outs', () => {
  it('GO-2B on roll 47 with a runner on 1st falls in FC R3A (5-8): runner on 1st out, run scores from 3rd', () => {
    const pa = play({ column: all('GO-2B') }, '1-3/0', [d100(47)]);
    expect(pa.result).toBe('FC');
    expect(pa.runs).toBe(1);
    expect(pa.after).toEqual({ outs: 1, bases: [0, EMPTY, EMPTY] });
  });
  it('FC R3H: the runner on 3rd holds', () => {
    expect(play({ column: all('GO-2B') }, '1-3/0', [d100(44)]).after).toEqual({ outs: 1, bases: [0, EMPTY, 3] });
  });
  it('GDP: runner on 1st and batter out, others advance; no advance on the third out', () => {
    expect(play({ column: all('GO-SS') }, '12-/0', [d100(41)])).toMatchObject({
      result: 'GDP',
      after: { outs: 2, bases: [EMPTY, EMPTY, 2] },
    });
    expect(play({ column: all('GO-SS') }, '1-3/1', [d100(41)])).toMatchObject({
      result: 'GDP',
      runs: 0,
      after: { outs: 3 },
    });
  });
  it('two outs or bases empty: a plain ground out', () => {
    expect(play({ column: all('GO-SS') }, '123/2', [d100(41)])).toMatchObject({
      result: 'GO',
      runs: 0,
      after: { outs: 3, bases: [1, 2, 3] },
    });
  });
  it('no runner on 1st: PO-3 RH holds, PO-3 RA advances, LR Out gets the lead runner', () => {
    expect(play({ column: all('GO-SS') }, '-23/0', [d100(42)]).after).toEqual({ outs: 1, bases: [EMPTY, 2, 3] });
    expect(play({ column: all('GO-SS') }, '-23/0', [d100(47)])).toMatchObject({
      runs: 1,
      after: { outs: 1, bases: [EMPTY, EMPTY, 2] },
    });
    expect(play({ column: all('GO-SS') }, '-23/0', [d100(44)])).toMatchObject({
      result: 'FC',
      after: { outs: 1, bases: [0, 2, EMPTY] },
    });
  });
  it('bases loaded: GO-2 forces the runner at home; DP-HOME doubles off the batter', () => {
    expect(play({ column: all('GO-C') }, '123/0', [d100(45)])).toMatchObject({
      result: 'FC',
      runs: 0,
      after: { outs: 1, bases: [0, 1, 2] },
    });
    expect(play({ column: all('GO-P') }, '123/0', [d100(41)])).toMatchObject({
      result: 'GDP',
      runs: 0,
      after: { outs: 2, bases: [EMPTY, 1, 2] },
    });
  });
  it('bases loaded GDP*: the manager may take the force at home instead (policy)', () => {
    const force: ManagerPolicies = { ...PASSIVE_POLICIES, takeBasesLoadedOption: () => true };
    expect(play({ column: all('GO-SS'), policies: PASSIVE_POLICIES }, '123/0', [d100(41)])).toMatchObject({
      result: 'GDP',
      runs: 1,
      after: { outs: 2 },
    });
    expect(play({ column: all('GO-SS'), policies: force }, '123/0', [d100(41)])).toMatchObject({
      result: 'FC',
      runs: 0,
      after: { outs: 1, bases: [0, 1, 2] },
    });
  });
  it('bases loaded GO-1B and GO-3B double plays go through 2nd, the run scoring (the text), or force at home', () => {
    // White die 1 reads GDP** on both corners' rows; the text gives the home-to-first double play to C and P alone.
    for (const column of [all('GO-1B'), all('GO-3B')]) {
      expect(play({ column, policies: PASSIVE_POLICIES }, '123/0', [d100(41)])).toMatchObject({
        result: 'GDP',
        runs: 1,
        after: { outs: 2, bases: [EMPTY, EMPTY, 2] },
      });
      const force: ManagerPolicies = { ...PASSIVE_POLICIES, takeBasesLoadedOption: () => true };
      expect(play({ column, policies: force }, '123/0', [d100(41)])).toMatchObject({
        result: 'FC',
        runs: 0,
        after: { outs: 1, bases: [0, 1, 2] },
      });
    }
    // The default manager turns the double play early, and forces the run at home late and close with none out.
    expect(play({ column: all('GO-1B') }, '123/0', [d100(41)]).runs).toBe(1);
    expect(play({ column: all('GO-1B') }, '123/0', [d100(41)], { inning: 9, offenseLead: -1 }).runs).toBe(0);
  });
  it('GDP refused in the 8th or later with 0 outs when the run would tie: runner from 3rd out at home', () => {
    const pa = play({ column: all('GO-SS') }, '1-3/0', [d100(41)], { inning: 8, offenseLead: -1 });
    expect(pa).toMatchObject({ result: 'FC', runs: 0, after: { outs: 1, bases: [0, 1, EMPTY] } });
    expect(play({ column: all('GO-SS') }, '1-3/0', [d100(41)], { inning: 7, offenseLead: -1 }).result).toBe('GDP');
  });
});

describe('fly outs and the tag table', () => {
  it('RF with runners on 2nd and 3rd, tag roll 49: the runner on 3rd scores, the runner on 2nd stays', () => {
    const pa = play({ column: all('FO-RF') }, '-23/0', [d100(80), d100(49)]);
    expect(pa).toMatchObject({ result: 'SF', runs: 1, after: { outs: 1, bases: [EMPTY, 2, EMPTY] } });
  });
  it('77, 88, 99: the lead runner trying to tag is thrown out', () => {
    for (const roll of [77, 88, 99]) {
      expect(play({ column: all('FO-CF') }, '-23/0', [d100(80), d100(roll)])).toMatchObject({
        result: 'FO',
        runs: 0,
        after: { outs: 2, bases: [EMPTY, 2, EMPTY] },
      });
    }
  });
  it('LF: no tag roll with only a runner on 2nd', () => {
    expect(play({ column: all('FO-LF') }, '-2-/0', [d100(80)]).after).toEqual({ outs: 1, bases: [EMPTY, 2, EMPTY] });
  });
  it('no tag roll with two outs, or when the manager holds the runners', () => {
    expect(play({ column: all('FO-RF') }, '--3/2', [d100(80)]).after.outs).toBe(3);
    expect(play({ column: all('FO-RF'), policies: PASSIVE_POLICIES }, '--3/0', [d100(80)]).result).toBe('FO');
  });
});

describe('error checks', () => {
  const base = { column: all('ROE/PO'), ec: { SS: 3 } };
  it('red/white 68 goes to the SS; blue at or under EC is an error: RS 1*, runners +1 with one out', () => {
    expect(play(base, '1--/1', [d100(40), d100(68), d10(3)])).toMatchObject({
      result: 'ROE',
      after: { outs: 1, bases: [0, 1, EMPTY] },
    });
  });
  it('with two outs the * sends runners one base more, not the batter', () => {
    expect(play(base, '1--/2', [d100(40), d100(68), d10(3)])).toMatchObject({
      result: 'ROE',
      after: { outs: 2, bases: [0, EMPTY, 1] },
    });
  });
  it('blue above EC: a pop out (ROE/PO) or line out (ROE/LO)', () => {
    expect(play(base, '---/0', [d100(40), d100(68), d10(4)]).result).toBe('PO');
    expect(play({ ...base, column: all('ROE/LO') }, '---/0', [d100(40), d100(68), d10(4)]).result).toBe('LO');
  });
  it('EC 9 always errs', () => {
    for (let blue = 0; blue <= 9; blue++)
      expect(play({ ...base, ec: { SS: 9 } }, '---/0', [d100(40), d100(70), d10(blue)]).result).toBe('ROE');
  });
});

describe('sacrifice and squeeze bunts (SHC 89)', () => {
  const bunter = { column: all('SO'), shc: 89, isPitcher: true, policies: DEFAULT_POLICIES };
  it('roll below SHC: SH, runners advance, batter out', () => {
    expect(play(bunter, '1--/0', [d100(50)])).toMatchObject({
      result: 'SH',
      after: { outs: 1, bases: [EMPTY, 1, EMPTY] },
    });
  });
  it('doubled and below SHC: infield hit, everyone safe', () => {
    expect(play(bunter, '1--/0', [d100(44)])).toMatchObject({ result: '1B', after: { outs: 0, bases: [0, 1, EMPTY] } });
  });
  it('equal to SHC: throwing error, batter and runners one base', () => {
    const pa = play(bunter, '1--/0', [d100(89)]);
    expect(pa).toMatchObject({ result: 'SH', after: { outs: 0, bases: [0, 1, EMPTY] } });
    expect(pa.events[0]!.error).toBeDefined();
  });
  it('above SHC: the lead runner is forced, the trailing runner advances, the batter is safe (1st and 2nd)', () => {
    expect(play(bunter, '12-/0', [d100(93)])).toMatchObject({ result: 'FC', after: { outs: 1, bases: [0, 1, EMPTY] } });
  });
  it('doubled and above SHC (99): pop-out double play, the trailing runner stays at 1st', () => {
    expect(play(bunter, '12-/0', [d100(99)])).toMatchObject({
      result: 'PO',
      after: { outs: 2, bases: [1, EMPTY, EMPTY] },
    });
  });
  it('SHC N never bunts, and nobody bunts with two outs', () => {
    expect(play({ ...bunter, shc: 'N' }, '1--/0', [d100(50)]).result).toBe('SO');
    expect(play(bunter, '1--/2', [d100(50)]).result).toBe('SO');
  });
  it('the squeeze uses SHC - 25: 63 succeeds, 64 is the error, 65 loses the runner at home', () => {
    const squeeze: ManagerPolicies = {
      ...DEFAULT_POLICIES,
      bunt: (_s, _g, _b, allowed) => (allowed.includes('squeeze') ? 'squeeze' : 'swing'),
    };
    expect(play({ ...bunter, policies: squeeze }, '--3/0', [d100(63)])).toMatchObject({ result: 'SH', runs: 1 });
    expect(play({ ...bunter, policies: squeeze }, '--3/0', [d100(64)])).toMatchObject({
      result: 'SH',
      runs: 1,
      after: { outs: 0, bases: [0, EMPTY, EMPTY] },
    });
    expect(play({ ...bunter, policies: squeeze }, '--3/0', [d100(65)])).toMatchObject({
      result: 'FC',
      runs: 0,
      after: { outs: 1, bases: [0, EMPTY, EMPTY] },
    });
  });
  it('a squeeze by SHC 20 (20 - 25 = -5 < 0) always fails: a roll of 0 is above it, not the error', () => {
    const squeeze: ManagerPolicies = {
      ...DEFAULT_POLICIES,
      bunt: (_s, _g, _b, allowed) => (allowed.includes('squeeze') ? 'squeeze' : 'swing'),
    };
    const weak = { ...bunter, shc: 20, policies: squeeze };
    // Floored at 0, a roll of 00 would equal the chance: the throwing error, the run in. Kept at -5 it is above: a
    // doubled roll above, the pop-out double play.
    expect(play(weak, '--3/0', [d100(0)])).toMatchObject({ result: 'PO', runs: 0, after: { outs: 2 } });
    const one = play(weak, '--3/0', [d100(1)]);
    expect(one).toMatchObject({ result: 'FC', runs: 0, after: { outs: 1, bases: [0, EMPTY, EMPTY] } });
    expect(one.events[0]!.error).toBeUndefined();
  });
});

it('scripted dice refuse a roll the rules should not ask for', () => {
  expect(() => play({ column: all('FO-LF') }, '-2-/0', [d100(80), d100(10)])).toThrow(/unused scripted rolls/);
  expect(() =>
    resolvePlateAppearance(matchup({ column: all('ROE/PO') }), baseOutState(), scriptedDice([d100(1), d100(2)])),
  ).toThrow(/d10/);
});
