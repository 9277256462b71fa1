import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/core/dice/scriptedDice.ts';
import { parseBaseOutState, formatBaseOutState } from '../../../src/core/model/baseOut.ts';
import { resolvePlateAppearance } from '../../../src/games/pbc/resolve.ts';
import { hitType, swing } from '../../../src/games/pbc/swing.ts';
import { PBC_MANAGERS } from '../../../src/games/pbc/policies.ts';
import { rollOff } from '../../../src/games/pbc/rollOff.ts';
import { card, chart, d6, HOLD, matchup, SEND } from '../../helpers/pbc.ts';
import type { PbcMatchup } from '../../../src/games/pbc/matchup.ts';

/** A plate appearance from `state` on exactly these d6 faces (the script must be used up). */
function play(m: PbcMatchup, state: string, faces: number[]) {
  const dice = scriptedDice(d6(...faces));
  const pa = resolvePlateAppearance(m, parseBaseOutState(state), dice);
  expect(dice.remaining(), 'every scripted die rolled').toBe(0);
  return { ...pa, state: formatBaseOutState(pa.after) };
}

describe("the text's hitting examples", () => {
  it('Skip Higgins (5,9,11): dice 4,1 = 5, a hit; the hit-type roll 5,3 = 8, a single (Variance 0)', () => {
    const skip = card('skip-higgins');
    const pa = play(matchup({ hits: '5,9,11', variance: skip.variance }), '---/0', [4, 1, 5, 3]);
    expect(pa.result).toBe('1B');
    expect(pa.state).toBe('1--/0');
  });

  it("Peabody Dawson: dice 4,5 = 9 is not one of his hit rolls; Luigi Ryle's Out Chart 9 = FO, he is out", () => {
    const pa = play(matchup({ hits: card('peabody-dawson').hits.totals.join(',') }), '---/0', [4, 5]);
    expect(pa.result).toBe('FO');
    expect(pa.outs).toBe(1);
  });

  it('Jimmy Adams (3,5,7=2B): a 5 rolls the hit chart (a 6: a single); a 7 is an automatic double', () => {
    const jimmy = matchup({ hits: '3,5,7=2B' });
    expect(play(jimmy, '---/0', [1, 4, 2, 4]).result).toBe('1B');
    expect(play(jimmy, '---/0', [3, 4]).result).toBe('2B');
  });

  it("Jimmy Adams rolls a 6: not a hit, the opposing pitcher's Out Chart 6 is a strikeout", () => {
    expect(play(matchup({ hits: '3,5,7=2B' }), '---/0', [2, 4]).result).toBe('SO');
  });

  it("hit rolls supersede the Out Chart: a pitcher's 5 = K does not touch a batter whose 5 is a hit", () => {
    const m = matchup({ hits: '5', outChart: chart({ 5: 'K' }, 'GO') });
    expect(play(m, '---/0', [2, 3, 3, 3]).result).toBe('1B');
  });

  it('Variance +1: a hit-type 9 (1BA) becomes a 10 (a double)', () => {
    expect(hitType(matchup({ variance: 1 }), scriptedDice(d6(4, 5)))).toBe('2B');
  });

  it('Variance -2: a hit-type 4 (2B) becomes a 2 (a triple)', () => {
    expect(hitType(matchup({ variance: -2 }), scriptedDice(d6(1, 3)))).toBe('3B');
  });

  it('Variance is optional: +1 need not turn a 2 (3B) into a 3 (2BA); the literal manager always applies it', () => {
    expect(hitType(matchup({ variance: 1 }), scriptedDice(d6(1, 1)))).toBe('3B');
    expect(hitType(matchup({ variance: 1, policies: PBC_MANAGERS.literal }), scriptedDice(d6(1, 1)))).toBe('2BA');
  });

  it('a hit-type roll pushed past 12 reads 12 (a home run)', () => {
    expect(hitType(matchup({ variance: 3 }), scriptedDice(d6(6, 5)))).toBe('HR');
  });

  it('1BA: a runner on 2nd scores without a throw', () => {
    // Hit roll 5 (2,3), hit type 5 (1,4) = 1BA; the batter's manager holds him at 1st.
    const pa = play(matchup({ policies: HOLD }), '-2-/0', [2, 3, 1, 4]);
    expect(pa.result).toBe('1B');
    expect(pa.runs).toBe(1);
    expect(pa.state).toBe('1--/0');
  });

  it('HR^ (11): the fielding team robs it with a 6, a fly out', () => {
    const pa = play(matchup(), '1--/0', [2, 3, 5, 6, 6]);
    expect(pa.result).toBe('FO');
    expect(pa.state).toBe('1--/1');
  });

  it('HR^ at Greenwood: a 5 turns it into a ground-rule double (elsewhere a 5 is a home run)', () => {
    const greenwood = play(matchup({ park: 'greenwood' }), '1--/0', [2, 3, 5, 6, 5]);
    expect(greenwood.result).toBe('2B');
    expect(greenwood.state).toBe('-23/0');
    const neutral = play(matchup(), '1--/0', [2, 3, 5, 6, 5]);
    expect(neutral.result).toBe('HR');
    expect(neutral.runs).toBe(2);
  });
});

describe("the text's running examples", () => {
  it('a runner on 1st with Speed 2 tries for home on a double: 2 + 2 = 4 against the defense 5, out at home', () => {
    // Hit roll 5 (1,4); hit type 10 (4,6) = 2B: the runner goes to 3rd, tries for home: 2 + 2 = 4 vs 5.
    const pa = play(matchup({ runners: { 1: 2 }, policies: SEND }), '1--/0', [1, 4, 4, 6, 2, 5, 6, 3]);
    expect(pa.result).toBe('2B');
    expect(pa.runs).toBe(0);
    expect(pa.outs).toBe(1);
    // The batter, on 2nd, was sent too: stretching at -2 he rolls 6 - 2 = 4 against 3 and takes 3rd.
    expect(pa.state).toBe('--3/1');
  });

  it('a roll-off: Speed 2 at -1 rolls 3 (= 4) against the catcher 3, safe', () => {
    expect(rollOff(scriptedDice(d6(3, 3)), 2 - 1, 0, false).offenseWins).toBe(true);
  });

  it('a tie is rolled again without the modifiers (the Ties section), with them under modified-tiebreaks', () => {
    // Speed +2 rolls 2 (= 4) against 4: a tie. The tiebreaker 3 against 4 loses (with +2 it would win).
    expect(rollOff(scriptedDice(d6(2, 4, 3, 4)), 2, 0, false)).toMatchObject({ offenseWins: false, tied: true });
    expect(rollOff(scriptedDice(d6(2, 4, 3, 4)), 2, 0, true)).toMatchObject({ offenseWins: true, tied: true });
  });

  it("the first error rule: the defense's 1 fails to beat a 2, safe on an error though at -3 he would lose", () => {
    // 1BA with a runner on 2nd: he scores free; the runner from 1st (to 3rd free) tries home at -3: 2 - 3 vs 1.
    const pa = play(matchup({ policies: SEND, runners: { 1: 0 } }), '1--/0', [2, 3, 4, 5, 2, 1, 1, 1]);
    expect(pa.runs).toBe(1);
    expect(pa.events[0]!.error).toBe('C');
  });

  it('the second error rule: a 6 against a 1 on a throw, every runner takes one more base', () => {
    // A single (hit type 7: 3,4) with a runner on 2nd who tries home: 6 vs 1. He scores; the batter goes to 2nd.
    const pa = play(
      matchup({ policies: { ...HOLD, sendRunner: (_s, _x, a) => a.to === 4 } }),
      '-2-/0',
      [2, 3, 3, 4, 6, 1],
    );
    expect(pa.runs).toBe(1);
    expect(pa.state).toBe('-2-/0');
    expect(pa.events[0]!.error).toBe('C');
  });
});

describe('the Out Chart keys as the text defines them', () => {
  const keyed = (key: string, rules = {}) => matchup({ hits: '12', outChart: chart({}, key), policies: HOLD, rules });

  it('FC with runners on 2nd and 3rd: the runner on 3rd is out at home, the batter safe at 1st, 2nd stays', () => {
    const pa = play(keyed('FC'), '-23/0', [1, 1]);
    expect(pa.result).toBe('FC');
    expect(pa.state).toBe('12-/1');
  });

  it('FR with runners on 1st and 3rd: the runner on 1st is out at 2nd, 3rd stays, the batter safe at 1st', () => {
    const pa = play(keyed('FR'), '1-3/0', [1, 1]);
    expect(pa.result).toBe('FC');
    expect(pa.state).toBe('1-3/1');
    expect(pa.events[0]!.moves.find((m) => m.out)?.from).toBe(1);
  });

  it('FR with nobody forced: the batter is out', () => {
    expect(play(keyed('FR'), '-2-/0', [1, 1]).state).toBe('-2-/1');
  });

  it('GIDP: two out with a runner on; a ground out with the bases empty', () => {
    const dp = play(keyed('GIDP'), '1--/0', [1, 1]);
    expect(dp.result).toBe('GDP');
    expect(dp.state).toBe('---/2');
    expect(play(keyed('GIDP'), '---/0', [1, 1]).result).toBe('GO');
  });

  it('GO, a runner on 1st: the lead forced runner is out, then the batter rolls off against the double play', () => {
    // Runner on 1st out at 2nd; the batter rolls 4 against the fielder's 5: out too.
    const dp = play(keyed('GO'), '1--/0', [1, 1, 4, 5]);
    expect(dp.result).toBe('GDP');
    expect(dp.state).toBe('---/2');
    const safe = play(keyed('GO'), '1--/0', [1, 1, 5, 4]);
    expect(safe.result).toBe('FC');
    expect(safe.state).toBe('1--/1');
  });

  it('GO, 1st and 3rd: the force at 2nd; the runner from 3rd scores unless the double play ends the inning', () => {
    const dp = play(keyed('GO'), '1-3/0', [1, 1, 4, 5]);
    expect([dp.result, dp.state, dp.runs]).toEqual(['GDP', '---/2', 1]);
    expect(dp.events[0]!.moves.find((move) => move.out && move.from !== 0)?.from).toBe(1);
    // With one out the double play's two outs end the inning: no run.
    const third = play(keyed('GO'), '1-3/1', [1, 1, 4, 5]);
    expect([third.result, third.outs, third.runs]).toEqual(['GDP', 2, 0]);
    const safe = play(keyed('GO'), '1-3/0', [1, 1, 5, 4]);
    expect([safe.result, safe.state, safe.runs]).toEqual(['FC', '1--/1', 1]);
  });

  it('GO, 1st open: the defense takes the sure out at 1st (runners up) or rolls off against the lead runner', () => {
    const first = matchup({ hits: '12', outChart: chart({}, 'GO'), policies: { ...HOLD, groundOut: () => 'first' } });
    const lead = matchup({ hits: '12', outChart: chart({}, 'GO'), policies: { ...HOLD, groundOut: () => 'lead' } });
    expect(play(first, '-2-/0', [1, 1]).state).toBe('--3/1');
    const sure = play(first, '--3/0', [1, 1]);
    expect([sure.result, sure.state, sure.runs]).toEqual(['GO', '---/1', 1]);
    // At the runner from 3rd: he rolls 2 against the defense's 5, out at home; the batter safe at 1st.
    const thrownOut = play(lead, '--3/0', [1, 1, 2, 5]);
    expect([thrownOut.result, thrownOut.state, thrownOut.runs]).toEqual(['FC', '1--/1', 0]);
    // He rolls 5 against 3: he scores, the batter safe at 1st.
    const beatsIt = play(lead, '--3/0', [1, 1, 5, 3]);
    expect([beatsIt.result, beatsIt.state, beatsIt.runs]).toEqual(['FC', '1--/0', 1]);
  });

  it('GO by one text alone: the key puts the lead runner out at home, the section turns no double play', () => {
    const atHome = play(keyed('GO', { groundOut: 'key' }), '1-3/0', [1, 1, 5, 4]);
    expect([atHome.result, atHome.state, atHome.runs]).toEqual(['FC', '12-/1', 0]);
    const onlyChoice = matchup({
      hits: '12',
      outChart: chart({}, 'GO'),
      policies: { ...HOLD, groundOut: () => 'first' },
      rules: { groundOut: 'choice' },
    });
    const pa = play(onlyChoice, '1--/0', [1, 1]);
    expect([pa.result, pa.state]).toEqual(['GO', '-2-/1']);
  });

  it('SAC: the batter is out, the lead runner moves up without a throw (a run from 3rd: a sacrifice fly)', () => {
    const pa = play(keyed('SAC'), '--3/0', [1, 1]);
    expect(pa.result).toBe('SF');
    expect(pa.runs).toBe(1);
    expect(play(keyed('SAC'), '--3/2', [1, 1]).runs).toBe(0);
  });

  it('FO: a runner from 1st tags at -2 (no-tag-from-first: he may not)', () => {
    const send = { ...SEND };
    const fly = matchup({ hits: '12', outChart: chart({}, 'FO'), policies: send });
    // Tag from first at -2: rolls 5 - 2 = 3 against 2, safe at 2nd.
    expect(play(fly, '1--/0', [1, 1, 5, 2]).state).toBe('-2-/1');
    const noTag = matchup({ hits: '12', outChart: chart({}, 'FO'), policies: send, rules: { noTagFromFirst: true } });
    expect(play(noTag, '1--/0', [1, 1]).state).toBe('1--/1');
  });

  it('PO: runners may not tag up; under pop-out-advance they may at -2', () => {
    expect(play(keyed('PO'), '-2-/0', [1, 1]).state).toBe('-2-/1');
    const advance = matchup({ hits: '12', outChart: chart({}, 'PO'), policies: SEND, rules: { popOutAdvance: true } });
    expect(play(advance, '-2-/0', [1, 1, 6, 3]).state).toBe('--3/1');
  });

  it('LIDP: the lead runner doubled off; a line out with the bases empty', () => {
    expect(play(keyed('LIDP'), '-2-/0', [1, 1]).state).toBe('---/2');
    expect(play(keyed('LIDP'), '---/0', [1, 1]).result).toBe('LO');
  });

  it('fly-out-one-throw: the runner thrown at rolls off, the others move up; an overthrow gives all a base', () => {
    const oneThrow = (faces: number[]) =>
      play(
        matchup({
          hits: '12',
          outChart: chart({}, 'FO'),
          policies: { ...SEND, throwAt: () => 0 },
          rules: { flyOutOneThrow: true },
        }),
        '123/0',
        faces,
      );
    // Bases loaded, all three tag; the throw goes home at the runner from 3rd, who loses: 2 against 5.
    const out = oneThrow([1, 1, 2, 5]);
    expect(out.state).toBe('-23/2');
    expect(out.runs).toBe(0);
    // A 6 against a 1: he scores, the others take their base and one more (2nd and 1st score and reach 3rd).
    const away = oneThrow([1, 1, 6, 1]);
    expect(away.runs).toBe(2);
    expect(away.state).toBe('--3/1');
    expect(away.events[0]!.error).toBe('C');
  });

  it('a * cell is a roll-off: 1B* a single if the batter wins, a ground out if he loses; 2 against 1 an error', () => {
    const star = matchup({ hits: '12', outChart: chart({}, '1B*'), policies: HOLD });
    expect(play(star, '---/0', [1, 1, 5, 3]).result).toBe('1B');
    expect(play(star, '---/0', [1, 1, 3, 5]).result).toBe('GO');
    expect(play(star, '---/0', [1, 1, 2, 1]).result).toBe('ROE');
  });
});

describe('fatigue turns Out Chart totals into walks from 2 and 12 inwards', () => {
  it('at -1 the 2 and the 12 walk; at -2 the 3 and the 11 too; the 7 only at -6', () => {
    const at = (fatigue: number, faces: number[]) =>
      swing(matchup({ hits: '6', outChart: chart({}, 'K'), fatigue }), scriptedDice(d6(...faces)));
    expect(at(-1, [1, 1])).toMatchObject({ cell: { key: 'BB' } });
    expect(at(-1, [6, 6])).toMatchObject({ cell: { key: 'BB' } });
    expect(at(-1, [1, 2])).toMatchObject({ cell: { key: 'K' } });
    expect(at(-2, [1, 2])).toMatchObject({ cell: { key: 'BB' } });
    expect(at(-5, [3, 4])).toMatchObject({ cell: { key: 'K' } });
    expect(at(-6, [3, 4])).toMatchObject({ cell: { key: 'BB' } });
    // Hit rolls still supersede: a 6 is his hit whatever the fatigue.
    expect(at(-6, [3, 3, 3, 4])).toMatchObject({ kind: 'hit' });
  });
});
