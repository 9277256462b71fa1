import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { BaseOutState, RunnerId } from '../../core/model/baseOut.ts';
import type { Outcome } from '../../core/model/outcomes.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Position } from '../../core/model/positions.ts';
import { buntColumn, umpireSafeUpTo, type BuntChart, type UmpireChart } from './tables.ts';
import type { BuntResult } from './vocabulary.ts';

/**
 * What a Replay bunt reads, on Replay's scales: a host game's rating adapter fills it. Ratings run 1-5; a fielder's
 * defence 1 is his best, a catcher's 5 his (the Umpire chart's two scales); an error rating's 5 is the surest hands.
 */
export interface ReplayBuntContext {
  batter: { id: RunnerId; bunt: number; speed: number };
  speedOf(runner: RunnerId): number;
  /** The error rating and defence of the fielder the blue die sends the bunt to. */
  fielder(position: Position): { error: number; defence: number };
  infieldIn: boolean;
  /** The second bunt attempt of the plate appearance (a Foul 2k is then a strikeout). */
  secondAttempt: boolean;
  /** Lead ?: does the defense throw for the lead runner (the Umpire's call) rather than take the out at first? */
  tryLeadRunner(state: BaseOutState, safeChance: number): boolean;
}

/**
 * What a bunt attempt did: a play that ends the plate appearance; a foul (strikes on the batter, who bats on); a
 * rundown of the lead runner (the batter bats on); or a missed squeeze, after which the runner on 3rd must steal home
 * (the Action Chart's letter J, which the host game resolves).
 */
export type ReplayBunt =
  | { kind: 'play'; event: PlayEvent; cell: BuntResult }
  | { kind: 'foul'; strikes: 1 | 2; cell: BuntResult }
  | { kind: 'rundown'; event: PlayEvent; cell: BuntResult }
  | { kind: 'missed'; cell: BuntResult };

/**
 * One bunt attempt on a Replay chart: the blue die's fielder, red + white in the batter's bunt column (infield In or
 * Not In), then the cell's own rolls (an error rating, the Umpire, a runner's speed, the bunt rating) in the order the
 * key reads them. The dice are d6s: blue, red, white, then one per roll a key asks for.
 * @example replayBunt(sacrifice, umpire, ctx, parseBaseOutState('1--/0'), dice).kind // => 'play'
 */
export function replayBunt(
  chart: BuntChart,
  umpire: UmpireChart,
  ctx: ReplayBuntContext,
  state: BaseOutState,
  dice: DiceSource,
  trace = false,
): ReplayBunt {
  const position = chart.fielder[dice.d6()]!;
  const total = dice.d6() + dice.d6();
  const cell = chart.rows[total]![buntColumn(ctx.batter.bunt, ctx.infieldIn)]!;
  const play = new PlayBuilder(state, trace);
  play.note(
    () => `bunt to ${position}: ${total} in column ${ctx.batter.bunt} ${ctx.infieldIn ? 'In' : 'Not In'}: ${cell}`,
  );
  const { error, defence } = ctx.fielder(position);
  const umpireSays = (speed: number) => dice.d6() <= umpireSafeUpTo(umpire, speed, defence, position === 'C');
  const errorMade = () => dice.d6() > error;
  const end = (result: Outcome): ReplayBunt => ({ kind: 'play', event: finish(play, result, position), cell });
  const batter = ctx.batter.id;
  switch (cell) {
    case 'SAC':
      return end(sacrifice(play, batter));
    case 'Out at 1st':
      play.batterOut(batter);
      return end('GO');
    case 'Pop Out':
      play.batterOut(batter);
      return end('PO');
    case '1B ?':
      if (umpireSays(ctx.batter.speed)) return end(batterSafe(play, batter, '1B'));
      play.batterOut(batter);
      return end('GO');
    case 'SAC+H ?':
      return end(umpireSays(ctx.batter.speed) ? batterSafe(play, batter, '1B') : sacrifice(play, batter));
    case 'SAC+E ?':
      if (errorMade()) return end(onTheError(play, batter, position, 'SH'));
      return end(sacrifice(play, batter));
    case 'E ?':
      if (errorMade()) return end(onTheError(play, batter, position, 'ROE'));
      play.batterOut(batter);
      return end('GO');
    case 'FC/E ?':
      if (errorMade()) return end(onTheError(play, batter, position, 'SH'));
      return end(leadRunnerOut(play, batter));
    case 'FC':
      return end(leadRunnerOut(play, batter));
    case 'Lead ?': {
      const lead = play.leadBase();
      const safe = umpireSafeUpTo(umpire, ctx.speedOf(play.runnerOn(lead)), defence, position === 'C') / 6;
      if (!ctx.tryLeadRunner(play.state(), safe)) return end(sacrifice(play, batter));
      // A throw that fails to get the lead runner leaves a sacrifice (the batter is not charged a time at bat).
      if (umpireSays(ctx.speedOf(play.runnerOn(lead)))) return end(batterSafe(play, batter, 'SH'));
      return end(leadRunnerOut(play, batter));
    }
    case 'PO-DP ?': {
      play.batterOut(batter);
      const lead = play.leadBase();
      if (play.outs < 3 && lead > 0 && !umpireSays(ctx.speedOf(play.runnerOn(lead)))) play.runnerOut(lead);
      return end('PO');
    }
    case 'Rundown': {
      const lead = play.leadBase();
      if (dice.d6() > ctx.speedOf(play.runnerOn(lead))) play.runnerOut(lead);
      return { kind: 'rundown', event: play.finish('PICKOFF', { endsPlateAppearance: false }), cell };
    }
    case 'Miss ?':
      if (dice.d6() > ctx.batter.bunt) return { kind: 'foul', strikes: 2, cell };
      return { kind: 'missed', cell };
    case 'Foul 1k':
      return { kind: 'foul', strikes: 1, cell };
    case 'Foul 2k':
      if (!ctx.secondAttempt) return { kind: 'foul', strikes: 2, cell };
      play.batterOut(batter);
      return end('SO');
    case 'Foul ?':
      if (dice.d6() % 2 === 0) return { kind: 'foul', strikes: 1, cell };
      return end(batterSafe(play, batter, '1B'));
  }
}

function finish(play: PlayBuilder, result: Outcome, position: Position): PlayEvent {
  return play.finish(result, { location: position });
}

/** The batter out at first, every runner up a base. */
function sacrifice(play: PlayBuilder, batter: RunnerId): Outcome {
  play.batterOut(batter);
  play.advanceAll(1);
  return 'SH';
}

/**
 * Every runner up a base and the batter on first: a bunt single (1B), a fielder's choice after the lead runner's out
 * (FC), or a sacrifice whose throw to the lead base came too late (SH).
 */
function batterSafe(play: PlayBuilder, batter: RunnerId, result: '1B' | 'FC' | 'SH'): Outcome {
  play.advanceAll(1);
  play.batterTo(batter, 1);
  return result;
}

/**
 * Safe on the fielder's error, charged to him, every runner up a base: a sacrifice that moved the runners (SH) on the
 * sacrifice and squeeze charts' SAC+E ? and FC/E ?, as scorers credit one (and as cardlab's SH counts the batter safe
 * on an error); a time at bat reached on the error (ROE) on the bunt for a hit's E ?.
 */
function onTheError(play: PlayBuilder, batter: RunnerId, fielder: Position, result: 'SH' | 'ROE'): Outcome {
  play.chargeError(fielder);
  play.advanceAll(1);
  play.batterTo(batter, 1);
  return result;
}

/** The lead runner out at the base ahead, the other runners up a base, the batter safe at first. */
function leadRunnerOut(play: PlayBuilder, batter: RunnerId): Outcome {
  play.runnerOut(play.leadBase());
  return batterSafe(play, batter, 'FC');
}
