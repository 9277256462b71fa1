import type { BaseOutState } from '../../core/model/baseOut.ts';
import { EMPTY } from '../../core/model/baseOut.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { solveMatrixGame } from '../../exact/matrixGame.ts';
import { ACE, cardsOf, FACE_CARDS, JACK, type CardMask } from './vocabulary.ts';

/** What a card pair does for the batter, in runs (the change in run expectancy and the runs of the at-bat). */
export interface AtBatValues {
  /** By how the cards compare: [pitch wins with Juice, pitch wins, tie, swing wins, swing wins with Juice]. */
  byEdge: readonly number[];
  /** The steal of second, where the batter's Ace would be one: safe, and caught (a pitchout). */
  steal?: { safe: number; caught: number };
}

/** One side's card choice at an at-bat: its legal cards, the other side's (discards are face up), and the moment. */
export interface CardChoice {
  side: 'pitch' | 'swing';
  mine: CardMask;
  theirs: CardMask;
  state: BaseOutState;
  situation: Situation;
  /** Whether the batter's Ace now is a steal of second (the ace-steal rule, a runner who may go). */
  stealOn: boolean;
  /** Whether a face card that wins earns the Juice bonus. */
  juice: boolean;
  /** The at-bat's values for the batter, computed when a policy asks. */
  values(): AtBatValues;
  /** A number for everything `values` depends on (a small integer), for policies that cache by it. */
  key(): number;
}

/** A mixed choice of cards: each card with its chance. */
export interface CardMix {
  cards: number[];
  chances: number[];
}

/** Which cards a side plays, with what chances: a named, swappable policy. */
export interface CardPolicy {
  name: string;
  mix(choice: CardChoice): CardMix;
}

/**
 * One card from a mix, by a uniform number in [0, 1) from the game's dice.
 * @example drawCard({ cards: [2, 13], chances: [0.25, 0.75] }, 0.5) // => 13
 */
export function drawCard(mix: CardMix, u: number): number {
  const last = mix.cards.length - 1;
  for (let i = 0; i < last; i++) if ((u -= mix.chances[i]!) < 0) return mix.cards[i]!;
  return mix.cards[last]!;
}

/** Mixes made once and shared (a policy's mix is never changed by who reads it): the hot loop allocates none. */
const UNIFORM = new Map<CardMask, CardMix>();
const ONLY: CardMix[] = [];
const uniform = (mask: CardMask): CardMix => {
  let mix = UNIFORM.get(mask);
  if (!mix) {
    const cards = cardsOf(mask);
    UNIFORM.set(mask, (mix = { cards, chances: cards.map(() => 1 / cards.length) }));
  }
  return mix;
};
const only = (card: number): CardMix => (ONLY[card] ??= { cards: [card], chances: [1] });
const highest = (mask: CardMask): number => 31 - Math.clz32(mask);
const scoringPosition = (state: BaseOutState) => state.bases[1] !== EMPTY || state.bases[2] !== EMPTY;

/** Every legal card equally likely. */
export const RANDOM_CARDS: CardPolicy = { name: 'random', mix: (choice) => uniform(choice.mine) };

/** The pitcher's pitchouts under save-faces: a third of the steals he could stop. */
const PITCHOUT_SHARE = 1 / 3;

/**
 * Save the face cards for runners in scoring position: then the highest card; otherwise a card at random from the
 * numbered ones (the Ace among them, where it is only a card of value 1). With the Ace rule, the batter steals with
 * his Ace when the runner may go with fewer than two out; the pitcher calls a pitchout a third of the time a steal
 * is on.
 */
export const SAVE_FACES: CardPolicy = {
  name: 'save-faces',
  mix: (choice) => {
    const { mine, side, stealOn } = choice;
    const ace = stealOn && (mine & (1 << ACE)) !== 0;
    if (ace && side === 'swing' && choice.state.outs < 2) return only(ACE);
    const rest = ace ? mine & ~(1 << ACE) : mine;
    // A pitcher at bat whose only legal swing is his Ace plays it (as a steal, or a card of value 1).
    if (rest === 0) return only(ACE);
    let usual: CardMix;
    if (scoringPosition(choice.state)) usual = only(highest(rest));
    else {
      const plain = rest & ~FACE_CARDS;
      usual = uniform(plain !== 0 ? plain : rest);
    }
    if (!ace || side !== 'pitch') return usual;
    return {
      cards: [ACE, ...usual.cards],
      chances: [PITCHOUT_SHARE, ...usual.chances.map((c) => c * (1 - PITCHOUT_SHARE))],
    };
  },
};

/** The edge index of AtBatValues.byEdge for a pair of card values. */
export function edgeIndex(pitch: number, swing: number, juice: boolean): number {
  if (pitch === swing) return 2;
  if (pitch > swing) return juice && pitch >= JACK ? 0 : 1;
  return juice && swing >= JACK ? 4 : 3;
}

/**
 * The batter's payoff of every pair of cards, rows his Swing cards, columns the Pitch cards.
 * @example payoffMatrix([2, 13], [9], values, false, false) // => [[byEdge[1]], [byEdge[3]]]
 */
export function payoffMatrix(
  swings: readonly number[],
  pitches: readonly number[],
  values: AtBatValues,
  stealOn: boolean,
  juice: boolean,
): number[][] {
  return swings.map((swing) =>
    pitches.map((pitch) => {
      if (stealOn && swing === ACE && values.steal) return pitch === ACE ? values.steal.caught : values.steal.safe;
      return values.byEdge[edgeIndex(pitch, swing, juice)]!;
    }),
  );
}

/**
 * The game-theoretic policy: each at-bat is a zero-sum game between the two hands, every pair of cards valued by the
 * runs it is worth to the batter (the exact outcome chances of the dice, each outcome's runs and change in run
 * expectancy); both sides play the optimal mixed strategy of that one at-bat (a linear program, solved once per pair
 * of hands and moment and cached). It looks one at-bat ahead: what a card is worth later is not in the payoff.
 */
export function gameTheoryCards(): CardPolicy {
  // By the moment (CardChoice.key), then by the two hands (14 bits each).
  const solved = new Map<number, Map<number, { swing: CardMix; pitch: CardMix }>>();
  return {
    name: 'game-theory',
    mix: (choice) => {
      const swingMask = choice.side === 'swing' ? choice.mine : choice.theirs;
      const pitchMask = choice.side === 'pitch' ? choice.mine : choice.theirs;
      const moment = choice.key();
      let games = solved.get(moment);
      if (!games) solved.set(moment, (games = new Map()));
      const hands = swingMask * 2 ** 14 + pitchMask;
      let game = games.get(hands);
      if (!game) {
        const swings = cardsOf(swingMask);
        const pitches = cardsOf(pitchMask);
        const solution = solveMatrixGame(payoffMatrix(swings, pitches, choice.values(), choice.stealOn, choice.juice));
        game = { swing: { cards: swings, chances: solution.row }, pitch: { cards: pitches, chances: solution.column } };
        games.set(hands, game);
      }
      return choice.side === 'swing' ? game.swing : game.pitch;
    },
  };
}

/** A runner's try for an extra base, as his manager sees it. */
export interface RunnerTry {
  /** His chance to be safe: a die showing his tile value or less. */
  chance: number;
  /** The base he would take (4: home). */
  to: number;
  state: BaseOutState;
  situation: Situation;
  /** Tagging up after a catch, not taking a base on a hit. */
  afterCatch: boolean;
}

/** Whether to send the runner: a named, swappable policy (a coin, where the manager flips one). */
export interface RunnerPolicy {
  name: string;
  send(attempt: RunnerTry, coin?: () => boolean): boolean;
}

/** Send a runner who is safe two times in three (tile 3 and up), and with two outs one who is safe half the time. */
export const RUN_ON_ODDS: RunnerPolicy = {
  name: 'odds',
  send: ({ chance, state }) => chance >= 2 / 3 - 1e-9 || (state.outs === 2 && chance >= 0.5 - 1e-9),
};

/** Send on a coin flip. */
export const RUN_ON_COIN: RunnerPolicy = { name: 'coin', send: (_attempt, coin) => coin?.() ?? false };

/** What a manager sees of his pitcher when a change is his to make. */
export interface PitcherView {
  /** Pitchers left in the stack after this one. */
  left: number;
  runsAllowed: number;
  /** He has given up the In Deep Trouble runs. */
  troubled: boolean;
  /** Pitch cards left in his hand (0: he just played his last). */
  cards: number;
  inning: number;
  /** The fielding side's lead. */
  lead: number;
}

/** When to change pitchers and pinch-hit for one: named, swappable. */
export interface PitchingPolicy {
  name: string;
  /** His Pitch hand is empty: keep him (the face cards stay discarded) or bring in the next one? */
  changeWhenEmpty(view: PitcherView, coin: () => boolean): boolean;
  /** Take him out now, his hand not empty (he may be replaced at any time but In Deep Trouble)? */
  changeNow(view: PitcherView, coin: () => boolean): boolean;
  /** Pinch-hit (a tile-2 batter) for him, taking him out of the game? */
  pinchHit(view: PitcherView, state: BaseOutState, coin: () => boolean): boolean;
}

/**
 * A fresh hand when his runs out, a new pitcher when the old one has given up the In Deep Trouble runs (once he may
 * be replaced), and a pinch hitter for him from the 4th inning with a runner in scoring position.
 */
export const STANDARD_PITCHING: PitchingPolicy = {
  name: 'standard',
  changeWhenEmpty: (view) => view.left > 0,
  changeNow: (view) => view.left > 0 && view.troubled,
  pinchHit: (view, state) => view.left > 0 && view.inning >= 4 && scoringPosition(state),
};

/** Every yes-or-no on a coin flip. */
export const COIN_PITCHING: PitchingPolicy = {
  name: 'coin',
  changeWhenEmpty: (view, coin) => view.left > 0 && coin(),
  changeNow: () => false,
  pinchHit: (view, _state, coin) => view.left > 0 && coin(),
};

/** A manager: how he plays cards, runs and handles his pitchers. */
export interface PiecepackManager {
  name: string;
  cards: () => CardPolicy;
  running: RunnerPolicy;
  pitching: PitchingPolicy;
}

/** The managers a season may play under (`--manager`), 'default' first. */
export const PIECEPACK_MANAGERS: Readonly<Record<string, PiecepackManager>> = {
  default: { name: 'default', cards: () => SAVE_FACES, running: RUN_ON_ODDS, pitching: STANDARD_PITCHING },
  random: { name: 'random', cards: () => RANDOM_CARDS, running: RUN_ON_COIN, pitching: COIN_PITCHING },
  'game-theory': { name: 'game-theory', cards: gameTheoryCards, running: RUN_ON_ODDS, pitching: STANDARD_PITCHING },
};

/** The card policies by name (the card-play rule's). */
export const CARD_POLICIES: Readonly<Record<string, () => CardPolicy>> = {
  random: () => RANDOM_CARDS,
  'save-faces': () => SAVE_FACES,
  'game-theory': gameTheoryCards,
};
