import { ACE_CARD, FACE_CARDS, FULL_HAND, type CardMask } from '../vocabulary.ts';

/** The numbered cards 2..10. */
const NUMBERED: CardMask = FULL_HAND & ~FACE_CARDS;

/**
 * Both sides' hands through a game: each side's Swing hand (it bats) and Pitch hand (it fields), and the Pitch cards
 * its pitching changes put out of play. What is not in a hand or out of play is in the discard pile, face up.
 * @example const hands = new Hands(false); hands.playSwing(0, 13); hands.swing[0] === FULL_HAND & ~(1 << 13) // => true
 */
export class Hands {
  declare readonly swing: Int32Array;
  declare readonly pitch: Int32Array;
  declare readonly outOfPlay: Int32Array;
  /** Every card a hand starts with: 2..K, and the Ace under the steal rule. */
  declare readonly full: CardMask;

  constructor(withAces: boolean) {
    this.full = FULL_HAND | (withAces ? ACE_CARD : 0);
    this.swing = new Int32Array(2);
    this.pitch = new Int32Array(2);
    this.outOfPlay = new Int32Array(2);
    this.deal();
  }

  /** Full hands for both sides, nothing out of play: the start of a game. */
  deal(): void {
    this.swing.fill(this.full);
    this.pitch.fill(this.full);
    this.outOfPlay.fill(0);
  }

  /** A hand is empty with no card left, or (the steal rule) only its Ace. */
  isEmpty(mask: CardMask): boolean {
    return (mask & ~ACE_CARD) === 0;
  }

  /** The batter plays a Swing card; the last one played, he picks up the whole discard pile. */
  playSwing(side: number, card: number): void {
    const left = this.swing[side]! & ~(1 << card);
    this.swing[side] = this.isEmpty(left) ? this.full : left;
  }

  playPitch(side: number, card: number): void {
    this.pitch[side]! &= ~(1 << card);
  }

  /** A Pitch card the pitcher takes back (the runner stole safely). */
  returnPitch(side: number, card: number): void {
    this.pitch[side]! |= 1 << card;
  }

  /** His hand empty, the pitcher stays: he picks up his discards but the face cards, which stay discarded. */
  keepPitcher(side: number): void {
    this.pitch[side]! |= this.full & ~this.outOfPlay[side]! & ~FACE_CARDS;
  }

  /**
   * A new pitcher: the side picks up every discarded Pitch card but puts its highest face card and its highest
   * numbered card left out of play for good (K and 10 at the first change, Q and 9 at the second).
   */
  changePitcher(side: number): void {
    const left = this.full & ~this.outOfPlay[side]!;
    this.outOfPlay[side]! |= highestOf(left & FACE_CARDS) | highestOf(left & NUMBERED);
    this.pitch[side] = this.full & ~this.outOfPlay[side]!;
  }
}

/** The highest card of a mask, as a mask (0 for none). */
function highestOf(mask: CardMask): CardMask {
  return mask === 0 ? 0 : 1 << (31 - Math.clz32(mask));
}
