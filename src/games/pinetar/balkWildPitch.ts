import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PineTarMatchup } from './matchup.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';

/**
 * What a BK/WP batter result turned into. `BALL` adds a ball; `WP` advances the runners and adds a ball; `BK` only
 * advances them.
 */
export type BalkWildPitch = 'BALL' | 'BK' | 'WP';

/**
 * BK/WP on the batter's column. Bases empty, or a pitcher rated --/--: "ball 1". Rated --/99: always a wild pitch.
 * Otherwise a new red/white roll: 00..x balk, x+1..y wild pitch; a roll above y (a rating under 99) is a ball.
 * Runners advance one base on a balk or a wild pitch; the batter bats again either way.
 */
export function resolveBalkWildPitch(play: PlayBuilder, m: PineTarMatchup, dice: DiceSource): BalkWildPitch {
  const { balkTop, wildPitchTop, text } = m.pitcher.bkwp;
  let result: BalkWildPitch;
  if (play.leadBase() === 0 || (balkTop < 0 && wildPitchTop < 0)) {
    result = 'BALL';
    play.note(() => `BK/WP with ${play.leadBase() === 0 ? 'the bases empty' : `a pitcher rated ${text}`}: ball`);
  } else if (balkTop < 0 && wildPitchTop === 99) {
    result = 'WP';
    play.note(() => `BK/WP, pitcher rated ${text}: wild pitch`);
  } else {
    const roll = twoDieRoll(m, dice);
    result = roll <= balkTop ? 'BK' : roll <= wildPitchTop ? 'WP' : 'BALL';
    play.note(() => `BK/WP roll ${roll} on ${text}: ${result}`);
  }
  if (result !== 'BALL') play.advanceAll(1);
  return result;
}
