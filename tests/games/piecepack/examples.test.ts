import { describe, expect, it } from 'vitest';
import { EMPTY, parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { scriptedDice } from '../../../src/core/dice/scriptedDice.ts';
import { cardEdge, hitDice } from '../../../src/games/piecepack/hitRoll.ts';
import { MAIN_PIECEPACK_RULES } from '../../../src/games/piecepack/rules.ts';
import { hitReading } from '../../../src/games/piecepack/tables.ts';
import { pp, scripted, tables } from '../../helpers/piecepack.ts';

const JUICE = { ...MAIN_PIECEPACK_RULES, juice: true };
const TIE = { pitch: 6, swing: 6 };
const BATTER = 0;

describe("the text's examples and each rule of the at-bat, with scripted dice (the Gloves in the field)", () => {
  it('"your batter tile is a 4, and you roll [null, 4, ace], your Hit Result is 1": a strikeout', () => {
    expect(hitDice(scriptedDice(pp(0, 4, 1)), 4, 3, 'none', MAIN_PIECEPACK_RULES)).toBe(1);
    const pa = scripted({ tile: 4 }, parseBaseOutState('---/0'), TIE, pp(0, 4, 1));
    expect(pa.result).toBe('SO');
    expect(pa.after.outs).toBe(1);
  });

  it('the hit chart as printed: 3 or less K, 4-7 grounders to 3B SS 2B 1B, 8-10 flies to LF CF RF, 2B, 3B, HR', () => {
    const read = (result: number) => {
      const r = hitReading(tables, result);
      return 'fielder' in r ? `${r.result} ${r.fielder}` : r.result;
    };
    expect([-2, 0, 3].map(read)).toEqual(['SO', 'SO', 'SO']);
    expect([4, 5, 6, 7].map(read)).toEqual(['GB 3B', 'GB SS', 'GB 2B', 'GB 1B']);
    expect([8, 9, 10].map(read)).toEqual(['FB LF', 'FB CF', 'FB RF']);
    expect([11, 12, 13, 14, 15, 22].map(read)).toEqual(['2B', '2B', '3B', '3B', 'HR', 'HR']);
  });

  it('a higher pitch takes two, a higher swing adds two, equal cards leave the Hit Result', () => {
    expect(cardEdge({ pitch: 10, swing: 3 }, 2, MAIN_PIECEPACK_RULES).edge).toBe(-2);
    expect(cardEdge({ pitch: 3, swing: 10 }, 2, MAIN_PIECEPACK_RULES).edge).toBe(2);
    expect(cardEdge({ pitch: 13, swing: 13 }, 2, MAIN_PIECEPACK_RULES).edge).toBe(0);
  });

  it('a ball to a fielder: his red die under his tile is out, equal or over a single ("ties go to the runner")', () => {
    // Tile 3 batter: 5 + 5 + 2 = 12, a good pitch takes two: 10, a fly to RF (the Gloves' 3).
    const single = scripted({}, parseBaseOutState('---/0'), { pitch: 10, swing: 3 }, pp(5, 5, 2, 3));
    expect(single.result).toBe('1B');
    expect(single.events[0]!.location).toBe('RF');
    const out = scripted({}, parseBaseOutState('---/0'), { pitch: 10, swing: 3 }, pp(5, 5, 2, 2));
    expect(out.result).toBe('FO');
  });

  it('"men on 1st and 2nd and get a single": the runner on 2nd goes to 3rd, tries for home; 1st and 2nd after', () => {
    // 2 + 2 + 0 = 4: a grounder to 3B (the Gloves' 2), red die 3: a single. The lead runner (tile 3) rolls for home.
    const out = scripted({}, parseBaseOutState('12-/0'), TIE, pp(2, 2, 0, 3, 5));
    expect(out.result).toBe('1B');
    expect(out.after).toEqual({ outs: 1, bases: [BATTER, 1, EMPTY] });
    expect(out.runs).toBe(0);
    const safe = scripted({}, parseBaseOutState('12-/0'), TIE, pp(2, 2, 0, 3, 3));
    expect(safe.after).toEqual({ outs: 0, bases: [BATTER, 1, EMPTY] });
    expect(safe.runs).toBe(1);
  });

  it('"men on 1st and 2nd and hit a fly out": the runner on 2nd tries for 3rd after the catch; 1st stays', () => {
    // 5 + 4 + 0 = 9: a fly to CF (3), red die 1: caught. The runner from 2nd rolls 2 (his tile 3 or less): safe.
    const pa = scripted({}, parseBaseOutState('12-/0'), TIE, pp(5, 4, 0, 1, 2));
    expect(pa.result).toBe('FO');
    expect(pa.after).toEqual({ outs: 1, bases: [1, EMPTY, 2] });
    const thrownOut = scripted({}, parseBaseOutState('12-/0'), TIE, pp(5, 4, 0, 1, 4));
    expect(thrownOut.after).toEqual({ outs: 2, bases: [1, EMPTY, EMPTY] });
    expect(thrownOut.events[0]!.doublePlay).toBe(true);
  });

  it('a runner who scores after the catch makes it a sacrifice fly; a fly out for the third out sends nobody', () => {
    expect(scripted({}, parseBaseOutState('--3/0'), TIE, pp(5, 4, 0, 1, 0)).result).toBe('SF');
    const third = scripted({}, parseBaseOutState('1-3/2'), TIE, pp(5, 4, 0, 1));
    expect(third.after.outs).toBe(3);
    expect(third.runs).toBe(0);
  });

  it('a runner the manager would not send stays: a tile-1 runner is safe only two times in six', () => {
    const pa = scripted({ runnerTile: 1 }, parseBaseOutState('-2-/0'), TIE, pp(5, 4, 0, 1));
    expect(pa.after).toEqual({ outs: 1, bases: [EMPTY, 2, EMPTY] });
  });

  it('a ground out in a force: the lead runner is forced out and the batter safe at first; no run', () => {
    // 2 + 2 + 0 = 4 to 3B (2), red die 1: out.
    const loaded = scripted({}, parseBaseOutState('123/0'), TIE, pp(2, 2, 0, 1));
    expect(loaded.result).toBe('FC');
    expect(loaded.after).toEqual({ outs: 1, bases: [BATTER, 1, 2] });
    expect(loaded.runs).toBe(0);
    const firstAndThird = scripted({}, parseBaseOutState('1-3/0'), TIE, pp(2, 2, 0, 1));
    expect(firstAndThird.after).toEqual({ outs: 1, bases: [BATTER, EMPTY, 3] });
  });

  it('runners stay on a ground out without a force, and on a strikeout', () => {
    const ground = scripted({}, parseBaseOutState('-23/0'), TIE, pp(2, 2, 0, 1));
    expect(ground.result).toBe('GO');
    expect(ground.after).toEqual({ outs: 1, bases: [EMPTY, 2, 3] });
    const strikeout = scripted({}, parseBaseOutState('-23/0'), TIE, pp(0, 0, 2));
    expect(strikeout.result).toBe('SO');
    expect(strikeout.after).toEqual({ outs: 1, bases: [EMPTY, 2, 3] });
  });

  it('runners advance as far as the batter: a double from 1st to 3rd, then the try for home', () => {
    // 5 + 4 + 2 = 11: a double. The runner from 1st stops at 3rd and rolls 4 for home: out.
    const pa = scripted({}, parseBaseOutState('1--/0'), TIE, pp(5, 4, 2, 4));
    expect(pa.result).toBe('2B');
    expect(pa.after).toEqual({ outs: 1, bases: [EMPTY, BATTER, EMPTY] });
    const triple = scripted({}, parseBaseOutState('12-/1'), TIE, pp(5, 4, 4));
    expect(triple.result).toBe('3B');
    expect(triple.runs).toBe(2);
    expect(triple.after).toEqual({ outs: 1, bases: [EMPTY, EMPTY, BATTER] });
    const homer = scripted({}, parseBaseOutState('123/2'), TIE, pp(5, 5, 5));
    expect(homer.result).toBe('HR');
    expect(homer.runs).toBe(4);
  });

  it('only the lead runner at the hit tries: when he scores on it nobody does (lead-runner-on-base: the next)', () => {
    // A single with runners on 1st and 3rd: the runner from 3rd scores, the runner from 1st holds at 2nd.
    const main = scripted({}, parseBaseOutState('1-3/0'), TIE, pp(2, 2, 0, 3));
    expect(main.after).toEqual({ outs: 0, bases: [BATTER, 1, EMPTY] });
    const other = scripted({ rules: { leadRunnerOnBase: true } }, parseBaseOutState('1-3/0'), TIE, pp(2, 2, 0, 3, 1));
    expect(other.after).toEqual({ outs: 0, bases: [BATTER, EMPTY, 1] });
  });

  it('Juice: a face card that outranks earns the batter a re-roll of his nulls, the pitcher one of the 5s', () => {
    // Swing K over pitch 9: nulls re-rolled once, 4 + 5 + 2 = 11, +2 = 13: a triple.
    expect(
      scripted({ rules: JUICE }, parseBaseOutState('---/0'), { pitch: 9, swing: 13 }, pp(0, 0, 4, 5, 2)).result,
    ).toBe('3B');
    // Pitch Q over swing 4: the 5s re-rolled, 0 + 2 + 1 = 3, -2 = 1: a strikeout.
    expect(
      scripted({ rules: JUICE }, parseBaseOutState('---/0'), { pitch: 12, swing: 4 }, pp(5, 5, 1, 0, 2)).result,
    ).toBe('SO');
    // Without the rule, or with a numbered card winning, nothing is re-rolled: 0 + 0 + 4 + 2 = 6, a grounder to 2B (4).
    expect(scripted({}, parseBaseOutState('---/0'), { pitch: 9, swing: 13 }, pp(0, 0, 4, 4)).result).toBe('1B');
    expect(cardEdge({ pitch: 12, swing: 12 }, 2, JUICE).bonus).toBe('none');
    expect(cardEdge({ pitch: 11, swing: 12 }, 2, JUICE).bonus).toBe('batter');
  });

  it('Juice re-rolls only dice that count; juice-ignored-dice re-rolls a die that matched the tile too', () => {
    const ignoredRule = { ...JUICE, juiceIgnoredDice: true };
    // A tile-5 batter (a pitcher at bat) under the pitcher's bonus: his 5s are ignored, not re-rolled.
    expect(hitDice(scriptedDice(pp(5, 2, 3)), 5, 3, 'pitcher', JUICE)).toBe(5);
    expect(hitDice(scriptedDice(pp(5, 2, 3, 4)), 5, 3, 'pitcher', ignoredRule)).toBe(9);
    // A null batter under his own bonus: his nulls count for nothing either way, but only the literal reading re-rolls.
    expect(hitDice(scriptedDice(pp(0, 2, 3)), 0, 3, 'batter', JUICE)).toBe(5);
    expect(hitDice(scriptedDice(pp(0, 2, 3, 4)), 0, 3, 'batter', ignoredRule)).toBe(9);
  });

  it('against a pitcher In Deep Trouble the batter rolls four dice', () => {
    const pa = scripted({ dice: 4 }, parseBaseOutState('---/0'), TIE, pp(5, 5, 4, 2));
    expect(pa.result).toBe('HR');
  });
});
