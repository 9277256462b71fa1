import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { ExactResult } from '../../core/model/PlayEvent.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { atBatDistribution, NEUTRAL_SITUATION, type CardPair } from './exactAtBat.ts';
import type { PiecepackMatchup } from './matchup.ts';
import type { AtBatValues, CardMix, CardPolicy } from './policies.ts';
import type { CardMask } from './vocabulary.ts';

/** Both sides' hands at an at-bat, and the policies that play them. */
export interface HandState {
  swing: { hand: CardMask; policy: CardPolicy };
  pitch: { hand: CardMask; policy: CardPolicy };
  /** The at-bat's values, for a policy that solves the game (the game-theoretic one). */
  values?: () => AtBatValues;
}

/**
 * The card pairs two policies play from their hands, each with its chance (the product of the two mixes: the cards go
 * down face down, so neither side's choice depends on the other's).
 * @example policyPairs(RANDOM_CARDS, FULL_HAND, RANDOM_CARDS, FULL_HAND).length // => 144
 */
export function policyPairs(
  hands: HandState,
  state: BaseOutState,
  situation: Situation = NEUTRAL_SITUATION,
  /** Whether a winning face card earns the Juice bonus (the game-theoretic payoff reads it). */
  juice = false,
): CardPair[] {
  const values =
    hands.values ??
    (() => {
      throw new Error('this card policy values the at-bat: give the hand state its values (atBatValues)');
    });
  const mixOf = (side: 'swing' | 'pitch'): CardMix => {
    const mine = hands[side];
    const theirs = hands[side === 'swing' ? 'pitch' : 'swing'];
    return mine.policy.mix({
      side,
      mine: mine.hand,
      theirs: theirs.hand,
      state,
      situation,
      stealOn: false,
      juice,
      values,
      key: () => 0,
    });
  };
  const swing = mixOf('swing');
  const pitch = mixOf('pitch');
  return swing.cards.flatMap((s, i) =>
    pitch.cards.map((p, j) => ({ swing: s, pitch: p, chance: swing.chances[i]! * pitch.chances[j]! })),
  );
}

/**
 * The exact distribution of an at-bat from a state when both sides play their policies from the hands they hold
 * (no steal: the Ace's steal is a play before the at-bat).
 * @example handStateDistribution(m, parseBaseOutState('-2-/1'), { swing: {...}, pitch: {...} }) // => ExactResult[]
 */
export function handStateDistribution(
  m: PiecepackMatchup,
  state: BaseOutState,
  hands: HandState,
  situation: Situation = NEUTRAL_SITUATION,
): ExactResult[] {
  return atBatDistribution(m, state, policyPairs(hands, state, situation, m.rules.juice), situation);
}
