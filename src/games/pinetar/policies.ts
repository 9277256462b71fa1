import type { BaseOutState } from '../../model/baseOut.ts';

import type { Situation } from '../GameSystem.ts';

/** Plate-appearance mode (`cardlab check`): the first inning of a tied game. */
export const NEUTRAL_SITUATION: Situation = { inning: 1, offenseLead: 0 };

export type BuntChoice = 'swing' | 'sacrifice' | 'squeeze';

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
  /** Defense, bases loaded: take the `*` (force at home for one out) or `**` (home-to-first DP) option? */
  takeBasesLoadedOption(state: BaseOutState, situation: Situation, mark: '*' | '**'): boolean;
  /** Offense: send the runner on `base - 1` to steal `base` (asked only by the optional base-stealing rules). */
  steal?(state: BaseOutState, situation: Situation, base: 2 | 3 | 4): boolean;
  /** Offense: put on the hit and run (asked only by the optional hit-and-run rule). */
  hitAndRun?(state: BaseOutState, situation: Situation): boolean;
  /** Defense: play the infield in (asked only by the optional rule for playing in). */
  infieldIn?(state: BaseOutState, situation: Situation): boolean;
}

/** True late in a game when one run ties it or puts the offense ahead: when a manager fights for the runner on 3rd. */
function runMattersLate(situation: Situation): boolean {
  return situation.inning >= 8 && (situation.offenseLead === -1 || situation.offenseLead === 0);
}

/**
 * The default manager. Pitchers sacrifice with runners on 1st and/or 2nd (nobody squeezes); every runner who may
 * tag up tries (the only risk is 77/88/99, 3 in 100); the defense refuses a GDP only when the rules allow it and
 * the run would tie the game; with the bases loaded it takes the `**` home-to-first double play always, and the
 * `*` force at home only late in a game when the run would tie it or give the offense the lead.
 */
export const DEFAULT_POLICIES: ManagerPolicies = {
  name: 'default',
  bunt: (_state, _situation, batter, allowed) => (batter.isPitcher && allowed.includes('sacrifice') ? 'sacrifice' : 'swing'),
  tagUp: () => true,
  refuseDoublePlay: (_state, situation) => situation.offenseLead === -1,
  takeBasesLoadedOption: (state, situation, mark) => mark === '**' || (state.outs === 0 && runMattersLate(situation)),
};

/** A manager who never bunts, never tags and never takes an option: useful to isolate the tables in tests. */
export const PASSIVE_POLICIES: ManagerPolicies = {
  name: 'passive',
  bunt: () => 'swing',
  tagUp: () => false,
  refuseDoublePlay: () => false,
  takeBasesLoadedOption: () => false,
};

/** Managers by name, for `--manager`. */
export const MANAGER_POLICIES: Readonly<Record<string, ManagerPolicies>> = {
  [DEFAULT_POLICIES.name]: DEFAULT_POLICIES,
  [PASSIVE_POLICIES.name]: PASSIVE_POLICIES,
};
