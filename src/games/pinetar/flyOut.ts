import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { PineTarMatchup } from './matchup.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';
import type { Situation } from '../../core/GameSystem.ts';

/**
 * A fly out. With fewer than 2 outs and a runner on 2nd or 3rd who may tag (to LF only from 3rd), the runners who
 * choose to try share one tag roll: at or under the Tag table value they advance a base; on 77, 88 or 99 the lead
 * runner trying is thrown out. A run scored on the tag makes it a sacrifice fly.
 */
export function resolveFlyOut(
  play: PlayBuilder,
  m: PineTarMatchup,
  field: 'LF' | 'CF' | 'RF',
  dice: DiceSource,
  situation: Situation,
): PlayEvent {
  const outsBefore = play.outs;
  play.batterOut(m.batter.id);
  if (outsBefore >= 2) return play.finish('FO', { location: field });

  const values = m.tables.tag.fields[field];
  const tryThird = play.isOccupied(3) && values.fromThird !== null && m.policies.tagUp(play.before, situation, 3);
  const trySecond = play.isOccupied(2) && values.fromSecond !== null && m.policies.tagUp(play.before, situation, 2);
  if (!tryThird && !trySecond) return play.finish('FO', { location: field });

  const roll = twoDieRoll(m, dice);
  if (m.tables.tag.throwOutRolls.has(roll)) {
    const lead = tryThird ? 3 : 2;
    play.note(() => `tag roll ${roll}: the runner tagging from ${lead} is thrown out`);
    play.runnerOut(lead);
    return play.finish('FO', { location: field, doublePlay: true });
  }
  if (tryThird && roll <= values.fromThird!) {
    play.note(() => `tag roll ${roll} <= ${values.fromThird}: runner on 3rd tags and scores`);
    play.advance(3, 1);
  }
  if (trySecond && roll <= values.fromSecond! && !play.isOccupied(3)) {
    play.note(() => `tag roll ${roll} <= ${values.fromSecond}: runner on 2nd tags to 3rd`);
    play.advance(2, 1);
  }
  play.note(() => `tag roll ${roll}`);
  return play.finish(play.runs > 0 ? 'SF' : 'FO', { location: field });
}
