import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { PineTarMatchup } from './matchup.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';
import { isDoubled } from './vocabulary.ts';

/**
 * A sacrifice or suicide squeeze bunt: a red/white roll against the batter's SHC (SHC - 25 for a squeeze).
 * Below it: success, the runners move up and the batter is out (doubled: an infield hit, everyone safe).
 * Equal: a throwing error, batter and runners one base. Above: the lead runner is forced out, trailing runners move
 * up, the batter is safe on the fielder's choice (doubled: a pop out, the lead runner doubled off).
 */
export function resolveBunt(
  play: PlayBuilder,
  m: PineTarMatchup,
  kind: 'sacrifice' | 'squeeze',
  dice: DiceSource,
): PlayEvent {
  const table = m.tables.sacrifice[kind];
  // A squeeze by a batter of SHC under 25 has a negative chance: no roll is under it or equal to it, so every squeeze
  // fails (the text's subtraction, not floored at 0, which would invent the throwing error of a roll of 0).
  const shc = m.batter.shc === 'N' ? -1 : m.batter.shc + table.shcAdjustment;
  const roll = twoDieRoll(m, dice);
  const parity = roll % 2 === 0 ? 'even' : 'odd';
  const doubled = isDoubled(roll);
  const scoring = table.scoring;

  if (roll < shc && doubled) {
    play.note(() => `${kind} roll ${roll} < ${shc}, doubled: ${scoring.infieldHit[parity]}`);
    play.advanceAll(1);
    play.batterTo(m.batter.id, 1);
    return play.finish('1B', { location: scoring.error[parity] });
  }
  if (roll < shc) {
    play.note(() => `${kind} roll ${roll} < ${shc}: ${scoring.success[parity]}`);
    play.batterOut(m.batter.id);
    play.advanceAll(1);
    return play.finish('SH');
  }
  if (roll === shc) {
    play.note(() => `${kind} roll ${roll} = ${shc}: throwing error E-${scoring.error[parity]}`);
    play.advanceAll(1);
    play.batterTo(m.batter.id, 1);
    play.chargeError(scoring.error[parity]);
    return play.finish('SH', { location: scoring.error[parity] });
  }
  const lead = play.leadBase();
  if (doubled) {
    play.note(() => `${kind} roll ${roll} > ${shc}, doubled: ${scoring.popOutDoublePlay}`);
    play.batterOut(m.batter.id);
    play.runnerOut(lead);
    return play.finish('PO', { location: 'P', doublePlay: true });
  }
  play.note(() => `${kind} roll ${roll} > ${shc}: ${scoring.forceOut[parity]}, lead runner out`);
  play.runnerOut(lead);
  play.advanceAll(1);
  play.batterTo(m.batter.id, 1);
  return play.finish('FC', { location: scoring.error[parity] });
}
