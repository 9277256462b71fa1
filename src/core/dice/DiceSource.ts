/**
 * The dice of every cardlab game, as one interface. An engine asks for the die it would roll at the table;
 * a random source answers from a seeded stream, a scripted one from a test's list.
 *
 * Each method is one physical roll: `d100` is the Pine Tar red/white d10 pair read red-then-white as 00-99,
 * `piecepack` is a piecepack die (0 = null, 1 = ace, 2-5), `card` a playing card drawn blind from a full hand of one
 * colour's twelve (2..K). Sums of several dice (2d6, 3d6) are built with
 * {@link sumOfD6} so a script lists each die, as a player would read them.
 *
 * @example
 * const dice = randomDice(42);
 * dice.d100(); // => an integer 0..99
 */
export interface DiceSource {
  /** A six-sided die, 1..6. */
  d6(): number;
  /** A ten-sided die, 0..9. */
  d10(): number;
  /** A twenty-sided die, 1..20. */
  d20(): number;
  /** A pair of d10 read as 00-99 (Pine Tar: red is the tens die, white the units die). */
  d100(): number;
  /** A piecepack die: 0 (null), 1 (ace), 2, 3, 4, 5. */
  piecepack(): number;
  /** A card drawn blind from a full hand of twelve, 2..10 and the faces J 11, Q 12, K 13 (piecepack Baseball). */
  card(): number;
}

/** The die kinds a {@link DiceSource} rolls, with their faces: the contract `scriptedDice` checks. */
export const DIE_FACES = {
  d6: { min: 1, max: 6 },
  d10: { min: 0, max: 9 },
  d20: { min: 1, max: 20 },
  d100: { min: 0, max: 99 },
  piecepack: { min: 0, max: 5 },
  card: { min: 2, max: 13 },
} as const;

export type DieKind = keyof typeof DIE_FACES;

/**
 * The total of `count` six-sided dice (2d6 for Strat rows and PBC hit rolls, 3d6 for Strat error checks).
 * @example sumOfD6(scriptedDice([['d6', 3], ['d6', 4]]), 2) // => 7
 */
export function sumOfD6(dice: DiceSource, count: number): number {
  let total = 0;
  for (let i = 0; i < count; i++) total += dice.d6();
  return total;
}

/**
 * Ways to roll each total of two six-sided dice, index 2-12 (out of 36): 6 - |total - 7|.
 * @example TWO_D6_WAYS[7] // => 6
 */
export const TWO_D6_WAYS: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
