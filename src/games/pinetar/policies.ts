import type { BaseOutState } from '../../core/model/baseOut.ts';

import { battedForPitcher } from '../../core/game/pitcherPinchHit.ts';
import type { Situation } from '../../core/GameSystem.ts';

/** Plate-appearance mode (`cardlab check`): the first inning of a tied game. */
export const NEUTRAL_SITUATION: Situation = { inning: 1, offenseLead: 0 };

export type BuntChoice = 'swing' | 'sacrifice' | 'squeeze';

/** A steal the rules allow: the base to be taken (4 = home), the highest safe roll, and the runner's SBO grade. */
export interface StealOption {
  base: 2 | 3 | 4;
  /** Safe on a 2-die roll at or under it: succeeds with probability (chance + 1) / 100. */
  chance: number;
  grade: string;
}

/** The batter the offense is deciding for. */
export interface BatterContext {
  isPitcher: boolean;
  shc: number | 'N';
}

/**
 * Manager decisions the main rules leave to the players, as named, swappable functions. Each is asked only
 * when the rules allow the choice.
 */
export interface ManagerPolicies {
  name: string;
  /** Offense: bunt or swing away (`allowed` lists the bunts the rules permit here). */
  bunt(state: BaseOutState, situation: Situation, batter: BatterContext, allowed: readonly BuntChoice[]): BuntChoice;
  /** Offense: does the runner on `base` (2 or 3) try to tag up on this fly out? */
  tagUp(state: BaseOutState, situation: Situation, base: 2 | 3): boolean;
  /** Defense, runner-on-1st table: refuse the GDP and take the runner from 3rd at home instead? */
  refuseDoublePlay(state: BaseOutState, situation: Situation): boolean;
  /** Defense, bases loaded, a `*` or `**` double play: take one out forced at home instead (no run scores)? */
  takeBasesLoadedOption(state: BaseOutState, situation: Situation): boolean;
  /**
   * Offense: send the runner to steal (asked only by the optional base-stealing rules, when they allow the attempt). A
   * manager without it never steals.
   */
  steal?(state: BaseOutState, situation: Situation, option: StealOption): boolean;
  /** Offense, runners on 1st and 3rd: try the double steal of 2nd and home, safe on a roll at or under `chance`? */
  doubleSteal?(state: BaseOutState, situation: Situation, chance: number): boolean;
  /** Offense: put on the hit and run (asked only by the optional rule, when it allows one). */
  hitAndRun?(state: BaseOutState, situation: Situation, batter: BatterContext): boolean;
  /** Defense: play the infield in (asked only by the optional rule for playing in, when it allows it). */
  infieldIn?(state: BaseOutState, situation: Situation): boolean;
  /** Offense, his pitcher due up (the starter, or a reliever) and a reliever left to take over: pinch hit for him? */
  pinchHitPitcher(situation: Situation, starter: boolean): boolean;
}

/** The probability a steal at `chance` succeeds. */
const success = (chance: number) => (chance + 1) / 100;

/** True late in a game when one run ties it or puts the offense ahead: when a manager fights for the runner on 3rd. */
function runMattersLate(situation: Situation): boolean {
  return situation.inning >= 8 && (situation.offenseLead === -1 || situation.offenseLead === 0);
}

/** A game within this many runs either way: where managers run and play for one run. */
const CLOSE = 3;

/**
 * The default manager. Pitchers sacrifice with runners on 1st and/or 2nd (nobody squeezes); every runner who may
 * tag up tries (the only risk is 77/88/99, 3 in 100); the defense refuses a GDP only when the rules allow it and
 * the run would tie the game; with the bases loaded it takes the `**` home-to-first double play always, and the
 * `*` force at home only late in a game when the run would tie it or give the offense the lead.
 *
 * Optional rules: in a game within 3 runs, a runner steals 2nd when he succeeds 70% of the time or more (about 2016's
 * break-even), 3rd with one out at 80%; he steals home from the 7th inning on, the run tying the game or giving the
 * lead, at 35%; runners on 1st and 3rd double-steal at 50%. The hit and run goes on from the 3rd inning in a game
 * within 2 runs, fewer than 2 out, for any batter but a pitcher. The infield plays in from the 7th inning when the run
 * on 3rd would tie the game or give the offense the lead. A pitcher due up is batted for as managers did
 * (battedForPitcher: a reliever always, the starter from the 7th unless 3 up).
 */
export const DEFAULT_POLICIES: ManagerPolicies = {
  name: 'default',
  bunt: (_state, _situation, batter, allowed) =>
    batter.isPitcher && allowed.includes('sacrifice') ? 'sacrifice' : 'swing',
  tagUp: () => true,
  refuseDoublePlay: (_state, situation) => situation.offenseLead === -1,
  takeBasesLoadedOption: (state, situation) => state.outs === 0 && runMattersLate(situation),
  steal: (state, situation, option) => {
    if (Math.abs(situation.offenseLead) > CLOSE) return false;
    if (option.base === 2) return success(option.chance) >= 0.7;
    if (option.base === 3) return state.outs === 1 && success(option.chance) >= 0.8;
    return (
      situation.inning >= 7 &&
      (situation.offenseLead === -1 || situation.offenseLead === 0) &&
      success(option.chance) >= 0.35
    );
  },
  doubleSteal: (_state, _situation, chance) => success(chance) >= 0.5,
  hitAndRun: (_state, situation, batter) =>
    !batter.isPitcher && situation.inning >= 3 && Math.abs(situation.offenseLead) <= 2,
  infieldIn: (_state, situation) =>
    situation.inning >= 7 && (situation.offenseLead === -1 || situation.offenseLead === 0),
  pinchHitPitcher: battedForPitcher,
};

/**
 * A manager who never bunts, tags, steals, runs or plays in, never takes an option and never bats for his pitcher:
 * useful to isolate the tables in tests.
 */
export const PASSIVE_POLICIES: ManagerPolicies = {
  name: 'passive',
  bunt: () => 'swing',
  tagUp: () => false,
  refuseDoublePlay: () => false,
  takeBasesLoadedOption: () => false,
  pinchHitPitcher: () => false,
};

/**
 * A manager who runs whenever the odds are near even: he steals 2nd at 55%, 3rd at 65% with fewer than 2 out, home at
 * 25% and double-steals at 30%, in any score; he puts on the hit and run whenever the rules allow it (never for a
 * pitcher) and plays the infield in whenever it may. Otherwise the default manager. For seeing what the optional
 * base-running rules can do.
 */
export const AGGRESSIVE_POLICIES: ManagerPolicies = {
  ...DEFAULT_POLICIES,
  name: 'aggressive',
  steal: (state, _situation, option) =>
    success(option.chance) >= (option.base === 2 ? 0.55 : option.base === 3 ? (state.outs < 2 ? 0.65 : 1.01) : 0.25),
  doubleSteal: (_state, _situation, chance) => success(chance) >= 0.3,
  hitAndRun: (_state, _situation, batter) => !batter.isPitcher,
  infieldIn: () => true,
};

/** Managers by name, for `--manager`. */
export const MANAGER_POLICIES: Readonly<Record<string, ManagerPolicies>> = {
  [DEFAULT_POLICIES.name]: DEFAULT_POLICIES,
  [PASSIVE_POLICIES.name]: PASSIVE_POLICIES,
  [AGGRESSIVE_POLICIES.name]: AGGRESSIVE_POLICIES,
};
