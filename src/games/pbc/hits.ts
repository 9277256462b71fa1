import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { HOME } from '../../core/model/baseOut.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Outcome } from '../../core/model/outcomes.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { PbcMatchup } from './matchup.ts';
import { attemptOf, nextBaseFree, occupiedBases, runFor, tryForMore } from './runners.ts';
import { ADVANCES, HIT_TYPE_BASES, type HitType } from './vocabulary.ts';

const OUTCOME_OF_BASES: readonly Outcome[] = ['SO', '1B', '2B', '3B', 'HR'];

/**
 * A hit of a type. Runners move up the hit's bases, one more on an A hit ("without a throw"), the batter takes the
 * hit's bases; then runners may try for one more base (lead first, -3 after an A hit's free base) and the batter may
 * stretch his hit at -2 (any hit: the text's question answered yes; only a triple under stretch-triples-only). An HR^
 * is first read by the fielding team's d6: a robbing face (6) makes it a fly out, runners holding; a ground-rule face
 * (Greenwood's 5) a double, runners moving two and nobody trying for more.
 */
export function hitPlay(
  play: PlayBuilder,
  m: PbcMatchup,
  type: HitType,
  dice: DiceSource,
  situation: Situation,
): PlayEvent {
  const batter = m.batter.id;
  if (type === 'HR^') {
    const face = dice.d6();
    if (m.park.robbed.includes(face)) {
      play.note(() => `HR^: the fielding team rolls ${face}, the home run is robbed`);
      play.batterOut(batter);
      return play.finish('FO');
    }
    if (m.park.groundRuleDouble.includes(face)) {
      play.note(() => `HR^: the fielding team rolls ${face} at ${m.park.name}, a ground-rule double`);
      play.advanceAll(2);
      play.batterTo(batter, 2);
      return play.finish('2B');
    }
    play.note(() => `HR^: the fielding team rolls ${face}, a home run`);
  }
  const bases = HIT_TYPE_BASES[type];
  if (bases === HOME) {
    play.advanceAll(HOME);
    play.batterTo(batter, HOME);
    return play.finish('HR');
  }
  const free = ADVANCES[type] ? 1 : 0;
  play.advanceAll(bases + free);
  const runners = occupiedBases(play);
  play.batterTo(batter, bases);
  const penalty = free ? (m.rules.afterAdvancePenalty ?? m.tables.running.afterAdvance) : 0;
  tryForMore(play, m, runners, () => penalty, dice, situation);
  stretch(play, m, bases, dice, situation);
  return play.finish(OUTCOME_OF_BASES[bases]!);
}

/** The batter, standing on `base` after his hit, tries to stretch it by a base if his manager sends him. */
function stretch(play: PlayBuilder, m: PbcMatchup, base: number, dice: DiceSource, situation: Situation): void {
  if (play.outs >= 3 || (m.rules.stretchTriplesOnly && base !== 3)) return;
  if (play.runnerOn(base) !== m.batter.id || !nextBaseFree(play, base)) return;
  const penalty = m.tables.running.stretch;
  if (m.policies.sendRunner(play.state(), situation, attemptOf(m, play, base, penalty)))
    runFor(play, m, base, penalty, dice);
}
