import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import { replayBunt, type ReplayBuntContext } from './bunt.ts';
import { replayHitAndRun, type ReplayHitAndRunContext } from './hitAndRun.ts';
import type { ReplayParties } from './ratings.ts';
import type { ReplayDefense } from './rules.ts';
import { stealOfHome } from './stealOfHome.ts';
import type { ReplayTables } from './tables.ts';
import type { BuntChartName } from './vocabulary.ts';

/**
 * What a Replay play did to a plate appearance: its events, and whether it ended it; when it did not (a foul at two
 * strikes, a rundown, a missed squeeze, a hit and run called off), the host game plays the rest of the plate
 * appearance its own way, the batter swinging away from the state after the events.
 */
export interface ReplayAttempt {
  events: PlayEvent[];
  endsPlateAppearance: boolean;
  after: BaseOutState;
}

/** Strikes at which a bunter stops bunting and swings away (a foul bunt with two would strike him out). */
export const STRIKES_TO_SWING_AWAY = 2;

/** One bunt attempt: a play of the chart (that may hand the plate appearance back), or a foul at `strikes`. */
export type BuntAttempt = ReplayAttempt | { foul: true; strikes: number };

/**
 * A bunt on one of Replay's charts, attempt by attempt: after a foul with one strike he bunts again (the second
 * attempt, on which a Foul 2k strikes him out); with two strikes he swings away, as he does after a rundown and after
 * a missed squeeze, whose runner from 3rd steals home on the Action Chart's letter J (the others hold).
 * @example playReplayBunt(tables, 'sacrifice-bunt', parties, defense, false, parseBaseOutState('1--/0'), dice)
 */
export function playReplayBunt(
  tables: ReplayTables,
  chart: BuntChartName,
  parties: ReplayParties,
  defense: ReplayDefense,
  infieldIn: boolean,
  state: BaseOutState,
  dice: DiceSource,
  trace = false,
): ReplayAttempt {
  let strikes = 0;
  for (let attempt = 1; ; attempt++) {
    const bunt = buntAttempt(tables, chart, parties, defense, infieldIn, state, dice, attempt, strikes, trace);
    if (!('foul' in bunt)) return bunt;
    strikes = bunt.strikes;
    if (strikes >= STRIKES_TO_SWING_AWAY) return { events: [], endsPlateAppearance: false, after: state };
  }
}

/**
 * One attempt of {@link playReplayBunt} (`attempt` 1 or 2, with `strikes` before it): what the chart did, or the foul
 * and the strikes after it ("Foul 1k": one more; "Foul 2k" and a missed bunt fouled off: two).
 */
export function buntAttempt(
  tables: ReplayTables,
  chart: BuntChartName,
  parties: ReplayParties,
  defense: ReplayDefense,
  infieldIn: boolean,
  state: BaseOutState,
  dice: DiceSource,
  attempt: number,
  strikes: number,
  trace = false,
): BuntAttempt {
  const ctx = buntContext(parties, defense, infieldIn, attempt > 1);
  const bunt = replayBunt(tables.bunt[chart], tables.umpire, ctx, state, dice, trace);
  switch (bunt.kind) {
    case 'play':
      return { events: [bunt.event], endsPlateAppearance: true, after: bunt.event.after };
    case 'rundown':
      return { events: [bunt.event], endsPlateAppearance: false, after: bunt.event.after };
    case 'missed': {
      const steal = missedSqueezeSteal(tables, parties, state, dice, trace);
      return { events: [steal], endsPlateAppearance: false, after: steal.after };
    }
    case 'foul':
      return { foul: true, strikes: Math.max(strikes + 1, bunt.strikes) };
  }
}

function buntContext(
  parties: ReplayParties,
  defense: ReplayDefense,
  infieldIn: boolean,
  secondAttempt: boolean,
): ReplayBuntContext {
  return {
    batter: parties.batter,
    speedOf: parties.speedOf,
    fielder: parties.fielder,
    infieldIn,
    secondAttempt,
    tryLeadRunner: (_state, safeChance) => safeChance <= defense.leadRunnerSafeAtMost,
  };
}

/** The runner on 3rd stealing home after a missed squeeze (Action Chart J): scored, or out at the plate. */
function missedSqueezeSteal(
  tables: ReplayTables,
  parties: ReplayParties,
  state: BaseOutState,
  dice: DiceSource,
  trace: boolean,
): PlayEvent {
  const play = new PlayBuilder(state, trace);
  const runner = play.runnerOn(3);
  const safe = stealOfHome(tables, parties.speedOf(runner), parties.catcher, parties.pitcher.hold, dice);
  play.note(() => `missed squeeze: the runner steals home, ${safe ? 'safe' : 'out'} (Action Chart J)`);
  play.stealAttempt(runner, safe);
  if (safe) play.advance(3, 1);
  else play.runnerOut(3);
  return play.finish('STEAL', { endsPlateAppearance: false });
}

/**
 * A hit and run on Replay's chart: a play that ends the plate appearance, or a play on the bases or a foul that calls
 * it off, after which the batter swings away.
 */
export function playReplayHitAndRun(
  tables: ReplayTables,
  parties: ReplayParties,
  defense: ReplayDefense,
  state: BaseOutState,
  dice: DiceSource,
  trace = false,
): ReplayAttempt {
  const pitch = replayHitAndRun(tables.hitAndRun, hitAndRunContext(parties, defense), state, dice, trace);
  if (pitch.kind === 'foul') return { events: [], endsPlateAppearance: false, after: state };
  return { events: [pitch.event], endsPlateAppearance: pitch.kind === 'play', after: pitch.event.after };
}

function hitAndRunContext(parties: ReplayParties, defense: ReplayDefense): ReplayHitAndRunContext {
  return {
    batter: parties.batter,
    pitcher: parties.pitcher,
    speedOf: parties.speedOf,
    fielder: parties.fielder,
    catcher: parties.catcher,
    tryForce: () => defense.tryForce,
  };
}
