import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { EMPTY, HOME } from '../../core/model/baseOut.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { Position } from '../../core/model/positions.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { defenseSkill, type PbcMatchup } from './matchup.ts';
import type { Attempt } from './policies.ts';
import { defenseFailsTwo, overthrow, rollOff, rollOffChance } from './rollOff.ts';

/**
 * Who is charged with a roll-off's error. PBC has no hit locations: the catcher on plays at the plate and steals, the
 * shortstop (a stand-in for "the defense") elsewhere.
 */
export const erringFielder = (to: number): Position => (to === HOME ? 'C' : 'SS');

/** The offense's modifier for the runner on `base` trying for the next one, `penalty` included. */
export const runnerModifier = (m: PbcMatchup, play: PlayBuilder, base: number, penalty: number): number =>
  m.speedOf(play.runnerOn(base)) + penalty;

/** Whether the base after `base` is free to run to (home always is). */
export const nextBaseFree = (play: PlayBuilder, base: number): boolean =>
  base + 1 >= HOME || !play.isOccupied(base + 1);

/** The attempt a manager weighs for the runner on `base`: one base on, at his chance of winning the roll-off. */
export function attemptOf(m: PbcMatchup, play: PlayBuilder, base: number, penalty: number, catcher = false): Attempt {
  const chance = rollOffChance(
    runnerModifier(m, play, base, penalty),
    defenseSkill(m, catcher),
    m.rules.modifiedTiebreaks,
  );
  return { from: base, to: base + 1, chance };
}

/** How a throw at a runner came out, by the roll-off and the error rules. */
export type ThrowOutcome = 'safe' | 'out' | 'error' | 'overthrow';

/**
 * The roll-off of the runner on `base` against a throw: his speed and `penalty` against the defense. He wins and is
 * safe; he loses and is out. The error rules: a 2 against the defense's 1 and he is safe on an error; a 6 against a 1
 * and the throw is away (every runner will take one more base).
 */
export function throwAt(
  play: PlayBuilder,
  m: PbcMatchup,
  base: number,
  penalty: number,
  dice: DiceSource,
): ThrowOutcome {
  const result = rollOff(dice, runnerModifier(m, play, base, penalty), defenseSkill(m), m.rules.modifiedTiebreaks);
  const errors = m.rules.rollOffErrors;
  const outcome: ThrowOutcome =
    errors && overthrow(result)
      ? 'overthrow'
      : errors && defenseFailsTwo(result)
        ? 'error'
        : result.offenseWins
          ? 'safe'
          : 'out';
  play.note(() => `roll-off ${result.offenseFace}-${result.defenseFace}: ${outcome}`);
  return outcome;
}

/** The runner on `base` takes the next base, or is out, as a throw came out (the overthrow's extra base is apart). */
export function settleRunner(play: PlayBuilder, base: number, outcome: ThrowOutcome): void {
  if (outcome === 'out') play.runnerOut(base);
  else play.advance(base, 1);
}

/** What an error of the throw adds once every runner has moved: the charge, and on an overthrow a base each. */
export function afterThrow(play: PlayBuilder, outcome: ThrowOutcome, to: number): void {
  if (outcome === 'error' || outcome === 'overthrow') play.chargeError(erringFielder(to));
  if (outcome === 'overthrow') play.advanceAll(1);
}

/**
 * The runner on `base` runs for the next base against a throw (see throwAt).
 * @example runFor(play, m, 1, -2, dice) // a tag-up from first at -2
 */
export function runFor(play: PlayBuilder, m: PbcMatchup, base: number, penalty: number, dice: DiceSource): void {
  const outcome = throwAt(play, m, base, penalty, dice);
  settleRunner(play, base, outcome);
  afterThrow(play, outcome, base + 1);
}

/**
 * Runners on `bases` (lead first) who may try for one more base, each when the base ahead is free and his manager
 * sends him: the inning's third out ends the tries.
 */
export function tryForMore(
  play: PlayBuilder,
  m: PbcMatchup,
  bases: readonly number[],
  penalty: (base: number) => number,
  dice: DiceSource,
  situation: Situation,
): void {
  for (const base of bases) {
    if (play.outs >= 3) return;
    if (play.runnerOn(base) === EMPTY || !nextBaseFree(play, base)) continue;
    if (m.policies.sendRunner(play.state(), situation, attemptOf(m, play, base, penalty(base))))
      runFor(play, m, base, penalty(base), dice);
  }
}

/** The occupied bases, lead first. */
export function occupiedBases(play: PlayBuilder): number[] {
  const bases: number[] = [];
  for (let base = 3; base >= 1; base--) if (play.isOccupied(base)) bases.push(base);
  return bases;
}

/** Runners forced by the batter taking first: the bases from 1st up, while occupied. */
export function forcedBases(play: PlayBuilder): number[] {
  const forced: number[] = [];
  for (let base = 1; base <= 3 && play.isOccupied(base); base++) forced.push(base);
  return forced;
}
