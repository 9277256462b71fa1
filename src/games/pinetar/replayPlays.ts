import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { playReplayBunt, playReplayHitAndRun, type ReplayAttempt } from '../../modules/replay/play.ts';
import type { ReplayDefense } from '../../modules/replay/rules.ts';
import { infieldInAllowed, playsInfieldIn } from './columnRead.ts';
import type { PineTarMatchup, PineTarReplayInGame } from './matchup.ts';

// Pine Tar's bunts and hit and run played on Replay's charts (src/modules/replay) in a game, when their rules are on.

/** Replay bunt ratings the infield plays In against by default: 1 and 2, the good bunters. */
const GOOD_BUNTER = 2;

/**
 * Whether the infield plays In against a Replay bunt. Where Pine Tar's infield-in rule is on and lets the defense play
 * in (a runner on 3rd not forced, fewer than 2 out, not one out with a runner on 1st), its manager's call, as for the
 * batter's roll; elsewhere (the rule off, or a sacrifice, with nobody on 3rd) In when a pitcher or a good bunter
 * (Replay bunt 1 or 2) is up, whom the defense expects to bunt.
 * @example replayInfieldIn(m, parseBaseOutState('1--/0'), situation, 2) // => true (a good bunter; nobody on 3rd)
 */
export function replayInfieldIn(
  m: Pick<PineTarMatchup, 'rules' | 'policies' | 'batter'>,
  state: BaseOutState,
  situation: Situation,
  buntRating: number,
): boolean {
  if (m.rules?.infieldIn && infieldInAllowed(state)) return playsInfieldIn(m, state, situation);
  return m.batter.isPitcher || buntRating <= GOOD_BUNTER;
}

/**
 * The defense's calls of the Replay rule that plays this bunt (replay-bunt the sacrifice, replay-squeeze the squeeze);
 * undefined when that rule is off and Pine Tar's own bunt stands.
 */
export function replayBuntRule(
  m: Pick<PineTarMatchup, 'rules'>,
  bunt: 'sacrifice' | 'squeeze',
): ReplayDefense | undefined {
  return bunt === 'sacrifice' ? m.rules?.replayBunt : m.rules?.replaySqueeze;
}

/**
 * The manager's sacrifice or squeeze on Replay's sacrifice or squeeze chart, in the batter's bunt column, the infield
 * In or Not In (replayInfieldIn); a foul with two strikes, a rundown or a missed squeeze leaves the plate appearance to
 * the batter's own roll.
 */
export function replayBuntAttempt(
  m: PineTarMatchup,
  replay: PineTarReplayInGame,
  bunt: 'sacrifice' | 'squeeze',
  defense: ReplayDefense,
  state: BaseOutState,
  situation: Situation,
  dice: DiceSource,
  trace: boolean,
): ReplayAttempt {
  const parties = replay.parties(m);
  const chart = bunt === 'sacrifice' ? 'sacrifice-bunt' : 'squeeze-bunt';
  const infieldIn = replayInfieldIn(m, state, situation, parties.batter.bunt);
  return playReplayBunt(m.tables.replay, chart, parties, defense, infieldIn, state, dice, trace);
}

/**
 * The manager's hit and run as one pitch on Replay's chart; a foul or a play on the bases calls it off and the batter
 * swings away (his own roll, nobody in motion).
 */
export function replayHitAndRunAttempt(
  m: PineTarMatchup,
  replay: PineTarReplayInGame,
  defense: ReplayDefense,
  state: BaseOutState,
  dice: DiceSource,
  trace: boolean,
): ReplayAttempt {
  return playReplayHitAndRun(m.tables.replay, replay.parties(m), defense, state, dice, trace);
}
