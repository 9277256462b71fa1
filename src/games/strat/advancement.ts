import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { StratMatchup } from './matchup.ts';
import type { TryOn } from './policies.ts';
import type { Outfield } from './vocabulary.ts';

/** How a throw adjusts an attempt: the outfielder throwing, and what else the rules add. */
export interface Throw {
  field: Outfield;
  /** +2 with two outs on singles and doubles (not on flyballs). */
  twoOutHit: boolean;
  /** +2 on attempts for home on a FLY( )B?. */
  flyBQuestion: boolean;
  /** The outfield is in (end of the game): -7 instead of the +2 on a FLY( )B?. */
  outfieldIn?: boolean;
}

/** A chance within the rules' limits: "the combined running rating ... cannot be lower than 1 nor higher than 19". */
export function withinRunningLimits(m: StratMatchup, chance: number): number {
  const { low, high } = m.tables.adjustments.runningLimits;
  return Math.min(high, Math.max(low, chance));
}

/** A running rating with every modification, within the rules' 1-19. */
export function safeChance(
  m: StratMatchup,
  running: number,
  target: 3 | 4,
  thrown: Throw,
  outs: number,
  trail = false,
): number {
  const a = m.tables.adjustments;
  let chance = running + m.defense[thrown.field].arm;
  if (thrown.twoOutHit && outs === 2) chance += a.twoOutsOnHits;
  if (target === 3) chance += a.throwToThird[thrown.field];
  if (target === 4 && thrown.flyBQuestion)
    chance += thrown.outfieldIn ? a.homeOnFlyBQuestionOutfieldIn : a.homeOnFlyBQuestion;
  if (trail) chance += a.cutOffTrailRunner;
  return withinRunningLimits(m, chance);
}

/** The d20 roll of an attempt: safe at or under the chance. */
function attempt(play: PlayBuilder, dice: DiceSource, chance: number, who: string): boolean {
  const roll = dice.d20();
  const safe = roll <= chance;
  play.note(() => `${who} safe on 1-${chance}: d20 ${roll}, ${safe ? 'safe' : 'out'}`);
  return safe;
}

/**
 * The runner on `base` tries for the next base on a d20: safe, he advances; out, he is out. Returns whether he was
 * safe.
 */
export function tryForNextBase(play: PlayBuilder, dice: DiceSource, base: number, chance: number): boolean {
  if (attempt(play, dice, chance, `runner on ${base} going to ${base === 3 ? 'home' : base + 1}`)) {
    play.advance(base, 1);
    return true;
  }
  play.runnerOut(base);
  return false;
}

/**
 * Runners on bases below `lead`, nearest first: the trail runners of a cut-off play (the batter among them once on
 * base).
 */
function trailBases(play: PlayBuilder, lead: number): number[] {
  const bases: number[] = [];
  for (let base = lead - 1; base >= 1; base--) if (play.isOccupied(base)) bases.push(base);
  return bases;
}

/**
 * The cut-off rule, a runner on 3rd with the option to score on a throw from the outfield. The offense sends him or
 * not; the defense throws home or concedes the run (the trail runners then hold); throwing home, the offense may send
 * the trail runners up a base; if it does, the defense throws home (the trail runners are safe) or cuts the throw off
 * and plays on the lead trail runner (the run scores). The text is cut off after its third step; the rest is
 * cardlab's reconstruction (tables/adjustments.yaml).
 */
export function cutOffPlay(
  play: PlayBuilder,
  m: StratMatchup,
  thrown: Throw,
  outs: number,
  dice: DiceSource,
  situation: Situation,
  on: TryOn,
): void {
  const state = play.state();
  const leadChance = safeChance(m, m.runningOf(play.runnerOn(3)), 4, thrown, outs);
  if (!m.policies.sendRunner(state, situation, 4, leadChance, on)) return play.note(() => 'runner on 3rd held');
  if (!m.policies.throwHome(state, situation, leadChance)) {
    play.note(() => 'run conceded, trail runners hold');
    return play.advance(3, 1);
  }
  const trail = trailBases(play, 3);
  const leadTrail = trail[0];
  const trailChance =
    leadTrail === undefined
      ? 0
      : safeChance(
          m,
          m.runningOf(play.runnerOn(leadTrail)),
          (leadTrail + 1) as 3 | 4,
          { ...thrown, flyBQuestion: false },
          outs,
          true,
        );
  if (leadTrail === undefined || !m.policies.sendTrailRunners(state, situation, trailChance)) {
    tryForNextBase(play, dice, 3, leadChance);
    return;
  }
  if (m.policies.cutOff(state, situation, leadChance, trailChance) === 'home') {
    play.note(() => 'throw home; the trail runners move up');
    tryForNextBase(play, dice, 3, leadChance);
    if (play.outs < 3) for (const base of trail) play.advance(base, 1);
    return;
  }
  play.note(() => 'throw cut off: the run scores, play on the lead trail runner');
  play.advance(3, 1);
  tryForNextBase(play, dice, leadTrail, trailChance);
  if (play.outs < 3) for (const base of trail.slice(1)) play.advance(base, 1);
}

/**
 * Batter Advancement on Throw to Third: the runner from 1st, now on 2nd after a single without stars. The offense
 * sends him or not; the defense throws to third (the batter always takes 2nd) or concedes third (the batter holds).
 */
function throwToThirdPlay(
  play: PlayBuilder,
  m: StratMatchup,
  thrown: Throw,
  outs: number,
  dice: DiceSource,
  situation: Situation,
): void {
  const state = play.state();
  const chance = safeChance(m, m.runningOf(play.runnerOn(2)), 3, thrown, outs);
  if (!m.policies.sendRunner(state, situation, 3, chance, 'single')) return play.note(() => 'runner held at 2nd');
  if (!m.policies.throwToThird(state, situation, chance)) {
    play.note(() => 'third conceded, the batter holds');
    return play.advance(2, 1);
  }
  tryForNextBase(play, dice, 2, chance);
  if (play.outs < 3) play.advance(1, 1);
}

/**
 * A single or double without stars, after the automatic advance (one base, two): the offense may send the lead runner
 * for one more. Toward home it is the cut-off rule (the batter a trail runner); from 1st to 3rd on a single, the
 * throw-to-third rule.
 */
export function extraBases(
  play: PlayBuilder,
  m: StratMatchup,
  hit: 'single' | 'double',
  field: Outfield,
  outs: number,
  dice: DiceSource,
  situation: Situation,
): void {
  const thrown: Throw = { field, twoOutHit: true, flyBQuestion: false };
  if (play.isOccupied(3)) return cutOffPlay(play, m, thrown, outs, dice, situation, hit);
  if (play.isOccupied(2) && play.isOccupied(1)) throwToThirdPlay(play, m, thrown, outs, dice, situation);
}
