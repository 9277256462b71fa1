import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * A die the kernels and the game layer read from one 32-bit draw: faces of d100 (0-99), d10 (0-9), d6 (1-6), d20
 * (1-20).
 */
export type ScriptedDraw = ['d100' | 'd10', number] | ['d6' | 'd20', number];

const FACES = { d100: 100, d10: 10, d6: 6, d20: 20 } as const;

/**
 * A generator that hands out the 32-bit draws which a multiply-shift reading (`draw * faces / 2^32`) turns into the
 * scripted faces, for scenario tests of code that draws from a generator (the kernel, steals, injuries). It throws when
 * the script runs out; `remaining()` says how many draws were not used.
 * @example scriptedGenerator([['d100', 44], ['d100', 15]]).next() // => the draw that reads as 44 on a d100
 */
export function scriptedGenerator(draws: readonly ScriptedDraw[]): RandomGenerator & { remaining(): number } {
  let at = 0;
  const generator = {
    next(): number {
      const draw = draws[at++];
      if (!draw) throw new Error(`scripted generator ran out after ${draws.length} draws`);
      const [die, face] = draw;
      const value = die === 'd6' || die === 'd20' ? face - 1 : face;
      return Math.ceil((value * 2 ** 32) / FACES[die]) | 0;
    },
    remaining: () => draws.length - at,
    clone: () => generator,
    getState: () => [at],
  };
  return generator as unknown as RandomGenerator & { remaining(): number };
}
