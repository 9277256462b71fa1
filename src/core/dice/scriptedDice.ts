import { DIE_FACES, type DiceSource, type DieKind } from './DiceSource.ts';

/** One scripted roll: the die the engine must ask for, and the face it shows. */
export type ScriptedRoll = readonly [DieKind, number];

/** Dice that replay a test's list and prove the engine asked for exactly those rolls. */
export interface ScriptedDice extends DiceSource {
  /** How many scripted rolls have not been used. */
  remaining(): number;
}

/** Raised when an engine asks for a roll the script does not have, or for the wrong die. */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

/**
 * Dice for scenario tests: each call must ask for the next die in the list, or the script throws.
 * @example
 * const dice = scriptedDice([['d100', 14], ['d10', 3]]);
 * dice.d100(); // => 14
 * dice.d6();   // throws ScriptError: roll 2 is a d10, the engine asked for a d6
 */
export function scriptedDice(rolls: readonly ScriptedRoll[]): ScriptedDice {
  rolls.forEach(([kind, value], i) => {
    const faces = DIE_FACES[kind];
    if (!Number.isInteger(value) || value < faces.min || value > faces.max) {
      throw new ScriptError(`scripted roll ${i + 1}: ${kind} cannot show ${value} (faces ${faces.min}..${faces.max})`);
    }
  });
  let next = 0;
  const take = (asked: DieKind): number => {
    const roll = rolls[next];
    if (roll === undefined)
      throw new ScriptError(`the script has ${rolls.length} rolls; the engine asked for a ${asked} more`);
    if (roll[0] !== asked) throw new ScriptError(`roll ${next + 1} is a ${roll[0]}, the engine asked for a ${asked}`);
    next++;
    return roll[1];
  };
  return {
    d6: () => take('d6'),
    d10: () => take('d10'),
    d20: () => take('d20'),
    d100: () => take('d100'),
    piecepack: () => take('piecepack'),
    card: () => take('card'),
    remaining: () => rolls.length - next,
  };
}
