import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { occupancy, type BaseOutState } from '../../core/model/baseOut.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Position } from '../../core/model/positions.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { cutOffPlay, safeChance, tryForNextBase, withinRunningLimits } from './advancement.ts';
import type { ChartCell, ChartPlay } from './chartPlay.ts';
import type { StratMatchup } from './matchup.ts';
import type { GroundballChart } from './tables.ts';
import type { Infield, Outfield } from './vocabulary.ts';

/**
 * Carries out a chart play: outs first (lead runner first, then the batter), then every advance, lead runner first,
 * and the batter to 1st when safe. A play that has made the third out moves nobody ("disregard advancement of runners
 * if the batter is the third out"); when a runner's out ends the inning the batter reaches 1st on the force, the
 * runners he forces moving up (a fielder's choice). Returns whether the batter reached, and the bases of runners told
 * to `try`, left where they stand for the caller's attempt.
 */
function carryOut(
  play: PlayBuilder,
  batter: number,
  order: Extract<ChartPlay, { kind: 'play' }>,
): { reached: boolean; tries: number[] } {
  for (let base = 3; base >= 1; base--) if (order.runners[base - 1] === 'out') play.runnerOut(base);
  if (play.outs >= 3) {
    play.forceBatterToFirst(batter);
    return { reached: true, tries: [] };
  }
  if (order.batter === 'out') play.batterOut(batter);
  if (play.outs >= 3) return { reached: false, tries: [] };
  const tries: number[] = [];
  for (let base = 3; base >= 1; base--) {
    const runner = order.runners[base - 1];
    if (typeof runner === 'number') play.advance(base, runner);
    else if (runner === 'try') tries.push(base);
  }
  if (order.batter === 'safe') play.batterTo(batter, 1);
  return { reached: order.batter === 'safe', tries };
}

function cellPlay(cell: ChartCell, dice: DiceSource, play: PlayBuilder): ChartPlay {
  if (cell.kind !== 'd6') return cell;
  const face = dice.d6();
  play.note(() => `one die: ${face}`);
  return cell.plays[face]!;
}

/**
 * DECIDE (cardlab's reconstruction, tables/infield-in-decide.yaml): the offense sends the runner on 3rd or holds him.
 * Held, the batter is out at 1st and a runner on 1st with 2nd open moves up. Sent, the defense throws home (the runner
 * safe on a d20 at or under his running rating less `penalty`; the batter safe at 1st, the others up one base) or
 * takes the out at 1st (the run scores, the others up one base).
 */
function decide(play: PlayBuilder, m: StratMatchup, penalty: number, dice: DiceSource, situation: Situation): boolean {
  const state = play.state();
  const chance = withinRunningLimits(m, m.runningOf(play.runnerOn(3)) - penalty);
  if (!m.policies.sendRunner(state, situation, 4, chance, 'decide')) {
    play.note(() => 'DECIDE: runner on 3rd held');
    play.batterOut(m.batter.id);
    if (play.outs < 3 && play.isOccupied(1) && !play.isOccupied(2)) play.advance(1, 1);
    return false;
  }
  if (!m.policies.decideThrowHome(state, situation, chance)) {
    play.note(() => 'DECIDE: the sure out at 1st, the run scores');
    play.batterOut(m.batter.id);
    if (play.outs < 3) play.advanceAll(1);
    return false;
  }
  tryForNextBase(play, dice, 3, chance);
  if (play.outs >= 3) return true;
  play.advance(2, 1);
  play.advance(1, 1);
  play.batterTo(m.batter.id, 1);
  return true;
}

/**
 * Which groundball chart reads a ball to `fielder`: with a runner on 3rd, the infield-in chart when the fielder plays
 * in, or on a ball to the pitcher; the optional rules swap in the Alternative Rules' DECIDE infield-in chart and
 * pitcher chart.
 */
function groundballChart(
  m: StratMatchup,
  fielder: Infield,
  state: BaseOutState,
  situation: Situation,
): { chart: GroundballChart; infieldIn: boolean; fielderIn: boolean } {
  const positioning = state.bases[2] >= 0 ? m.policies.infield(state, situation) : 'back';
  const infieldIn = positioning === 'in';
  const fielderIn = infieldIn || (positioning === 'corners' && (fielder === '1B' || fielder === '3B'));
  if (state.bases[2] < 0) return { chart: m.tables.groundball, infieldIn, fielderIn };
  if (fielder === 'P')
    return { chart: m.rules?.pitcherChart ? m.tables.pitcherRunnerOnThird : m.tables.infieldIn, infieldIn, fielderIn };
  if (fielderIn)
    return { chart: m.rules?.decideInfieldIn ? m.tables.infieldInDecide : m.tables.infieldIn, infieldIn, fielderIn };
  return { chart: m.tables.groundball, infieldIn, fielderIn };
}

/**
 * A groundball of type A, B or C to an infielder, read on the chart the positioning calls for; `plus` is the card's
 *  (a single** with the whole infield in), `fielderIn` its `++` (a single** with the fielder in, the corners too).
 */
export function resolveGroundball(
  play: PlayBuilder,
  m: StratMatchup,
  fielder: Infield,
  type: 'A' | 'B' | 'C',
  plus: boolean,
  dice: DiceSource,
  situation: Situation,
  fielderIn = false,
): PlayEvent {
  const state = play.state();
  const { chart, infieldIn, fielderIn: fielderPlaysIn } = groundballChart(m, fielder, state, situation);
  if (plus && (infieldIn || (fielderIn && fielderPlaysIn))) {
    play.note(() => `GB${fielderIn ? '++ with the fielder' : '+ with the infield'} in: single**`);
    play.advanceAll(2);
    play.batterTo(m.batter.id, 1);
    return play.finish('1B', { location: fielder });
  }
  const order = cellPlay(chart[occupancy(state)]![type][fielder], dice, play);
  play.note(() => `gb${type} (${fielder}) with ${order.text}`);
  const reached =
    order.kind === 'decide'
      ? decide(play, m, order.penalty, dice, situation)
      : carryOut(play, m.batter.id, order).reached;
  // The batter safe while another runner is put out (or the inning ends on one) is a fielder's choice.
  if (reached) return play.finish('FC', { location: fielder });
  return play.finish(play.outs - state.outs >= 2 ? 'GDP' : 'GO', { location: fielder });
}

/**
 * A flyball of type A, B, B? or C to an outfielder. On B? the runner on 3rd may try to score (+2), the other runners
 * as in the cut-off play; `tagFromSecond` (the fielding chart's F2) lets a runner on 2nd tag for 3rd, not a cut-off
 * play. A run that scores on the catch with fewer than two out makes it a sacrifice fly. With the outfield in (end of
 * the game, a runner on 3rd) A and B are singles that score him, and B? gives him -7 instead of +2.
 */
export function resolveFlyball(
  play: PlayBuilder,
  m: StratMatchup,
  fielder: Outfield,
  type: 'A' | 'B' | 'B?' | 'C',
  dice: DiceSource,
  situation: Situation,
  tagFromSecond = false,
): PlayEvent {
  const state = play.state();
  const outfieldIn = play.isOccupied(3) && m.policies.outfieldIn(state, situation);
  if (outfieldIn && (type === 'A' || type === 'B')) {
    play.note(() => `fly${type} (${fielder}) with the outfield in: a single, the runner on 3rd scores`);
    play.advanceAll(1);
    play.batterTo(m.batter.id, 1);
    return play.finish('1B', { location: fielder });
  }
  const order = m.tables.flyball[occupancy(state)]![type];
  if (order.kind !== 'play') throw new Error('the flyball chart has no DECIDE');
  play.note(() => `fly${type} (${fielder}): ${order.text}`);
  const { tries } = carryOut(play, m.batter.id, order);
  if (tries.includes(3))
    cutOffPlay(
      play,
      m,
      { field: fielder, twoOutHit: false, flyBQuestion: true, outfieldIn },
      state.outs,
      dice,
      situation,
      'fly',
    );
  if (tagFromSecond && play.outs < 3 && play.isOccupied(2) && !play.isOccupied(3)) {
    const chance = safeChance(
      m,
      m.runningOf(play.runnerOn(2)),
      3,
      { field: fielder, twoOutHit: false, flyBQuestion: false },
      state.outs,
    );
    if (m.policies.sendRunner(play.state(), situation, 3, chance, 'fly')) tryForNextBase(play, dice, 2, chance);
  }
  const sacrifice = play.runs > 0 && state.outs < 2 && play.outs < 3;
  return play.finish(sacrifice ? 'SF' : 'FO', { location: fielder });
}

/**
 * A ballpark home run caught in right field with a runner on 2nd and none on 3rd (fewer than two out): the batter is
 * out and a d20 at or under the runner's running rating plus the right fielder's arm (within the running limits)
 * takes the runner on 2nd to 3rd; nobody else moves.
 */
export function resolveBallparkCatchInRight(play: PlayBuilder, m: StratMatchup, dice: DiceSource): PlayEvent {
  play.batterOut(m.batter.id);
  const chance = withinRunningLimits(m, m.runningOf(play.runnerOn(2)) + m.defense.RF.arm);
  const roll = dice.d20();
  play.note(() => `ballpark home run caught in right: runner on 2nd to 3rd if d20 ${roll} <= ${chance}`);
  if (roll <= chance) play.advance(2, 1);
  return play.finish('FO', { location: 'RF' });
}

/**
 * A lineout; LO( )max turns it into as many outs as possible: where a triple play could happen (nobody out, runners on
 * 1st and 2nd) a d20 of 1-7 is a triple play, else the lead runner is doubled off, as he is whenever runners are on
 * with fewer than two out.
 */
export function resolveLineout(
  play: PlayBuilder,
  m: StratMatchup,
  fielder: Position,
  max: boolean,
  dice: DiceSource,
): PlayEvent {
  play.batterOut(m.batter.id);
  if (max && play.outs < 3 && play.leadBase() > 0) {
    const [low, high] = m.tables.adjustments.tripleLineout;
    if (play.before.outs === 0 && play.isOccupied(1) && play.isOccupied(2)) {
      const roll = dice.d20();
      play.note(() => `LO max with a triple play on: d20 ${roll}`);
      if (roll >= low && roll <= high) play.runnerOut(play.leadBase());
    }
    play.runnerOut(play.leadBase());
  }
  return play.finish('LO', { location: fielder });
}
