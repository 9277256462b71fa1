import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { DiceSource } from './DiceSource.ts';
import { rootStream } from './streams.ts';
import { dieFace } from './dieFace.ts';

/**
 * Dice drawn from a pure-rand generator. Each roll takes one 32-bit draw and maps it to the die's faces
 * with a multiply-shift (`(draw * faces) / 2^32`), whose bias is below faces / 2^32 (2.3e-8 for a d100):
 * several times faster than rejection sampling, and far below what any run can detect.
 * @example randomDice(42).d6() // => an integer 1..6
 */
export class RandomDice implements DiceSource {
  declare private readonly generator: RandomGenerator;

  constructor(generator: RandomGenerator) {
    this.generator = generator;
  }

  /** An integer 0..faces-1 from one draw. */
  below(faces: number): number {
    return dieFace(this.generator.next(), faces);
  }

  d6(): number {
    return this.below(6) + 1;
  }

  d10(): number {
    return this.below(10);
  }

  d20(): number {
    return this.below(20) + 1;
  }

  d100(): number {
    return this.below(100);
  }

  piecepack(): number {
    return this.below(6);
  }

  card(): number {
    return this.below(12) + 2;
  }
}

/**
 * Random dice from a seed (the root stream) or from an existing generator.
 * @example randomDice(7).d100() // => the same 00-99 value every time for seed 7
 */
export function randomDice(seedOrGenerator: number | RandomGenerator): RandomDice {
  return new RandomDice(typeof seedOrGenerator === 'number' ? rootStream(seedOrGenerator) : seedOrGenerator);
}

/**
 * Dice over whichever generator a caller hands, made once per generator: a game's rules are handed the same one for a
 * whole run, and the dice need not be made again for each plate appearance.
 * @example dice.over(generator).d100() // => 0..99 from the generator's next draw (dice: a DiceFor kept by the caller)
 */
export class DiceFor {
  declare private dice: RandomDice | undefined;
  declare private generator: RandomGenerator | undefined;

  constructor() {
    this.dice = undefined;
    this.generator = undefined;
  }

  over(generator: RandomGenerator): RandomDice {
    if (this.generator !== generator || !this.dice) {
      this.dice = new RandomDice(generator);
      this.generator = generator;
    }
    return this.dice;
  }
}
