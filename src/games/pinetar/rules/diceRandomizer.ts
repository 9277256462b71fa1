import type { DiceSource } from '../../../core/dice/DiceSource.ts';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { defineRule } from '../../../core/OptionalRule.ts';
import { dieFace } from '../../../core/dice/dieFace.ts';

/**
 * The alternate die randomizer (manual v2.1): every 2-die roll is read from four dice, the green d6 choosing the red
 * (odd) or blue (even) d10 as the tens die and the white d10 the units; 3-die rolls (error checks) are unchanged. The
 * red and white pair is drawn first, as without the randomizer, then the d6 and the blue die: an odd d6 reads the same
 * roll the main rules would, so comparisons with the rule off share half its rolls' dice.
 * Every 2-die result stays equally likely (tests enumerate the 6,000 dice), so it changes which dice are rolled, not
 * the odds.
 */
export const DICE_RANDOMIZER = defineRule({
  name: 'dice-randomizer',
  title: 'Alternate die randomizer',
  scope: 'plate appearance',
  summary:
    'Each 2-die roll reads red or blue as the tens die by a d6 ' +
    '(odd red, even blue); the odds of every roll are unchanged.',
  params: {},
});

/**
 * A 2-die result from the four randomizer dice.
 * @example randomizedRoll(3, 7, 0, 4) // => 74 (odd d6: the red die is the tens)
 */
export function randomizedRoll(d6: number, red: number, blue: number, white: number): number {
  return (d6 % 2 === 1 ? red : blue) * 10 + white;
}

/**
 * A standard 2-die roll (00-99): the red and white dice, or with the randomizer on, the four dice it reads (the red and
 * white pair, then the d6, then the blue die). Error checks' 3-die rolls are not 2-die rolls and never come here.
 * @example
 * twoDieRoll({ rules: { text: 'dice-randomizer', diceRandomizer: {} } }, scriptedDice([['d100', 13], ['d6', 2], ['d10',
 * 6]])) // => 63
 */
export function twoDieRoll(m: { rules?: { diceRandomizer?: object } }, dice: DiceSource): number {
  if (m.rules?.diceRandomizer === undefined) return dice.d100();
  const redWhite = dice.d100();
  const d6 = dice.d6();
  return randomizedRoll(d6, Math.floor(redWhite / 10), dice.d10(), redWhite % 10);
}

const below = (generator: RandomGenerator, faces: number) => dieFace(generator.next(), faces);

/**
 * A 2-die roll straight from a generator, drawn exactly as twoDieRoll draws it on RandomDice (one draw for the red and
 * white pair; with the randomizer, then a d6 and the blue d10), for plays the game layer rolls itself (steals,
 * injuries).
 * @example drawTwoDieRoll(rootStream(1), false) // => 0..99
 */
export function drawTwoDieRoll(generator: RandomGenerator, randomizer: boolean): number {
  if (!randomizer) return below(generator, 100);
  const redWhite = below(generator, 100);
  const d6 = below(generator, 6) + 1;
  return randomizedRoll(d6, Math.floor(redWhite / 10), below(generator, 10), redWhite % 10);
}
