import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { EMPTY, type BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlateAppearanceResult, PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { RatingGrade } from './cards.ts';
import type { StratMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { plateAppearanceOf, resolvePlateAppearance } from './resolve.ts';

/**
 * Whether a sacrifice may be tried: fewer than two out and a runner on 1st or 2nd to move up, with 3rd open, or
 * runners on 1st and 3rd (the runner on 3rd holds). A runner on 3rd with 2nd taken would make it a squeeze, which the
 * Super-Advanced rules do not have.
 */
export function maySacrifice(state: BaseOutState): boolean {
  if (state.outs >= 2) return false;
  const [first, second, third] = state.bases;
  return third !== EMPTY ? first !== EMPTY && second === EMPTY : first !== EMPTY || second !== EMPTY;
}

/** The runners a sacrifice moves up, lead runner first: those on 2nd and 1st (a runner on 3rd holds). */
function moveUp(play: PlayBuilder): void {
  play.advance(2, 1);
  play.advance(1, 1);
}

/** What a bunt needs beyond the matchup: the batter's bunting rating and where the infield plays. */
export interface BuntCall {
  rating: RatingGrade;
  /** The infield (or the corners) in: the chart's infield-in rows. */
  infieldIn: boolean;
}

/**
 * A sacrifice bunt (Bunting): a d20 in the batter's column of the Sacrifice Bunt Chart (its infield-in rows with the
 * infield in). The runner on 3rd holds whatever happens; the lead runner is the one on 2nd, else the one on 1st. A
 * reading of 1AND2 leaves the batter with two strikes: he swings away (the usual reading), with no hit and run.
 * @example
 * resolveSacrificeBunt(m, baseOutState(0, [7, EMPTY, EMPTY]), scriptedDice([['d20', 5]]), { rating: 'A', infieldIn:
 * false }).result // => 'SH'
 */
export function resolveSacrificeBunt(
  m: StratMatchup,
  state: BaseOutState,
  dice: DiceSource,
  call: BuntCall,
  situation: Situation = NEUTRAL_SITUATION,
  trace = false,
): PlateAppearanceResult {
  const roll = dice.d20();
  const result = m.tables.sacrificeBunt[call.infieldIn ? 'in' : 'back'][call.rating][roll]!;
  if (result === '1AND2') return resolvePlateAppearance(m, state, dice, situation, trace);
  const play = new PlayBuilder(state, trace);
  play.note(
    () => `sacrifice bunt, rating ${call.rating}, infield ${call.infieldIn ? 'in' : 'back'}: d20 ${roll}, ${result}`,
  );
  const lead = play.isOccupied(2) ? 2 : 1;
  const batter = m.batter.id;
  let event: PlayEvent;
  switch (result) {
    case 'beat-out':
      moveUp(play);
      play.batterTo(batter, 1);
      event = play.finish('1B');
      break;
    case 'sacrifice':
      play.batterOut(batter);
      moveUp(play);
      event = play.finish('SH');
      break;
    case 'lead-runner-out':
      play.runnerOut(lead);
      moveUp(play);
      play.batterTo(batter, 1);
      event = play.finish('FC');
      break;
    case 'pop-out':
      play.batterOut(batter);
      event = play.finish('PO', { location: 'C' });
      break;
    case 'pop-out-double-play':
      play.batterOut(batter);
      play.runnerOut(lead);
      event = play.finish('PO', { location: 'C' });
  }
  return plateAppearanceOf(state, [event]);
}
