import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { EMPTY, type BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlateAppearanceResult } from '../../core/model/PlayEvent.ts';
import { onePlay } from './resolve.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { defenseSkill, type PbcMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { forcedBases, occupiedBases } from './runners.ts';

/** The bunts the offense may call: a bunt (a sacrifice with runners on, a bunt for a hit without), or the squeeze. */
export type BuntKind = 'bunt' | 'squeeze';

/** Whether the state allows a bunt of this kind: the squeeze needs a runner on 3rd; neither with two out. */
export function mayBunt(state: BaseOutState, kind: BuntKind): boolean {
  if (state.outs >= 2) return false;
  return kind === 'squeeze' ? state.bases[2] !== EMPTY : true;
}

/** Whether a sacrifice can move someone: a runner on 1st or 2nd whose base ahead is free or emptying. */
export function maySacrifice(state: BaseOutState): boolean {
  const [first, second, third] = state.bases;
  const secondMoves = second !== EMPTY && third === EMPTY;
  const firstMoves = first !== EMPTY && (second === EMPTY || secondMoves);
  return state.outs < 2 && (secondMoves || firstMoves);
}

/**
 * The chance that the bunt's margin (the bunter's d6 + `offense` against the defense's d6 + `defense`) is at least
 * `margin`.
 * @example marginChance(1, 0, -3) // => 35/36: a bunter with Bunt 1 is within three of the defense but on 1 against 6
 */
export function marginChance(offense: number, defense: number, margin: number): number {
  // Only the margin less the skills' difference counts: the chance a d6 less a d6 reaches it.
  const needed = margin - (offense - defense);
  return needed <= -5 ? 1 : needed > 5 ? 0 : AT_LEAST[needed + 5]!;
}

/** The chance a d6 less a d6 is at least k, for k from -5 to 5 (a game asks before every bunt it might call). */
const AT_LEAST = Float64Array.from({ length: 11 }, (_, i) => {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a - b >= i - 5) ways++;
  return ways / 36;
});

/**
 * A bunt (the Bunting section): the defense first says where it throws, then the bunter rolls a d6 plus his Bunt skill
 * against the defense's d6 (its Defense under advanced-defense); bunts are not roll-offs, a tie is a margin of 0. Beat
 * the defense by three and the bunter is safe at 1st (a bunt single, runners up a base); come within three and the
 * runners on 1st and 2nd move up where the base ahead is free while he is out at 1st (a sacrifice; a ground out when
 * nobody moves), a runner on 3rd holding; further behind, a throw to the lead runner's base gets him (the bunter safe
 * at 1st on the force) and a throw to 1st gets the bunter with the runners holding.
 * @example resolveBunt(m, parseBaseOutState('1--/0'), 1, scriptedDice([['d6', 3], ['d6', 3]])) // => SH: 4 is within 3
 */
export function resolveBunt(
  m: PbcMatchup,
  state: BaseOutState,
  bunt: number,
  dice: DiceSource,
  situation: Situation = NEUTRAL_SITUATION,
): PlateAppearanceResult {
  const play = new PlayBuilder(state);
  const batter = m.batter.id;
  const runners = occupiedBases(play);
  const target = runners.length > 0 ? m.policies.buntThrow(state, situation) : 'first';
  const margin = dice.d6() + bunt - (dice.d6() + defenseSkill(m));
  const { within, beatBy } = m.tables.running.bunt;
  if (margin >= beatBy) {
    for (const base of runners) play.advance(base, 1);
    play.batterTo(batter, 1);
    return onePlay(play.finish('1B'));
  }
  if (margin >= -within) {
    // "Within three" moves a runner from 1st to 2nd or 2nd to 3rd: a runner on 3rd holds (scoring him is the
    // squeeze's, which must beat the defense), and a runner moves only to a base that is free.
    play.batterOut(batter);
    let moved = false;
    for (const base of runners)
      if (base < 3 && !play.isOccupied(base + 1)) {
        play.advance(base, 1);
        moved = true;
      }
    return onePlay(play.finish(moved ? 'SH' : 'GO'));
  }
  if (target === 'first' || runners.length === 0) {
    play.batterOut(batter);
    return onePlay(play.finish('GO'));
  }
  const forced = forcedBases(play);
  const lead = forced.length > 0 ? forced[forced.length - 1]! : runners[0]!;
  play.runnerOut(lead);
  for (const base of occupiedBases(play)) if (forced.includes(base)) play.advance(base, 1);
  play.batterTo(batter, 1);
  return onePlay(play.finish('FC'));
}

/**
 * The suicide squeeze: the bunter's d6 plus his Bunt skill and the speed of the runner on 3rd against the defense's
 * d6. Winning by the squeeze margin (beating it, or by squeeze-margin's amount) scores the runner, the others moving
 * up; the bunter is out at 1st unless the bunt alone beat the defense by three (a bunt single). Falling short, the
 * runner is out at the plate and the bunter safe at 1st, the others moving up.
 */
export function resolveSqueeze(
  m: PbcMatchup,
  state: BaseOutState,
  bunt: number,
  dice: DiceSource,
): PlateAppearanceResult {
  const play = new PlayBuilder(state);
  const batter = m.batter.id;
  const runnerSpeed = m.speedOf(play.runnerOn(3));
  const bunted = dice.d6() + bunt - (dice.d6() + defenseSkill(m));
  const others = occupiedBases(play).filter((base) => base !== 3);
  if (bunted + runnerSpeed >= m.rules.squeezeBy) {
    play.advance(3, 1);
    for (const base of others) play.advance(base, 1);
    if (bunted >= m.tables.running.bunt.beatBy) {
      play.batterTo(batter, 1);
      return onePlay(play.finish('1B'));
    }
    play.batterOut(batter);
    return onePlay(play.finish('SH'));
  }
  play.runnerOut(3);
  for (const base of others) play.advance(base, 1);
  play.batterTo(batter, 1);
  return onePlay(play.finish('FC'));
}
