import type { DiceSource } from '../../../core/dice/DiceSource.ts';
import type { StealRating } from '../cards.ts';

/** The catcher's arm and the pitcher's hold together move a steal by at most 5 either way. */
const ARM_AND_HOLD_LIMIT = 5;
/** A held runner loses 2 on his first rating, 4 on his second. */
const HELD_FIRST = -2;
const HELD_SECOND = -4;
/** A held runner's safe range is at most 1-19. */
const HELD_MAXIMUM = 19;
/** Stealing home: the second rating less 9, with no arm or hold. */
const HOME_PENALTY = -9;
/** The runner on 3rd of a delayed steal: his second rating less 5. */
const DELAYED_HOME_PENALTY = -5;
/** Stealing on Turf (optional): one more safe number, after every other change. */
const TURF_BONUS = 1;
/** Safe steals of 2nd and 3rd on these d20 rolls bring the catcher's T-rating check. */
const T_CHECK_ROLLS = 3;
/** The d20 rolled with the lead dice: 1 a pickoff try, 2 a possible balk, 3-20 the steal goes on. */
const PICKOFF_ROLL = 1;
const BALK_ROLL = 2;

/** The base a steal is for: 2nd, 3rd or home (4). */
export type StealBase = 2 | 3 | 4;

/** The catcher's arm and the pitcher's hold on a steal: their sum, within -5..+5. */
export const armAndHold = (arm: number, hold: number): number =>
  Math.max(-ARM_AND_HOLD_LIMIT, Math.min(ARM_AND_HOLD_LIMIT, arm + hold));

/**
 * A runner's safe range (a d20 at or under it) stealing `base`: 2nd with a good lead on his first rating, else on his
 * second; 3rd on his second (only with a good lead); home on his second less 9 and no arm or hold. Arm and hold count
 * (within -5..+5) but home; a held runner loses 2 on the first rating and 4 on the second, and his range is at most
 * 1-19 (a runner not held may have more than 20). On turf, with the optional rule, one more after all that.
 * @example stealChance({ first: 19, second: 14 } as StealRating, 2, true, true, -4, -3) // => 12 (the text's example)
 */
export function stealChance(
  rating: StealRating,
  base: StealBase,
  goodLead: boolean,
  held: boolean,
  arm: number,
  hold: number,
  turf = false,
): number {
  const first = base === 2 && goodLead;
  const chance =
    (base === 4 ? rating.second + HOME_PENALTY : (first ? rating.first : rating.second) + armAndHold(arm, hold)) +
    (turf ? TURF_BONUS : 0);
  if (!held) return chance;
  return Math.min(HELD_MAXIMUM, chance + (first ? HELD_FIRST : HELD_SECOND));
}

/** Whether the runner gets a good lead on a 2d6 total (`out`: he is out stealing on it). */
export function leadOn(rating: StealRating, total: number): 'lead' | 'out' | 'none' {
  if (rating.lead.includes(total)) return 'lead';
  return rating.out.includes(total) ? 'out' : 'none';
}

/** What a steal try came to before the throw: a pickoff throw or balk, no lead, or the steal on its safe range. */
export type StealTry =
  | { kind: 'picked-off' }
  | { kind: 'balk' }
  /** The runner dove back to the base: no steal now, and no more leads off this base. */
  | { kind: 'dove-back' }
  /** No good lead: the offense may still go (from 1st, on the second rating) or not. */
  | { kind: 'no-lead' }
  /** Out stealing on the lead dice. */
  | { kind: 'out' }
  | { kind: 'steal'; goodLead: boolean };

/** What a steal try needs to know of the players. */
export interface StealParties {
  rating: StealRating;
  base: StealBase;
  held: boolean;
  /** The pitcher's balk rating: a possible balk is one on a d20 at or under it. */
  balk: number;
}

/**
 * The lead roll of a steal (Stealing; Balk/Pickoff Rule): the two dice and the d20 together. A d20 of 1 is a pickoff
 * try (the runner dives back safely on a second d20 at or under his second rating, else he is picked off); 2 a
 * possible balk (a second d20 at or under the pitcher's balk rating). Otherwise the dice read the lead: a good lead
 * must steal, the out numbers are out stealing, anything else is no good lead. A runner with a `*` who is not held,
 * stealing 2nd, needs no lead dice: he always has a good lead (the d20 is still read for a pickoff or balk).
 */
export function rollForLead(dice: DiceSource, parties: StealParties): StealTry {
  const { rating, base, held } = parties;
  const automatic = base === 2 && rating.auto && !held;
  const total = automatic ? 0 : dice.d6() + dice.d6();
  const roll = dice.d20();
  if (roll === PICKOFF_ROLL) return dice.d20() <= rating.second ? { kind: 'dove-back' } : { kind: 'picked-off' };
  if (roll === BALK_ROLL) return dice.d20() <= parties.balk ? { kind: 'balk' } : { kind: 'dove-back' };
  if (automatic) return { kind: 'steal', goodLead: true };
  const lead = leadOn(rating, total);
  if (lead === 'out') return { kind: 'out' };
  return lead === 'lead' ? { kind: 'steal', goodLead: true } : { kind: 'no-lead' };
}

/**
 * The throw on a steal: safe on a d20 at or under `chance`; a safe steal of 2nd or 3rd on 1-3 brings the catcher's T
 * check.
 */
export function throwOnSteal(
  dice: DiceSource,
  base: StealBase,
  chance: number,
  catcherT: number,
): { safe: boolean; throwingError: boolean } {
  const roll = dice.d20();
  if (roll > chance) return { safe: false, throwingError: false };
  const throwingError = base !== 4 && roll <= T_CHECK_ROLLS && dice.d20() <= catcherT;
  return { safe: true, throwingError };
}

/** The runner on 3rd of a delayed steal of home: his second rating less 5, nothing else (but turf). */
export const delayedHomeChance = (rating: StealRating, turf = false): number =>
  rating.second + DELAYED_HOME_PENALTY + (turf ? TURF_BONUS : 0);

/** The runner from 1st of a delayed steal: his second rating and the catcher's arm, no hold, never held (and turf). */
export const delayedSecondChance = (rating: StealRating, arm: number, turf = false): number =>
  rating.second + arm + (turf ? TURF_BONUS : 0);
