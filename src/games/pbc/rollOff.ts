import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { REROLL, rollUntilDecided } from '../../core/dice/reroll.ts';

/** How a roll-off came out: who won, and the faces of the roll that decided it (the error rules read them). */
export interface RollOff {
  offenseWins: boolean;
  offenseFace: number;
  defenseFace: number;
  /** The first roll tied (at the plate: a collision) and a tiebreaker decided. */
  tied: boolean;
}

/** Every roll-off result, made once: index ((offense - 1) * 6 + defense - 1) * 4 + tied * 2 + wins. */
const RESULTS: readonly RollOff[] = Array.from({ length: 144 }, (_, i) => ({
  offenseWins: (i & 1) === 1,
  tied: (i & 2) === 2,
  offenseFace: Math.floor(i / 24) + 1,
  defenseFace: (Math.floor(i / 4) % 6) + 1,
}));
const result = (offense: number, defense: number, tied: boolean, wins: boolean): RollOff =>
  RESULTS[((offense - 1) * 6 + defense - 1) * 4 + (tied ? 2 : 0) + (wins ? 1 : 0)]!;

/** One roll of a roll-off: a d6 each, offense first, modifiers added; a tie decides nothing. */
const rollOnce = (dice: DiceSource, offense: number, defense: number, tied: boolean) => {
  const offenseFace = dice.d6();
  const defenseFace = dice.d6();
  const margin = offenseFace + offense - (defenseFace + defense);
  return margin === 0 ? REROLL : result(offenseFace, defenseFace, tied, margin > 0);
};

/**
 * A roll-off: the offense (a runner, a batter) and the defense roll a d6 each, with their modifiers; the higher total
 * wins. A tie is rolled again: by the text's "Ties" section with no modifiers ("Runner speed does NOT modify the
 * tiebreaker rolls in any scenario"; at the plate the tie is a collision), or with the same modifiers under the
 * optional reading modified-tiebreaks ("Like all Roll-Offs, a tie results in a re-roll").
 * @example rollOff(scriptedDice([['d6', 3], ['d6', 3]]), 2 - 1, 0, false) // => offense wins: 3 + 2 - 1 = 4 > 3
 */
export function rollOff(dice: DiceSource, offense: number, defense: number, modifiedTiebreaks: boolean): RollOff {
  const first = rollOnce(dice, offense, defense, false);
  if (first !== REROLL) return first;
  if (modifiedTiebreaks) return rollUntilDecided(dice, (d) => rollOnce(d, offense, defense, true));
  return rollUntilDecided(dice, (d) => rollOnce(d, 0, 0, true));
}

/**
 * The chance the offense wins a roll-off (what a manager weighs before sending a runner).
 * @example rollOffChance(0, 0, false) // => 0.5
 */
export function rollOffChance(offense: number, defense: number, modifiedTiebreaks: boolean): number {
  const margin = offense - defense;
  if (margin < -MARGIN_LIMIT || margin > MARGIN_LIMIT) return margin > 0 ? 1 : 0;
  return (modifiedTiebreaks ? MODIFIED_CHANCES : PLAIN_CHANCES)[margin + MARGIN_LIMIT]!;
}

/** Beyond this margin one side always wins. */
const MARGIN_LIMIT = 6;

/** The chance the offense wins at each margin of modifiers (-6..6), worked out once. */
function chances(modifiedTiebreaks: boolean): Float64Array {
  return Float64Array.from({ length: 2 * MARGIN_LIMIT + 1 }, (_, i) => {
    const margin = i - MARGIN_LIMIT;
    let wins = 0;
    let ties = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        if (a + margin > b) wins++;
        else if (a + margin === b) ties++;
      }
    return modifiedTiebreaks ? wins / (36 - ties) : (wins + ties / 2) / 36;
  });
}
const PLAIN_CHANCES = chances(false);
const MODIFIED_CHANCES = chances(true);

/** The first error rule: "the defense fails to defeat a roll of 2" (offense 2, defense 1); the offense is safe. */
export const defenseFailsTwo = (r: RollOff): boolean => r.offenseFace === 2 && r.defenseFace === 1;

/** The second error rule, on a throw: the runner rolls a 6, the defense a 1: overthrown, all runners take a base. */
export const overthrow = (r: RollOff): boolean => r.offenseFace === 6 && r.defenseFace === 1;
