import { describe, expect, it } from 'vitest';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { RandomDice, randomDice } from '../../../src/core/dice/randomDice.ts';
import { scriptedDice, ScriptError } from '../../../src/core/dice/scriptedDice.ts';
import { rootStream, splitStreams, streamAt } from '../../../src/core/dice/streams.ts';
import { SyncedStream } from '../../../src/core/dice/SyncedStream.ts';
import { sumOfD6 } from '../../../src/core/dice/DiceSource.ts';

/** A generator that walks evenly through the 32-bit range, `steps` draws per lap: every face must come up equally. */
function counter(steps: number): RandomGenerator {
  let i = 0;
  const next = () => Math.ceil(((i++ % steps) * 2 ** 32) / steps) | 0;
  return { next, clone: () => counter(steps), getState: () => [i] };
}

describe('random dice', () => {
  it('map evenly spaced draws onto every face exactly equally (the multiply-shift is uniform)', () => {
    for (const [roll, faces, first] of [
      ['d6', 6, 1],
      ['d10', 10, 0],
      ['d20', 20, 1],
      ['d100', 100, 0],
      ['piecepack', 6, 0],
    ] as const) {
      const dice = new RandomDice(counter(faces * 50));
      const seen = new Map<number, number>();
      for (let i = 0; i < faces * 50; i++) {
        const value = dice[roll]();
        seen.set(value, (seen.get(value) ?? 0) + 1);
      }
      expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: faces }, (_, k) => k + first));
      expect(new Set(seen.values())).toEqual(new Set([50]));
    }
  });
  it('repeat for a seed and differ between seeds', () => {
    const a = randomDice(42);
    const b = randomDice(42);
    const c = randomDice(43);
    const draws = (d: RandomDice) => Array.from({ length: 20 }, () => d.d100());
    const first = draws(a);
    expect(draws(b)).toEqual(first);
    expect(draws(c)).not.toEqual(first);
  });
  it('open small seeds with well-mixed draws (not the raw seed)', () => {
    // Seeds 0..999, first d100 each: a chi-square over 10 bins of the tens digit, 9 df, < 27.88 at alpha 0.001.
    const bins = new Array(10).fill(0);
    for (let seed = 0; seed < 1000; seed++) bins[Math.floor(randomDice(seed).d100() / 10)]++;
    const chiSquare = bins.reduce((sum, observed) => sum + (observed - 100) ** 2 / 100, 0);
    expect(chiSquare).toBeLessThan(27.88);
  });
  it('split into streams that do not depend on how many are made', () => {
    const few = splitStreams(5, 2).map((g) => g.next());
    const many = splitStreams(5, 8).map((g) => g.next());
    expect(many.slice(0, 2)).toEqual(few);
    expect(streamAt(5, 3).next()).toBe(many[3]);
    expect(new Set(many).size).toBe(8);
  });
});

describe('scripted dice', () => {
  it('replay the script and count what is left', () => {
    const dice = scriptedDice([
      ['d100', 14],
      ['d6', 3],
      ['d6', 4],
    ]);
    expect(dice.d100()).toBe(14);
    expect(sumOfD6(dice, 2)).toBe(7);
    expect(dice.remaining()).toBe(0);
  });
  it('throw on the wrong die, on running out and on impossible faces', () => {
    expect(() => scriptedDice([['d10', 3]]).d6()).toThrow(ScriptError);
    expect(() => scriptedDice([]).d20()).toThrow(/asked for a d20 more/);
    expect(() => scriptedDice([['d6', 7]])).toThrow(/d6 cannot show 7/);
    expect(() => scriptedDice([['piecepack', 6]])).toThrow(/piecepack cannot show 6/);
  });
});

describe('SyncedStream', () => {
  it('draws xoshiro128** from the state its parent seeds it with (reference outputs for the state 1, 2, 3, 4)', () => {
    const parent = {
      next: (() => {
        let i = 0;
        return () => [1, 2, 3, 4][i++]!;
      })(),
      clone: () => parent,
      getState: () => [],
    };
    const stream = new SyncedStream();
    stream.reseed(parent);
    // Blackman and Vigna's xoshiro128** from {1, 2, 3, 4} opens 11520, 0, 5927040, 70819200, 2031721883.
    expect(Array.from({ length: 5 }, () => stream.next())).toEqual([11520, 0, 5927040, 70819200, 2031721883]);
  });
  it('moves its parent four draws per reseed, however many draws it gave', () => {
    const parent = rootStream(3);
    const reference = rootStream(3);
    const stream = new SyncedStream();
    for (const used of [0, 7, 100]) {
      stream.reseed(parent);
      for (let i = 0; i < used; i++) stream.next();
      for (let i = 0; i < 4; i++) reference.next();
    }
    expect(parent.next()).toBe(reference.next());
  });
});
