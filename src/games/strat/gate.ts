import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { StratMatchup } from './matchup.ts';

/** The gate read the dice: go on to the card. */
export const READ_THE_DICE = 'read';
/** The gate cancelled the reading and nothing came of it: roll again. */
export const ROLL_AGAIN = 'again';

/**
 * Individual wild pitches and passed balls: with a runner on, a d20 rolled with the three dice. On 1 a wild pitch
 * occurs on a second d20 at or under the pitcher's WP rating; on 2 a balk (white die 1-3, the pitcher's balk rating)
 * or a passed ball (white die 4-6, the catcher's PB rating). Either way the reading is cancelled; when the second roll
 * misses, nothing happens and the dice are rolled again. Every runner moves up one base on a WP, balk or PB.
 */
export function wildPitchGate(
  play: PlayBuilder,
  m: StratMatchup,
  white: number,
  dice: DiceSource,
): PlayEvent | typeof READ_THE_DICE | typeof ROLL_AGAIN {
  const { gate } = m.tables.adjustments;
  const roll = dice.d20();
  if (roll !== gate.wildPitch && roll !== gate.balkOrPassedBall) return READ_THE_DICE;
  const [balkLow, balkHigh] = gate.balkWhiteDie;
  const kind = roll === gate.wildPitch ? 'WP' : white >= balkLow && white <= balkHigh ? 'BK' : 'PB';
  const rating = kind === 'WP' ? m.pitcher.wp : kind === 'BK' ? m.pitcher.balk : m.defense.C.pb;
  const check = dice.d20();
  play.note(() => `d20 ${roll} with runners on: ${kind} if ${check} <= ${rating}`);
  if (check > rating) return ROLL_AGAIN;
  play.advanceAll(1);
  return play.finish(kind, { endsPlateAppearance: false });
}
