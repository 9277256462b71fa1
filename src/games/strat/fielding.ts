import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { sumOfD6 } from '../../core/dice/DiceSource.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Position } from '../../core/model/positions.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { resolveFlyball, resolveGroundball } from './battedBalls.ts';
import type { StratMatchup } from './matchup.ts';
import type { FieldingResult } from './tables.ts';
import type { Infield, Outfield } from './vocabulary.ts';

const HIT = ['ROE', '1B', '2B', '3B'] as const;
const HELD_BY_BASE = ['first', 'second', 'third'] as const;

/**
 * Whether `position` holds the lead runner on: the defense holds him, and the Runner Being Held chart names the
 * fielder.
 */
export function holdsRunner(m: StratMatchup, state: BaseOutState, situation: Situation, position: Position): boolean {
  for (let base = 3; base >= 1; base--) {
    if (state.bases[base - 1]! < 0) continue;
    if (!m.policies.holdRunner(state, situation, base as 1 | 2 | 3)) return false;
    return m.tables.adjustments.heldRunners[HELD_BY_BASE[base - 1]!][m.batter.side].includes(position);
  }
  return false;
}

/** What the fielding chart gave an X play, before the play is made. */
export interface FieldingRead {
  result: FieldingResult;
  /** The reading, for the play's notes (made only when a trace asks: enumerations read a chart thousands of times). */
  note: () => string;
}

/**
 * The fielding chart read for an X play (GB( )X, FLY( )X, CATCH-X): the d20 reads the range section at the fielder's
 * range, 3d6 read the error section in his e-rating row, and the symbols chart gives the result. A groundball to a
 * fielder holding a runner reads one range worse, and its `#` symbols are SI2.
 */
export function readFieldingChart(
  m: StratMatchup,
  state: BaseOutState,
  position: Position,
  batted: 'GB' | 'FLY' | 'CATCH',
  dice: DiceSource,
  situation: Situation,
): FieldingRead {
  const fielder = m.defense[position];
  const { fielding } = m.tables;
  const holding = batted === 'GB' && holdsRunner(m, state, situation, position);
  const range = Math.min(5, fielder.range + (holding ? 1 : 0));
  const d20 = dice.d20();
  let symbol = fielding.range[position][range]![d20]!;
  const total = sumOfD6(dice, 3);
  const error = fielding.error[position][fielder.error]![total]!;
  if (holding && symbol.endsWith('#')) symbol = 'SI2';
  const result = fielding.symbols[symbol][error];
  return {
    result,
    note: () =>
      `X (${position}) range ${range}${holding ? ' (holding a runner)' : ''} ` +
      `e${fielder.error}: d20 ${d20} ${symbol}, 3d6 ${total} ${error}: ${result.name}`,
  };
}

/**
 * An X play through the fielding chart ({@link readFieldingChart}), then the play it gives ({@link
 * playFieldingResult}).
 */
export function resolveFieldingChart(
  play: PlayBuilder,
  m: StratMatchup,
  position: Position,
  batted: 'GB' | 'FLY' | 'CATCH',
  dice: DiceSource,
  situation: Situation,
): PlayEvent[] {
  const read = readFieldingChart(m, play.state(), position, batted, dice, situation);
  play.note(read.note);
  return playFieldingResult(play, m, position, read.result, dice, situation);
}

/**
 * The play a fielding chart result makes. Returns its events: a passed ball on P/F and P/P comes before the out that
 * ends the plate appearance.
 */
export function playFieldingResult(
  play: PlayBuilder,
  m: StratMatchup,
  position: Position,
  result: FieldingResult,
  dice: DiceSource,
  situation: Situation,
): PlayEvent[] {
  switch (result.kind) {
    case 'advance':
      if (result.error) play.chargeError(position);
      play.advanceAll(result.runners);
      play.batterTo(m.batter.id, result.batter);
      return [play.finish(HIT[result.hit], { location: position })];
    case 'chart':
      return [
        result.chart === 'GB'
          ? resolveGroundball(play, m, position as Infield, result.type, false, dice, situation)
          : resolveFlyball(play, m, position as Outfield, result.type, dice, situation, result.tagFromSecond),
      ];
    case 'out':
      if (result.passedBall) return passedBallThenOut(play, m, result.out, position, dice);
      play.batterOut(m.batter.id);
      return [play.finish(result.out, { location: position })];
    case 'rare':
      if (play.isOccupied(1) && play.isOccupied(2) && play.outs < 2) {
        play.note(() => 'PO rare play: infield fly, the runners hold');
        play.batterOut(m.batter.id);
        return [play.finish('PO', { location: position })];
      }
      play.advanceAll(1);
      play.batterTo(m.batter.id, 1);
      return [play.finish('1B', { location: position })];
  }
}

/**
 * P/F and P/P: with runners on, a passed ball on a d20 at or under the pitcher's WP rating; then the batter is out on
 * the foul or pop.
 */
function passedBallThenOut(
  play: PlayBuilder,
  m: StratMatchup,
  out: 'FO' | 'PO',
  position: Position,
  dice: DiceSource,
): PlayEvent[] {
  if (play.leadBase() === 0) {
    play.batterOut(m.batter.id);
    return [play.finish(out, { location: position })];
  }
  const roll = dice.d20();
  play.note(() => `passed ball if d20 ${roll} <= WP ${m.pitcher.wp}`);
  if (roll > m.pitcher.wp) {
    play.batterOut(m.batter.id);
    return [play.finish(out, { location: position })];
  }
  play.advanceAll(1);
  const passedBall = play.finish('PB', { endsPlateAppearance: false });
  const then = new PlayBuilder(passedBall.after);
  then.batterOut(m.batter.id);
  return [passedBall, then.finish(out, { location: position })];
}
