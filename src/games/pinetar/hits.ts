import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PineTarMatchup } from './matchup.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';
import { thrownOutAtHome } from './rules/playsAtThePlate.ts';
import { isDoubled } from './vocabulary.ts';

/** The outcome of a hit of 1-4 bases. */
export const HIT_OUTCOMES = { 1: '1B', 2: '2B', 3: '3B', 4: 'HR' } as const;

/** Where a hit went, for the throw home of the optional plays at the plate: an outfield, and the dice for the throw. */
export interface HitThrow {
  field: 'LF' | 'CF' | 'RF';
  dice: DiceSource;
}

/**
 * Base hits: the batter takes the hit's bases; each runner, lead first, advances the hit's bases or one more by
 * the Base Advancement table (his speed and the batter roll: odd, even or doubled; a runner in motion on a hit and run
 * reads the even row, cardlab's reconstruction of the H&R Modifiers table). A runner never passes or
 * joins the runner ahead: he stops a base behind him. With plays at the plate on, a runner scoring from 2nd on a single
 * or from 1st on a double draws a throw from the outfielder of `toField`: a 2-die roll within his arm's range is out.
 */
export function advanceOnHit(
  play: PlayBuilder,
  m: PineTarMatchup,
  roll: number,
  bases: number,
  toField?: HitThrow,
): void {
  const parity = isDoubled(roll) ? 'doubled' : roll % 2 === 1 ? 'odd' : 'even';
  const plays = m.rules?.playsAtThePlate;
  const inMotion = m.rules?.hitAndRun?.runnersTakeExtraBase ? (m.game?.inMotion ?? 0) : 0;
  let firstTaken = 5;
  for (let base = 3; base >= 1; base--) {
    const runner = play.runnerOn(base);
    if (runner < 0) continue;
    const speed = m.speedOf(runner);
    const moving = (inMotion & (1 << base)) !== 0;
    const row = m.tables.baseAdvancement[moving ? 'even' : parity];
    let target = Math.min(4, base + bases + (row[speed] === 2 ? 1 : 0));
    if (target < 4 && target >= firstTaken) target = firstTaken - 1;
    if (plays && toField && target === 4 && base + bases === 3 && bases <= 2) {
      const arm = m.defense[toField.field].arm ?? 'A';
      const throwRoll = twoDieRoll(m, toField.dice);
      if (thrownOutAtHome(throwRoll, arm, plays)) {
        play.note(
          () => `runner on ${base} tries to score: throw roll ${throwRoll}, ${toField.field} arm ${arm}: out at home`,
        );
        play.runnerOut(base);
        continue;
      }
      play.note(() => `runner on ${base} tries to score: throw roll ${throwRoll}, ${toField.field} arm ${arm}: safe`);
    }
    const reading = moving ? 'in motion' : `${parity} roll`;
    play.note(() => `runner on ${base} (${speed}, ${reading}) to ${target === 4 ? 'home' : target}`);
    play.advance(base, target - base);
    if (target < 4) firstTaken = target;
  }
  play.batterTo(m.batter.id, bases);
}
