import type { PlayBuilder } from '../../model/PlayBuilder.ts';
import type { PineTarMatchup } from './matchup.ts';
import { isDoubled } from './vocabulary.ts';

/**
 * Base hits: the batter takes the hit's bases; each runner, lead first, advances the hit's bases or one more by
 * the Base Advancement table (his speed and the batter roll: odd, even or doubled). A runner never passes or
 * joins the runner ahead: he stops a base behind him.
 */
export function advanceOnHit(play: PlayBuilder, m: PineTarMatchup, roll: number, bases: number): void {
  const parity = isDoubled(roll) ? 'doubled' : roll % 2 === 1 ? 'odd' : 'even';
  const row = m.tables.baseAdvancement[parity];
  let firstTaken = 5;
  for (let base = 3; base >= 1; base--) {
    const runner = play.runnerOn(base);
    if (runner < 0) continue;
    const speed = m.speedOf(runner);
    let target = Math.min(4, base + bases + (row[speed] === 2 ? 1 : 0));
    if (target < 4 && target >= firstTaken) target = firstTaken - 1;
    play.note(() => `runner on ${base} (${speed}, ${parity} roll) to ${target === 4 ? 'home' : target}`);
    play.advance(base, target - base);
    if (target < 4) firstTaken = target;
  }
  play.batterTo(m.batter.id, bases);
}
