import { describe, expect, it } from 'vitest';
import {
  baseOutState,
  EMPTY,
  formatBaseOutState,
  parseBaseOutState,
  stateIndex,
} from '../../../src/core/model/baseOut.ts';
import { PlayBuilder } from '../../../src/core/model/PlayBuilder.ts';
import { Tally } from '../../../src/core/model/Tally.ts';
import type { PlateAppearanceResult } from '../../../src/core/model/PlayEvent.ts';

describe('base-out states', () => {
  it('read and write bases/outs, runners named by base', () => {
    expect(parseBaseOutState('1-3/1')).toEqual({ outs: 1, bases: [1, EMPTY, 3] });
    for (const text of ['---/0', '12-/2', '-23/1', '123/0'])
      expect(formatBaseOutState(parseBaseOutState(text))).toBe(text);
    expect(() => parseBaseOutState('1-3/3')).toThrow(/bases\/outs/);
    expect(() => parseBaseOutState('2--/0')).toThrow(/bases\/outs/);
  });
  it('number the 24 states 0..23 once each', () => {
    const seen = new Set<number>();
    for (let outs = 0; outs < 3; outs++) {
      for (let mask = 0; mask < 8; mask++)
        seen.add(stateIndex(baseOutState(outs, [mask & 1 ? 1 : EMPTY, mask & 2 ? 2 : EMPTY, mask & 4 ? 3 : EMPTY])));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });
});

describe('PlayBuilder', () => {
  it('refuses to put a runner on an occupied base (an engine bug, never a play)', () => {
    const play = new PlayBuilder(parseBaseOutState('12-/0'));
    expect(() => play.advance(1, 1)).toThrow(/occupied/);
  });
  it('forces only the runners who must move on a walk', () => {
    const play = new PlayBuilder(parseBaseOutState('1-3/0'));
    play.forceBatterToFirst(0);
    expect(play.finish('BB')).toMatchObject({ runs: 0, after: { bases: [0, 1, 3] } });
  });
});

describe('a tally of plate appearances', () => {
  /** A plate appearance of one play from `state`: the batter out, with the lead runner doubled off if `double`. */
  const plateAppearance = (state: string, double: boolean) => {
    const play = new PlayBuilder(parseBaseOutState(state));
    const lead = play.leadBase();
    if (double) play.runnerOut(lead);
    play.batterOut(0);
    const event = play.finish(double ? 'GDP' : 'GO', double ? { doublePlay: true } : undefined);
    const pa: PlateAppearanceResult = {
      result: double ? 'GDP' : 'GO',
      events: [event],
      runs: 0,
      outs: event.outs,
      after: event.after,
    };
    return pa;
  };

  it("counts MLB's double-play chances, and a double play grounded into from any other start as its own", () => {
    const tally = new Tally();
    tally.record(plateAppearance('1--/0', false)); // a chance, not taken
    tally.record(plateAppearance('1--/2', false)); // two outs: no chance
    tally.record(plateAppearance('-2-/0', false)); // nobody on 1st: no chance
    tally.record(plateAppearance('-2-/0', true)); // PBC's GIDP with a runner on 2nd only: a chance, taken
    tally.record(plateAppearance('12-/1', true)); // a chance, taken
    expect(tally.count('GDP')).toBe(2);
    expect(tally.counter('gdpOpportunities')).toBe(3);
  });
});
