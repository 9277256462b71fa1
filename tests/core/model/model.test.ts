import { describe, expect, it } from 'vitest';
import {
  baseOutState,
  EMPTY,
  formatBaseOutState,
  parseBaseOutState,
  stateIndex,
} from '../../../src/core/model/baseOut.ts';
import { PlayBuilder } from '../../../src/core/model/PlayBuilder.ts';

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
