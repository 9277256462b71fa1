import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { BaseOutState, RunnerId } from '../../core/model/baseOut.ts';
import type { Outcome } from '../../core/model/outcomes.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PitchEvent, PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Position } from '../../core/model/positions.ts';
import type { HitAndRunPlay } from './tables.ts';

/**
 * What Replay's hit and run reads, on Replay's scales (a host game's rating adapter fills it): the six H&R results of
 * the pitcher (the red die picks one) and of the batter (the white die), speeds, the fielders' defence (1 best) and
 * arms, the catcher's defence (5 best) and the pitcher's hold.
 */
export interface ReplayHitAndRunContext {
  batter: { id: RunnerId; bats: 'L' | 'R'; speed: number; hitAndRun: readonly number[] };
  pitcher: { hitAndRun: readonly number[]; hold: number };
  speedOf(runner: RunnerId): number;
  fielder(position: Position): { defence: number; arm: number };
  catcher: number;
  /** A ground ball the defense may turn into a force at second (15-18, 22-23): does it try? */
  tryForce(state: BaseOutState): boolean;
}

/**
 * What a hit-and-run pitch did: a play that ends the plate appearance; a play on the bases after which the batter bats
 * on (a pickoff, a pitchout, a steal on a pitch in the dirt, a balk, a runner caught on a swing and a miss); or a foul
 * that calls the hit and run off.
 */
export type ReplayHitAndRun =
  | { kind: 'play'; event: PlayEvent; total: number }
  | { kind: 'between'; event: PlayEvent; total: number }
  | { kind: 'foul'; total: number };

/**
 * One hit-and-run pitch with a runner on 1st (or on 1st and 2nd): the red die picks the pitcher's H&R result, the
 * white the batter's, their total reads the chart, then the total's own rolls (d6s) in the order the text gives them.
 * @example replayHitAndRun(chart, ctx, parseBaseOutState('1--/0'), dice).kind // => 'play'
 */
export function replayHitAndRun(
  chart: readonly HitAndRunPlay[],
  ctx: ReplayHitAndRunContext,
  state: BaseOutState,
  dice: DiceSource,
  trace = false,
): ReplayHitAndRun {
  const pitcher = ctx.pitcher.hitAndRun[dice.d6() - 1]!;
  const batterResult = ctx.batter.hitAndRun[dice.d6() - 1]!;
  const total = pitcher + batterResult;
  const { kind, fielder } = chart[total]!;
  const play = new PlayBuilder(state, trace);
  play.note(() => `hit and run: ${pitcher} + ${batterResult} = ${total}, ${kind}`);
  const batter = ctx.batter.id;
  const ends = (result: Outcome, at?: Position): ReplayHitAndRun => ({
    kind: 'play',
    event: play.finish(result, at ? { location: at } : {}),
    total,
  });
  const between = (result: PitchEvent): ReplayHitAndRun => ({
    kind: 'between',
    event: play.finish(result, { endsPlateAppearance: false }),
    total,
  });
  // After the third out nobody moves: a run on the play would not count.
  const advanceAll = (bases: number) => {
    if (play.outs < 3) play.advanceAll(bases);
  };
  const hit = (bases: number, advance: number, result: Outcome) => {
    play.advanceAll(advance);
    play.batterTo(batter, bases);
    return ends(result, fielder);
  };
  switch (kind) {
    case 'ground-out':
      play.batterOut(batter);
      advanceAll(1);
      return ends('GO', fielder);
    case 'through-the-hole': {
      const at: Position = ctx.batter.bats === 'L' ? 'SS' : '2B';
      if (dice.d6() > ctx.fielder(at).defence) {
        play.batterOut(batter);
        advanceAll(1);
        return ends('GO', at);
      }
      play.advanceAll(2);
      play.batterTo(batter, 1);
      return ends('1B', at);
    }
    case 'single':
      return hit(1, 2, '1B');
    case 'single-runner-may-score': {
      const fromFirst = play.runnerOn(1);
      play.advanceAll(2);
      // The runner from first, now on third, scores when he is faster than the right fielder's arm.
      if (fromFirst >= 0 && play.runnerOn(3) === fromFirst && ctx.speedOf(fromFirst) > ctx.fielder('RF').arm)
        play.advance(3, 1);
      play.batterTo(batter, 1);
      return ends('1B', fielder);
    }
    case 'strikeout-steal':
      play.batterOut(batter);
      if (play.outs < 3) runnersSteal(play, ctx, dice);
      return ends('SO');
    case 'strikeout-or-foul':
      if (dice.d6() % 2 === 1) return { kind: 'foul', total };
      play.batterOut(batter);
      if (play.outs < 3) runnersSteal(play, ctx, dice);
      return ends('SO');
    case 'ground-out-force-try':
      return ends(forceTry(play, ctx, dice, false), fielder);
    case 'second-base-grounder':
      return ends(forceTry(play, ctx, dice, true), '2B');
    case 'line-drive-to-pitcher':
      play.batterOut(batter);
      if (play.outs < 3 && play.isOccupied(1)) play.runnerOut(1);
      if (play.outs < 3 && play.isOccupied(2)) play.runnerOut(2);
      return ends('LO', 'P');
    case 'double-play':
      return ends(forcedAtSecond(play, batter), fielder);
    case 'first-base-double-play':
      if (ctx.speedOf(play.runnerOn(1)) <= 2) return ends(forcedAtSecond(play, batter), '1B');
      play.batterOut(batter);
      advanceAll(1);
      return ends('GO', '1B');
    case 'fly-out':
      play.batterOut(batter);
      return ends('FO', fielder);
    case 'ground-rule-double':
      return hit(2, 2, '2B');
    case 'double':
      return hit(2, 3, '2B');
    case 'home-run':
      return hit(4, 3, 'HR');
    case 'caught-stealing':
      play.stealAttempt(play.runnerOn(play.leadBase()), false);
      play.runnerOut(play.leadBase());
      return between('STEAL');
    case 'pick-off':
      if (dice.d6() <= ctx.pitcher.hold) play.runnerOut(1);
      return between('PICKOFF');
    case 'pitch-out': {
      const lead = play.leadBase();
      if (ctx.catcher > ctx.speedOf(play.runnerOn(lead))) {
        play.stealAttempt(play.runnerOn(lead), false);
        play.runnerOut(lead);
        return between('STEAL');
      }
      runnersSteal(play, ctx, dice);
      return between('STEAL');
    }
    case 'pitch-in-the-dirt':
      for (let base = 3; base >= 1; base--) if (play.isOccupied(base)) play.stealAttempt(play.runnerOn(base), true);
      play.advanceAll(1);
      return between('STEAL');
    case 'balk':
      play.advanceAll(1);
      return between('BK');
  }
}

/** The runner from first forced at second and the batter out (a double play, unless the force was the third out); the
 * runner on second takes third. */
function forcedAtSecond(play: PlayBuilder, batter: RunnerId): Outcome {
  play.runnerOut(1);
  if (play.outs >= 3) {
    play.batterTo(batter, 1); // the force ended the inning: he reached first on it
    return 'FC';
  }
  play.batterOut(batter);
  if (play.outs < 3) play.advance(2, 1);
  return 'GDP';
}

/** The runners go: a die over the catcher's defence and they steal safely, else the lead runner is caught. */
function runnersSteal(play: PlayBuilder, ctx: ReplayHitAndRunContext, dice: DiceSource): void {
  const lead = play.leadBase();
  if (lead === 0) return;
  if (dice.d6() > ctx.catcher) {
    for (let base = 3; base >= 1; base--) if (play.isOccupied(base)) play.stealAttempt(play.runnerOn(base), true);
    play.advanceAll(1);
    return;
  }
  play.stealAttempt(play.runnerOn(lead), false);
  play.runnerOut(lead);
}

/**
 * A ground ball: the batter out at first and the runners up a base, unless the defense goes for the force at second
 * (where `mayTry` and its policy let it): a die over the runner's speed forces him and the batter is safe (on a 22-23,
 * a second die over the batter's speed doubles him up too); otherwise everyone is safe.
 */
function forceTry(play: PlayBuilder, ctx: ReplayHitAndRunContext, dice: DiceSource, secondBase: boolean): Outcome {
  const batter = ctx.batter.id;
  const tries = play.isOccupied(1) && (!secondBase || ctx.fielder('2B').defence <= 3) && ctx.tryForce(play.state());
  if (!tries) {
    play.batterOut(batter);
    if (play.outs < 3) play.advanceAll(1);
    return 'GO';
  }
  if (dice.d6() <= ctx.speedOf(play.runnerOn(1))) {
    play.advanceAll(1);
    play.batterTo(batter, 1);
    return 'FC';
  }
  play.runnerOut(1);
  if (play.outs >= 3) {
    play.batterTo(batter, 1); // the force ended the inning: he reached first on it
    return 'FC';
  }
  play.advanceAll(1);
  if (secondBase && dice.d6() > ctx.batter.speed) {
    play.batterOut(batter);
    return 'GDP';
  }
  play.batterTo(batter, 1);
  return 'FC';
}
