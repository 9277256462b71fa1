import type { DiceSource } from './DiceSource.ts';

/**
 * What a roll that decides nothing returns (a roll-off's tie): the same roll is made again, from where it began.
 * Dice at the table and random dice simply roll again; an exact enumerator turns the re-roll into a loop of its tree
 * (see src/exact/enumerateDice.ts), so a re-roll that could go on forever is still enumerated in finitely many runs.
 */
export const REROLL: unique symbol = Symbol('re-roll');
export type Reroll = typeof REROLL;

/** Dice that run a re-roll loop themselves: an enumerator's, which records the loop instead of rolling on. */
export interface LoopingDice extends DiceSource {
  rollUntilDecided<T>(roll: (dice: DiceSource) => T | Reroll): T;
}

const isLooping = (dice: DiceSource): dice is LoopingDice =>
  typeof (dice as Partial<LoopingDice>).rollUntilDecided === 'function';

/**
 * Makes `roll` until it decides (returns anything but {@link REROLL}): a tie re-rolled, as at the table. The roll
 * must ask for at least one die.
 * @example
 * rollUntilDecided(scriptedDice([['d6', 3], ['d6', 3], ['d6', 5], ['d6', 2]]), (dice) => {
 *   const runner = dice.d6(), fielder = dice.d6();
 *   return runner === fielder ? REROLL : runner > fielder;
 * }) // => true (the 3-3 tie is rolled again)
 */
export function rollUntilDecided<T>(dice: DiceSource, roll: (dice: DiceSource) => T | Reroll): T {
  if (isLooping(dice)) return dice.rollUntilDecided(roll);
  for (;;) {
    const value = roll(dice);
    if (value !== REROLL) return value;
  }
}
