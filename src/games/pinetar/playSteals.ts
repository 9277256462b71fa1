import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PineTarInGame, PineTarMatchup } from './matchup.ts';
import { BASE_STEALING } from './rules/baseStealing.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';

/** The Steal table's adjustment for a steal of 3rd: the base-stealing rule's, or its printed -5 with the rule off. */
function thirdBaseAdjustment(m: PineTarMatchup): number {
  return m.rules?.baseStealing?.thirdBaseAdjustment ?? BASE_STEALING.params.thirdBaseAdjustment.default;
}

/** A steal of the base ahead of `base`: safe on a 2-die roll at or under SBC + the catcher's AR (3rd: adjusted). */
function stealFrom(play: PlayBuilder, m: PineTarMatchup, game: PineTarInGame, base: number, dice: DiceSource): void {
  const runner = play.runnerOn(base);
  const chance = game.sbc(runner) + (m.defense.C.ar ?? 0) + (base === 2 ? thirdBaseAdjustment(m) : 0);
  const roll = twoDieRoll(m, dice);
  const safe = roll <= chance;
  play.note(() => `runner on ${base} steals: roll ${roll} against ${chance}: ${safe ? 'safe' : 'out'}`);
  play.stealAttempt(runner, safe);
  if (safe) play.advance(base, 1);
  else play.runnerOut(base);
}

/**
 * The hit and run's strikeout (the batter already out): the lead runner in motion steals, and a runner in motion
 * behind a runner stealing 3rd takes 2nd (a steal, safe). Nobody steals after the third out, onto an occupied base,
 * or with the rule's strikeout-steal off.
 */
export function strikeoutSteal(play: PlayBuilder, m: PineTarMatchup, game: PineTarInGame, dice: DiceSource): void {
  if (!m.rules?.hitAndRun?.strikeoutSteal || play.outs >= 3) return;
  const lead = (game.inMotion & (1 << 2)) !== 0 && play.isOccupied(2) ? 2 : 1;
  if (!play.isOccupied(lead) || play.isOccupied(lead + 1)) return;
  stealFrom(play, m, game, lead, dice);
  if (lead === 2 && (game.inMotion & (1 << 1)) !== 0 && play.isOccupied(1) && play.outs < 3) {
    play.stealAttempt(play.runnerOn(1), true);
    play.advance(1, 1);
  }
}

/**
 * The Rare Play table's double steal: runners on 1st and 2nd (3rd open), both allowed to run, go; the catcher throws
 * to 3rd (the lead runner's SBC + AR + the 3rd-base adjustment). Safe, both advance; out, the runner from 1st still
 * takes 2nd. Returns false (nothing played) when the bases or the runners do not allow it.
 */
export function rareDoubleSteal(play: PlayBuilder, m: PineTarMatchup, game: PineTarInGame, dice: DiceSource): boolean {
  if (!play.isOccupied(1) || !play.isOccupied(2) || play.isOccupied(3)) return false;
  const trail = play.runnerOn(1);
  if (!game.mayRun(play.runnerOn(2)) || !game.mayRun(trail)) return false;
  stealFrom(play, m, game, 2, dice);
  play.stealAttempt(trail, true);
  play.advance(1, 1);
  return true;
}
