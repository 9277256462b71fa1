import type { Position } from '../../core/model/positions.ts';

/** The `game:` id of piecepack Baseball sets. */
export const PIECEPACK_ID = 'piecepack';

/** A tile's value: null 0, ace 1, 2-5. Lower bats better; higher fields and runs better. */
export type TileValue = 0 | 1 | 2 | 3 | 4 | 5;
export const TILE_VALUES: readonly TileValue[] = [0, 1, 2, 3, 4, 5];
/** How a team sheet names a tile value (`null`, `ace`, 2-5). */
export const TILE_NAMES: Readonly<Record<TileValue, string>> = { 0: 'null', 1: 'ace', 2: '2', 3: '3', 4: '4', 5: '5' };

/** A piecepack's four suits: each team takes two. */
export const SUITS = ['suns', 'moons', 'crowns', 'arms'] as const;
export type Suit = (typeof SUITS)[number];

/** The batting order, which is also the order of the team sheet's squares: the pitcher bats ninth. */
export const BATTING_ORDER: readonly Position[] = ['LF', 'CF', 'RF', '3B', 'SS', '2B', '1B', 'C', 'P'];
/** The eight positions a team's tiles hold. */
export const FIELD_POSITIONS: readonly Position[] = BATTING_ORDER.slice(0, 8);
/** Where a 4 may not play. */
export const OUTFIELD: ReadonlySet<Position> = new Set<Position>(['LF', 'CF', 'RF']);

/** Card ranks: the Ace 1 (the steal rule), 2-10, J 11, Q 12, K 13. */
export const ACE = 1;
export const JACK = 11;
export const KING = 13;
/** A hand holds cards as bits: bit r is rank r. */
export type CardMask = number;
/** Every card of one colour but the Ace: 2..K. */
export const FULL_HAND: CardMask = ((1 << (KING + 1)) - 1) & ~0b11;
/** The face cards J, Q, K. */
export const FACE_CARDS: CardMask = (1 << JACK) | (1 << 12) | (1 << KING);
export const ACE_CARD: CardMask = 1 << ACE;

/**
 * A card rank as a player says it.
 * @example cardName(12) // => 'Q'
 */
export function cardName(rank: number): string {
  return rank === ACE ? 'A' : rank === JACK ? 'J' : rank === 12 ? 'Q' : rank === KING ? 'K' : String(rank);
}

/**
 * The cards of a hand, lowest first.
 * @example cardsOf((1 << 2) | (1 << 13)) // => [2, 13]
 */
export function cardsOf(mask: CardMask): number[] {
  const cards: number[] = [];
  for (let rank = ACE; rank <= KING; rank++) if (mask & (1 << rank)) cards.push(rank);
  return cards;
}

/**
 * Cards in a hand.
 * @example handSize(FULL_HAND) // => 12
 */
export function handSize(mask: CardMask): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/**
 * A hand written as its cards, like `2 5 9 Q`.
 * @example handText((1 << 2) | (1 << 12)) // => '2 Q'
 */
export function handText(mask: CardMask): string {
  return cardsOf(mask).map(cardName).join(' ') || '(empty)';
}

/**
 * Reads a hand written as cards (`2 5 9 Q`, `A`, `all`, `2-10`): a RangeError names a card it cannot read.
 * @example parseHand('9 Q') // => (1 << 9) | (1 << 12)
 */
export function parseHand(text: string): CardMask {
  const words = text.trim().split(/[\s,]+/);
  let mask = 0;
  for (const word of words) {
    if (word === '' || word === 'all') {
      mask |= FULL_HAND;
      continue;
    }
    const range = /^(\d+)-(\d+)$/.exec(word);
    if (range) {
      for (let rank = Number(range[1]); rank <= Number(range[2]); rank++) mask |= 1 << rankOf(String(rank));
      continue;
    }
    mask |= 1 << rankOf(word);
  }
  return mask;
}

function rankOf(word: string): number {
  const named: Record<string, number> = { A: ACE, J: JACK, Q: 12, K: KING };
  const rank = named[word.toUpperCase()] ?? Number(word);
  if (!Number.isInteger(rank) || rank < ACE || rank > KING)
    throw new RangeError(`'${word}' is not a card (A, 2-10, J, Q, K)`);
  return rank;
}
