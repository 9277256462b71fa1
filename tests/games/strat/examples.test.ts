import { describe, expect, it } from 'vitest';
import { scriptedDice, type ScriptedRoll } from '../../../src/core/dice/scriptedDice.ts';
import { leagueDefense, teamDefense } from '../../../src/games/strat/defense.ts';
import type { StratMatchup } from '../../../src/games/strat/matchup.ts';
import { battingColumns, stratMatchup, type PitcherSide } from '../../../src/games/strat/plan.ts';
import { resolvePlateAppearance } from '../../../src/games/strat/resolve.ts';
import { EMPTY, formatBaseOutState, parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { card, column, every, matchup, tables, walkthrough } from '../../helpers/strat.ts';

const d6 = (v: number): ScriptedRoll => ['d6', v];
const d20 = (v: number): ScriptedRoll => ['d20', v];
/**
 * The three dice read together: the white die, then the two coloured dice. With runners on, the d20 rolled with them
 * (`gate`) is read right after the white die, which it may need (balk or passed ball).
 */
const roll = (white: number, red: number, blue: number, gate?: number): ScriptedRoll[] =>
  gate === undefined ? [d6(white), d6(red), d6(blue)] : [d6(white), d20(gate), d6(red), d6(blue)];

/** Resolves one plate appearance and checks the script was used up exactly. */
function play(m: StratMatchup, state: string, rolls: ScriptedRoll[]) {
  const dice = scriptedDice(rolls);
  const pa = resolvePlateAppearance(m, parseBaseOutState(state), dice, undefined, true);
  expect(dice.remaining(), 'unused scripted rolls').toBe(0);
  return pa;
}

const gonzalez = card('juan-gonzalez');
const glavine = card('tom-glavine');
const glavineSide: PitcherSide = { throws: glavine.throws, ...glavine.pitching! };
/** Glavine, with Atlanta's fielders behind him, pitching to a card of the walk-through set. */
const facingGlavine = (batter = gonzalez, pitcher: Partial<PitcherSide> = {}) =>
  stratMatchup(
    { card: batter, columns: battingColumns(walkthrough, batter, glavine.throws) },
    { ...glavineSide, ...pitcher },
    teamDefense(walkthrough, 'ATL', glavine),
    tables.neutralPark,
    tables,
  );

describe('the Gonzalez / Glavine readings', () => {
  it(
    'a switch hitter bats right against the left-hander: columns ' +
      "1-3 from his vs-LHP side, 4-6 from Glavine's vs-RHB side",
    () => {
      const m = facingGlavine();
      expect(m.batter.side).toBe('R');
      expect(m.batter.columns).toBe(gonzalez.batting!.vsL);
      expect(m.pitcher.columns).toBe(glavine.pitching!.columns.vsR);
    },
  );
  it("white 2 and coloured dice totalling 4, none on: Gonzalez's column 2 row 4, a home run", () => {
    const pa = play(facingGlavine(), '---/0', roll(2, 1, 3));
    expect(pa.result).toBe('HR');
    expect(pa.runs).toBe(1);
  });
  it("white 5 and a total of 8: Glavine's column 5 row 8, a strikeout", () => {
    expect(play(facingGlavine(), '---/0', roll(5, 4, 4)).result).toBe('SO');
  });
  it('2-8 reads "Homerun 1-17, Double 18-20": the d20 decides', () => {
    expect(play(facingGlavine(), '---/0', [...roll(2, 3, 5), d20(17)]).result).toBe('HR');
    expect(play(facingGlavine(), '---/0', [...roll(2, 3, 5), d20(18)]).result).toBe('2B');
    expect(play(facingGlavine(), '---/0', [...roll(2, 3, 5), d20(1)]).result).toBe('HR');
    expect(play(facingGlavine(), '---/0', [...roll(2, 3, 5), d20(20)]).result).toBe('2B');
  });
  it('with a runner on, the WP/PB d20 comes with the dice and the split re-rolls the d20', () => {
    // Gate d20 9 reads the dice; the split's own d20 18 is the double; the runner from 1st goes to 3rd. Scoring would
    // be 12 (running) - 1 (Atlanta's centre fielder's arm; the reading names no fielder, so he throws) = 11 < 12: held.
    const pa = play(facingGlavine(), '1--/0', [...roll(2, 3, 5, 9), d20(18)]);
    expect(pa.result).toBe('2B');
    expect(pa.runs).toBe(0);
    expect(pa.after.bases).toEqual([EMPTY, 0, 1]);
  });
  it('Glavine 6-9 reads "HR 1-3, DO 4-20" (N): a batter of weak power reads "SI** 1-3, DO 4-20"', () => {
    const weak = card('atl-rf');
    expect(weak.power.vsL).toBe('W');
    // atl-rf bats right against the left-hander too; Glavine's vs-RHB 6-9 is the split.
    const m = stratMatchup(
      { card: weak, columns: battingColumns(walkthrough, weak, 'L') },
      glavineSide,
      leagueDefense(),
      tables.neutralPark,
      tables,
    );
    const single = play(m, '-2-/0', [...roll(6, 4, 5, 15), d20(3)]);
    expect(single.result).toBe('1B');
    expect(single.runs, 'single**: the runner from 2nd scores').toBe(1);
    expect(play(m, '---/0', [...roll(6, 4, 5), d20(4)]).result).toBe('2B');
    expect(play(facingGlavine(), '---/0', [...roll(6, 4, 5), d20(3)]).result, 'a batter of normal power homers').toBe(
      'HR',
    );
  });
  it('6-5 is an out with the POW dot: a gbA before his point of weakness, a single** after it', () => {
    expect(play(facingGlavine(), '---/0', roll(6, 2, 3)).result).toBe('GO');
    const tired = play(facingGlavine(gonzalez, { weakened: true }), '-2-/1', [...roll(6, 2, 3, 15)]);
    expect(tired.result).toBe('1B');
    expect(tired.runs).toBe(1);
  });
});

describe('the X-chart example: GB(1B)X to a first baseman rated 4 e15', () => {
  const firstBaseman = teamDefense(walkthrough, 'ATL', glavine)['1B'];
  it('is the Atlanta first baseman of the walk-through', () =>
    expect(firstBaseman).toMatchObject({ range: 4, error: 15 }));
  it(
    'd20 5 reads SI1, 3d6 6+5+1 = 12 reads E1: a single plus ' + 'an error, the batter to 2nd and every runner up two',
    () => {
      // Glavine's vs-RHB column 4 row 3 is GB(1b)X. With a runner on 2nd nobody holds a runner on the right side.
      const pa = play(facingGlavine(), '-2-/1', [...roll(4, 1, 2, 12), d20(5), d6(6), d6(5), d6(1)]);
      expect(pa.result).toBe('1B');
      expect(pa.events.at(-1)!.error).toBe('1B');
      expect(pa.runs).toBe(1);
      expect(pa.after.bases).toEqual([EMPTY, 0, EMPTY]);
    },
  );
  it('the same range roll without an error total is a plain single (the 3d6 are always rolled)', () => {
    const pa = play(facingGlavine(), '---/0', [...roll(4, 1, 2), d20(5), d6(1), d6(1), d6(1)]);
    expect(pa.result).toBe('1B');
    expect(pa.events.at(-1)!.error).toBeUndefined();
  });
});

describe('holding a runner: one range worse, # readings SI2', () => {
  // The rules' example: runner on 1st held, a left-handed batter, gb(ss)X to a shortstop rated ss-2 e20 reads as ss-3.
  const spec = { side: 'L' as const, pitcher: every('GB(ss)X'), defense: { SS: { range: 2, error: 20 } } };
  const xRolls = (range: number) => [...roll(4, 3, 4, 10), d20(range), d6(3), d6(3), d6(4)];
  it('the chart rows the example reads', () => {
    expect(tables.fielding.range.SS[2]![6]).toBe('G2#');
    expect(tables.fielding.range.SS[3]![6]).toBe('SI1');
    expect(tables.fielding.range.SS[3]![7]).toBe('G2#');
  });
  it('held: d20 6 reads range 3, a single; not held: range 2, a G2# (gbB: the force at 2nd)', () => {
    expect(play(matchup(spec), '1--/0', xRolls(6)).result).toBe('1B');
    expect(play(matchup({ ...spec, policies: { holdRunner: () => false } }), '1--/0', xRolls(6)).result).toBe('FC');
  });
  it('held: the G2# on d20 7 is an SI2 (the runner from 1st to 3rd)', () => {
    const pa = play(matchup(spec), '1--/0', xRolls(7));
    expect(pa.result).toBe('1B');
    expect(pa.after.bases).toEqual([0, EMPTY, 1]);
  });
  it('a right-handed batter: the shortstop does not hold the runner on 1st', () => {
    expect(play(matchup({ ...spec, side: 'R' }), '1--/0', xRolls(6)).result).toBe('FC');
  });
});

describe('LO( )max', () => {
  const spec = { batter: every('LO(ss)max') };
  it('with a triple play on (nobody out, 1st and 2nd): d20 1-7 a triple play', () => {
    const pa = play(matchup(spec), '12-/0', [...roll(1, 2, 2, 10), d20(7)]);
    expect(pa.outs).toBe(3);
    expect(pa.result).toBe('LO');
  });
  it('d20 8-20: a lineout double play, the lead runner doubled off', () => {
    const pa = play(matchup(spec), '123/0', [...roll(1, 2, 2, 10), d20(8)]);
    expect(pa.outs).toBe(2);
    expect(pa.after.bases).toEqual([1, 2, EMPTY]);
  });
  it('with one out the lead runner is doubled off, no d20; with nobody on, a lineout', () => {
    expect(play(matchup(spec), '-2-/1', [...roll(1, 2, 2, 10)]).after.outs).toBe(3);
    expect(play(matchup(spec), '---/0', roll(1, 2, 2)).outs).toBe(1);
  });
});

describe('clutch hitting (W) with two out and a runner in scoring position', () => {
  const m = () =>
    matchup({ batter: [column({ '2-6': 'W SI**', '7-12': 'W GB(ss)A' }), every('SO')[1], every('SO')[2]] });
  it('an out becomes a single**, a single a popout', () => {
    expect(play(m(), '-2-/2', [...roll(1, 4, 4, 10)]).result).toBe('1B');
    expect(play(m(), '-2-/2', [...roll(1, 1, 2, 10)]).result).toBe('PO');
  });
  it('not otherwise: a runner on 1st only, or fewer than two out', () => {
    expect(play(m(), '1--/2', [...roll(1, 1, 2, 10)]).result).toBe('1B');
    expect(play(m(), '-2-/1', [...roll(1, 1, 2, 10)]).result).toBe('1B');
  });
});

describe("ballpark home runs read the park card for the batter's side", () => {
  it('the neutral park: HR on 1-10, else a flyball B to the pull field', () => {
    const m = matchup({ batter: every('BP HR'), side: 'R' });
    expect(play(m, '---/0', [...roll(3, 5, 6), d20(10)]).result).toBe('HR');
    const out = play(m, '---/0', [...roll(3, 5, 6), d20(11)]);
    expect(out.result).toBe('FO');
    expect(out.events.at(-1)!.location).toBe('LF');
  });
  it('a batter of weak power: a ballpark home run is a single**', () => {
    expect(play(matchup({ batter: every('BP HR'), power: 'W' }), '---/0', [...roll(3, 5, 6), d20(4)]).result).toBe(
      '1B',
    );
  });
});

describe('a ballpark home run caught in right field with a runner on 2nd and none on 3rd', () => {
  // A left-handed batter's ballpark home run in the neutral park is FLY(rf)B on a d20 of 11-20. Runner 2 (on 2nd) runs
  // 13 and the right fielder's arm is -3, so he takes 3rd on a d20 at or under 13 - 3 = 10; nobody else moves.
  const m = matchup({ batter: every('BP HR'), side: 'L', runners: { 2: 13 }, defense: { RF: { arm: -3 } } });
  const caught = (state: string, advance: number) => play(m, state, [...roll(3, 5, 6, 10), d20(15), d20(advance)]);
  it('a d20 at or under running plus arm: the runner on 2nd takes 3rd, the runner on 1st holds', () => {
    const pa = caught('12-/0', 10);
    expect(pa.result).toBe('FO');
    expect(pa.events.at(-1)!.location).toBe('RF');
    expect(formatBaseOutState(pa.after)).toBe('1-3/1');
    expect(pa.after.bases[2]).toBe(2);
  });
  it('a d20 over it: he holds', () => {
    expect(formatBaseOutState(caught('-2-/1', 11).after)).toBe('-2-/2');
  });
  it('with a runner on 3rd, or two out, the flyball chart plays it (no extra d20)', () => {
    // FLY B with runners on 2nd and 3rd: the chart's own play, no d20 for the runner on 2nd.
    const onThird = play(m, '-23/0', [...roll(3, 5, 6, 10), d20(15)]);
    expect(['FO', 'SF']).toContain(onThird.result);
    const twoOut = play(m, '-2-/2', [...roll(3, 5, 6, 10), d20(15)]);
    expect(formatBaseOutState(twoOut.after)).toBe('-2-/3');
  });
  it('caught in left (a right-handed batter) is an ordinary flyball B', () => {
    const left = matchup({ batter: every('BP HR'), side: 'R', runners: { 2: 13 } });
    expect(formatBaseOutState(play(left, '-2-/0', [...roll(3, 5, 6, 10), d20(15)]).after)).toBe('-2-/1');
  });
});

describe('wild pitches, balks and passed balls', () => {
  const m = (wp: number, balk: number, pb: number) => matchup({ wp, balk, defense: { C: { pb } } });
  it(
    'd20 1, then at or under the WP rating: a wild pitch, ' + 'the runner up a base, and the plate appearance goes on',
    () => {
      const pa = play(m(5, 0, 0), '1--/0', [d6(4), d20(1), d20(5), ...roll(4, 1, 1, 20)]);
      expect(pa.events.map((e) => e.result)).toEqual(['WP', 'SO']);
      expect(pa.after.bases).toEqual([EMPTY, 1, EMPTY]);
    },
  );
  it('a check over the rating cancels the reading and the dice are rolled again, with no event', () => {
    const pa = play(m(5, 0, 0), '1--/0', [d6(4), d20(1), d20(6), ...roll(4, 1, 1, 20)]);
    expect(pa.events.map((e) => e.result)).toEqual(['SO']);
  });
  it("d20 2: a balk on a white 1-3 (the pitcher's balk rating), a passed ball on 4-6 (the catcher's PB rating)", () => {
    expect(play(m(0, 3, 0), '--3/0', [d6(3), d20(2), d20(3), ...roll(5, 1, 1)]).events.map((e) => e.result)).toEqual([
      'BK',
      'SO',
    ]);
    const passed = play(m(0, 0, 3), '--3/0', [d6(4), d20(2), d20(3), ...roll(5, 1, 1)]);
    expect(passed.events.map((e) => e.result)).toEqual(['PB', 'SO']);
    expect(passed.runs).toBe(1);
  });
});

describe("the catcher's X play (CATCH-X): the symbols chart's FO, P/F and P/P", () => {
  // The league catcher (range 3, e5) reads, from src/games/strat/tables/fielding-chart.yaml and fielding-symbols.yaml:
  // range section C, range 3, d20 8-20: FO (d20 15 here); error section C, e5: E1 on 3d6 14, E2 on 3, 17 and 18, NO
  // elsewhere (10 here); the symbols chart's FO row: NO a plain FO, E1 P/F (a foul out and the passed-ball roll), E2
  // P/P (a popout and the passed-ball roll). The batter's card reads CATCH-X on every total (white die 1).
  const spec = (wp: number) => ({ batter: every('CATCH-X'), wp });
  /**
   * The dice of a CATCH-X: the white die 1 and a total of 7, then the range d20 15 and the error 3d6 (with runners on,
   * the gate's d20 10 reads the dice).
   */
  const catchX = (gate: number | undefined, error: [number, number, number]): ScriptedRoll[] => [
    ...roll(1, 3, 4, gate),
    d20(15),
    ...error.map(d6),
  ];
  const NO: [number, number, number] = [3, 3, 4]; // 10
  const E1: [number, number, number] = [5, 5, 4]; // 14
  const E2: [number, number, number] = [6, 6, 5]; // 17

  it('the chart cells the dice below read', () => {
    expect(matchup(spec(9)).defense.C).toMatchObject({ range: 3, error: 5 });
    expect(tables.fielding.range.C[3]![15]).toBe('FO');
    expect([10, 14, 17].map((total) => tables.fielding.error.C[5]![total])).toEqual(['NO', 'E1', 'E2']);
    expect(tables.fielding.symbols.FO.NO).toMatchObject({ kind: 'out', out: 'FO', passedBall: false });
    expect(tables.fielding.symbols.FO.E1).toMatchObject({ kind: 'out', out: 'FO', passedBall: true, name: 'P/F' });
    expect(tables.fielding.symbols.FO.E2).toMatchObject({ kind: 'out', out: 'PO', passedBall: true, name: 'P/P' });
  });

  it('a plain FO with a runner on 1st rolls no passed-ball d20: the batter is out, the runner stays on 1st', () => {
    // WP 20: a passed-ball d20 would be a passed ball whatever it showed.
    const pa = play(matchup(spec(20)), '1--/0', catchX(10, NO));
    expect(pa.events.map((e) => e.result)).toEqual(['FO']);
    expect(pa.events.at(-1)!.location).toBe('C');
    expect(pa.outs).toBe(1);
    expect(pa.after.bases).toEqual([1, EMPTY, EMPTY]);
    // One d20 more in the script is left unread (`play` would fail on it; one fewer throws a ScriptError).
    const dice = scriptedDice([...catchX(10, NO), d20(1)]);
    expect(resolvePlateAppearance(matchup(spec(20)), parseBaseOutState('1--/0'), dice).result).toBe('FO');
    expect(dice.remaining()).toBe(1);
  });

  it(
    'P/F with a runner on 1st and WP 7: a passed-ball d20 of ' +
      '7 is a passed ball (the runner to 2nd), then the foul out',
    () => {
      const pa = play(matchup(spec(7)), '1--/0', [...catchX(10, E1), d20(7)]);
      expect(pa.events.map((e) => e.result)).toEqual(['PB', 'FO']);
      expect(pa.result).toBe('FO');
      expect(pa.events.at(-1)!.location).toBe('C');
      expect(pa.outs).toBe(1);
      expect(pa.runs).toBe(0);
      expect(pa.after.bases).toEqual([EMPTY, 1, EMPTY]);
    },
  );

  it('P/F with a runner on 1st and WP 7: a passed-ball d20 of 8 is the foul out alone, the runner holding', () => {
    const pa = play(matchup(spec(7)), '1--/0', [...catchX(10, E1), d20(8)]);
    expect(pa.events.map((e) => e.result)).toEqual(['FO']);
    expect(pa.outs).toBe(1);
    expect(pa.after.bases).toEqual([1, EMPTY, EMPTY]);
  });

  it('P/P with a runner on 1st and WP 7: d20 1 a passed ball then the popout, d20 20 the popout alone', () => {
    const passed = play(matchup(spec(7)), '1--/0', [...catchX(10, E2), d20(1)]);
    expect(passed.events.map((e) => e.result)).toEqual(['PB', 'PO']);
    expect(passed.after.bases).toEqual([EMPTY, 1, EMPTY]);
    const blocked = play(matchup(spec(7)), '1--/0', [...catchX(10, E2), d20(20)]);
    expect(blocked.events.map((e) => e.result)).toEqual(['PO']);
    expect(blocked.after.bases).toEqual([1, EMPTY, EMPTY]);
  });

  it('P/F with the bases empty: no runner to move, no passed-ball d20', () => {
    const pa = play(matchup(spec(20)), '---/0', catchX(undefined, E1));
    expect(pa.events.map((e) => e.result)).toEqual(['FO']);
    expect(pa.outs).toBe(1);
  });
});

describe('groundball charts', () => {
  it('gbA with a runner on 1st: a double play', () => {
    expect(play(matchup({ batter: every('GB(ss)A') }), '1--/0', [...roll(1, 3, 3, 15)]).result).toBe('GDP');
  });
  it('gbB with runners on 1st and 2nd reads one die: 1-2 the runner from 2nd forced at third', () => {
    const forced = play(matchup({ batter: every('GB(2b)B') }), '12-/0', [...roll(1, 3, 3, 15), d6(2)]);
    expect(forced.after.bases).toEqual([0, 1, EMPTY]);
    const atSecond = play(matchup({ batter: every('GB(2b)B') }), '12-/0', [...roll(1, 3, 3, 15), d6(3)]);
    expect(atSecond.after.bases).toEqual([0, EMPTY, 2]);
    expect(atSecond.result).toBe('FC');
  });
  it('a run does not score when the batter is the third out at first', () => {
    const pa = play(matchup({ batter: every('GB(ss)C') }), '--3/2', [...roll(1, 3, 3, 15)]);
    expect(pa.runs).toBe(0);
    expect(pa.after.outs).toBe(3);
  });
  it('infield in with a runner on 3rd: gbB is the runner out at home, the batter safe; a + is a single**', () => {
    const inField = { infield: () => 'in' as const };
    const b = play(matchup({ batter: every('GB(ss)B'), policies: inField }), '--3/0', [...roll(1, 3, 3, 15)]);
    expect(b.result).toBe('FC');
    expect(b.after.bases).toEqual([0, EMPTY, EMPTY]);
    const plus = play(matchup({ batter: every('GB(ss)B+'), policies: inField }), '--3/0', [...roll(1, 3, 3, 15)]);
    expect(plus.result).toBe('1B');
    expect(plus.runs).toBe(1);
  });
  it('a groundball to the pitcher with a runner on 3rd reads the infield-in chart, infield back or not', () => {
    expect(play(matchup({ batter: every('GB(p)B') }), '--3/0', [...roll(1, 3, 3, 15)]).after.bases).toEqual([
      0,
      EMPTY,
      EMPTY,
    ]);
    expect(
      play(matchup({ batter: every('GB(ss)B') }), '--3/0', [...roll(1, 3, 3, 15)]).runs,
      'infield back: the run scores',
    ).toBe(1);
  });
});

describe('advancement of runners', () => {
  it('FLY B? with a runner on 3rd: he may try to score, +2 on his rating', () => {
    // 10 + 0 (arm) + 2 = 12: sent (>= 12), thrown at (<= 17); d20 12 safe, 13 out.
    const m = matchup({ batter: every('FLY(cf)B?'), runners: { 3: 10 } });
    expect(play(m, '--3/0', [...roll(1, 3, 3, 15), d20(12)]).result).toBe('SF');
    expect(play(m, '--3/0', [...roll(1, 3, 3, 15), d20(13)]).outs).toBe(2);
  });
  it('a single with a runner on 1st: first to third only at 90% (18 of 20), the batter taking 2nd on the throw', () => {
    // SI(rf): running + arm 0 + 2 (the right fielder throwing to third). 15 + 2 = 17: held.
    const held = play(matchup({ batter: every('SI(rf)'), runners: { 1: 15 } }), '1--/0', [...roll(1, 3, 3, 15)]);
    expect(held.after.bases).toEqual([0, 1, EMPTY]);
    // 16 + 2 = 18: sent; the default defense throws at anything up to 17, so it concedes 3rd: the batter holds.
    const conceded = play(matchup({ batter: every('SI(rf)'), runners: { 1: 16 } }), '1--/0', [...roll(1, 3, 3, 15)]);
    expect(conceded.after.bases).toEqual([0, EMPTY, 1]);
    // A defense that throws: d20 18 safe, and the batter takes 2nd on the throw.
    const thrown = matchup({ batter: every('SI(rf)'), runners: { 1: 16 }, policies: { throwToThird: () => true } });
    const sent = play(thrown, '1--/0', [...roll(1, 3, 3, 15), d20(18)]);
    expect(sent.after.bases).toEqual([EMPTY, 0, 1]);
  });
  it(
    'two outs add 2 on singles and doubles; the left fielder ' +
      'throwing to third takes 2 away; the total stays within 1-19',
    () => {
      // Running 19 with two out to home: 19 + 0 + 2 = 21 -> 19; a defense that throws gets him on a d20 of 20.
      const pa = play(
        matchup({ batter: every('SI(lf)'), runners: { 2: 19 }, policies: { throwHome: () => true } }),
        '-2-/2',
        [...roll(1, 3, 3, 15), d20(20)],
      );
      expect(pa.runs).toBe(0);
      expect(pa.after.outs).toBe(3);
    },
  );
  it('starred hits advance every runner automatically and offer no extra base', () => {
    const pa = play(matchup({ batter: every('SI**') }), '1--/0', [...roll(1, 3, 3, 15)]);
    expect(pa.after.bases).toEqual([0, EMPTY, 1]);
  });
});

describe(
  'Bringing the Outfield In at the End of the Game (the ' +
    'default manager: the winning run on 3rd, fewer than two out)',
  () => {
    const walkOff = { inning: 9, offenseLead: 0, bottom: true };
    // A manager who sends the runner whatever his chance, so the B? attempt is made and its range shows.
    const flyTo = (type: string) => matchup({ batter: every(`FLY(cf)${type}`), policies: { sendRunner: () => true } });
    /** One plate appearance in a situation, the script used up. */
    const playIn = (type: string, state: string, situation: typeof walkOff | undefined, rolls: ScriptedRoll[]) => {
      const dice = scriptedDice(rolls);
      const pa = resolvePlateAppearance(flyTo(type), parseBaseOutState(state), dice, situation);
      expect(dice.remaining(), 'unused scripted rolls').toBe(0);
      return pa;
    };

    it('flyball A and B are singles that score the runner from 3rd', () => {
      for (const type of ['A', 'B']) {
        const pa = playIn(type, '--3/1', walkOff, roll(1, 3, 4, 10));
        expect([pa.result, pa.runs, formatBaseOutState(pa.after)]).toEqual(['1B', 1, '1--/1']);
      }
    });

    it(
      'the same flyball B in the top half, with two out or ahead ' +
        'is the catch (a sacrifice fly with fewer than two out)',
      () => {
        expect(playIn('B', '--3/1', { ...walkOff, bottom: false }, roll(1, 3, 4, 10)).result).toBe('SF');
        expect(playIn('B', '--3/1', { ...walkOff, offenseLead: -1 }, roll(1, 3, 4, 10)).result).toBe('SF');
        expect(playIn('B', '--3/2', walkOff, roll(1, 3, 4, 10)).result).toBe('FO');
      },
    );

    it('flyball B?: the runner from 3rd takes -7 instead of +2 (running 12, arm 0: safe on 1-5, not 1-14)', () => {
      const safe = playIn('B?', '--3/1', walkOff, [...roll(1, 3, 4, 10), d20(5)]);
      expect([safe.result, safe.runs]).toEqual(['SF', 1]);
      const out = playIn('B?', '--3/1', walkOff, [...roll(1, 3, 4, 10), d20(6)]);
      expect([out.result, out.runs, out.after.outs]).toEqual(['FO', 0, 3]);
      const usual = playIn('B?', '--3/1', undefined, [...roll(1, 3, 4, 10), d20(14)]);
      expect([usual.result, usual.runs]).toEqual(['SF', 1]);
    });
  },
);
