import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PiecepackRules } from './rules.ts';
import { JACK } from './vocabulary.ts';

/** Who earned a Juice bonus on the at-bat: the batter re-rolls his nulls, the pitcher makes him re-roll his 5s. */
export type JuiceBonus = 'none' | 'batter' | 'pitcher';

/** The two cards revealed, by value (an Ace not stealing is worth 1). */
export interface CardsDown {
  pitch: number;
  swing: number;
}

/**
 * The card edge on the Hit Result: the higher card wins it (a tie stands), and with Juice Cards a winning face card
 * also earns its side the re-roll bonus.
 * @example cardEdge({ pitch: 9, swing: 12 }, 2, juiceOn) // => { edge: 2, bonus: 'batter' }
 */
export function cardEdge(cards: CardsDown, edge: number, rules: PiecepackRules): { edge: number; bonus: JuiceBonus } {
  if (cards.pitch === cards.swing) return { edge: 0, bonus: 'none' };
  const batterWins = cards.swing > cards.pitch;
  const winner = batterWins ? cards.swing : cards.pitch;
  const bonus: JuiceBonus = rules.juice && winner >= JACK ? (batterWins ? 'batter' : 'pitcher') : 'none';
  return { edge: batterWins ? edge : -edge, bonus };
}

/**
 * The dice part of a Hit Result: `count` piecepack dice, those matching the batter's tile ignored, after a Juice
 * bonus's one re-roll of the nulls (batter) or 5s (pitcher). The dice are rolled together, then the re-rolls in order.
 * Under the main reading only dice that count are re-rolled; `juiceIgnoredDice` re-rolls a matching die too.
 * @example hitDice(scriptedDice([['piecepack', 0], ['piecepack', 4], ['piecepack', 1]]), 4, 3, 'none', rules) // => 1
 */
export function hitDice(
  dice: DiceSource,
  tile: number,
  count: number,
  bonus: JuiceBonus,
  rules: PiecepackRules,
): number {
  let total = 0;
  let rolled = 0;
  // Faces in base 6, so the re-rolls come after every die is down without an array per at-bat.
  for (let i = 0; i < count; i++) rolled = rolled * 6 + dice.piecepack();
  const reroll = bonus === 'batter' ? 0 : bonus === 'pitcher' ? 5 : -1;
  for (let i = count - 1; i >= 0; i--) {
    let face = Math.floor(rolled / 6 ** i) % 6;
    if (face === reroll && (face !== tile || rules.juiceIgnoredDice)) face = dice.piecepack();
    if (face !== tile) total += face;
  }
  return total;
}
