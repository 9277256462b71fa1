import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { battedForPitcher } from '../../core/game/pitcherPinchHit.ts';
import type { RatingGrade } from './cards.ts';

/** Where the defense plays its infield: back, in (the whole infield), or the corners in. */
export type InfieldPosition = 'back' | 'in' | 'corners';

/** What a runner's try for an extra base comes on: a single or double without stars, a fly ball, a DECIDE. */
export type TryOn = 'single' | 'double' | 'fly' | 'decide';

/** The offense's strategy for a plate appearance (Bunting and Hit and Run). */
export type Strategy = 'swing' | 'sacrifice' | 'hit-and-run';

/** The batter as the strategy calls see him. */
export interface StrategyBatter {
  bunting: RatingGrade;
  hitAndRun: RatingGrade;
  /** A pitcher batting. */
  pitcher: boolean;
}

/** What the offense knows when it picks its strategy. */
export interface StrategyCall {
  batter: StrategyBatter;
  /** The defense has the infield (or the corners) in. */
  infieldIn: boolean;
  /** What the rules allow here. */
  sacrifice: boolean;
  hitAndRun: boolean;
  /** The probability (0-1) that the lead runner is safe should a missed pitch send him (his lead dice and ratings). */
  runnerSafety: number;
}

/**
 * The choices the Super-Advanced rules leave to the managers, as named, swappable functions, each asked only when the
 * rules offer it. Safe chances are d20 numbers (1-19): a roll at or under them is safe.
 */
export interface StratPolicies {
  name: string;
  /** Defense, before each plate appearance: hold the lead runner (on `base`) on? */
  holdRunner(state: BaseOutState, situation: Situation, base: 1 | 2 | 3): boolean;
  /** Defense, with a runner on 3rd: where the infield plays. */
  infield(state: BaseOutState, situation: Situation): InfieldPosition;
  /** Offense: send the lead runner for an extra base (`target` 3 or home, 4) on what `on` says? */
  sendRunner(state: BaseOutState, situation: Situation, target: 3 | 4, chance: number, on: TryOn): boolean;
  /**
   * Offense, cut-off play, the defense throwing home: send the trail runners up a base too (the lead one safe on
   * `chance`)?
   */
  sendTrailRunners(state: BaseOutState, situation: Situation, chance: number): boolean;
  /** Defense: throw home at a runner sent (safe on `chance`), or concede the run and hold the trail runners? */
  throwHome(state: BaseOutState, situation: Situation, chance: number): boolean;
  /**
   * Defense, cut-off play with the trail runners going: throw home, or cut the throw off and play on the lead trail
   * runner?
   */
  cutOff(state: BaseOutState, situation: Situation, leadChance: number, trailChance: number): 'home' | 'trail';
  /**
   * Defense, a runner sent from 1st to 3rd on a single: throw to third (the batter takes 2nd), or concede third (the
   * batter holds)?
   */
  throwToThird(state: BaseOutState, situation: Situation, chance: number): boolean;
  /** Defense, DECIDE: throw home at the runner from 3rd (safe on `chance`), or take the sure out at 1st? */
  decideThrowHome(state: BaseOutState, situation: Situation, chance: number): boolean;
  /**
   * Offense, before a plate appearance: should the lead runner with an open base ahead try to steal `base`? His safe
   * ranges with a good lead and without one (0 where he may not go without one), all adjustments made.
   */
  steal(
    state: BaseOutState,
    situation: Situation,
    attempt: { base: 2 | 3 | 4; leadChance: number; noLeadChance: number },
  ): boolean;
  /** Offense, no good lead (or a dive back) at 1st: go anyway on the second rating's safe range? */
  stealWithoutLead(state: BaseOutState, situation: Situation, chance: number): boolean;
  /** Defense, a runner with a good lead: throw (he is safe on `chance`), or let him take the base? */
  contestSteal(state: BaseOutState, situation: Situation, chance: number): boolean;
  /**
   * Offense, runners on 1st and 3rd: call the delayed steal (the runner from 1st safe on `second`, from 3rd on `home`)?
   */
  delayedSteal(state: BaseOutState, situation: Situation, chances: { second: number; home: number }): boolean;
  /** Defense, a delayed steal: throw to second, or hold the ball and give the runner 2nd? */
  delayedThrow(state: BaseOutState, situation: Situation, chances: { second: number; home: number }): boolean;
  /** Defense, a runner on 3rd: bring the outfield in (Bringing the Outfield In at the End of the Game)? */
  outfieldIn(state: BaseOutState, situation: Situation): boolean;
  /** Offense, the catcher threw to second on a delayed steal: send the runner from 3rd home (safe on `chance`)? */
  delayedRunHome(state: BaseOutState, situation: Situation, chance: number): boolean;
  /** Defense, the runner from 3rd going: cut the throw off and throw home, or play on the runner going to second? */
  delayedCutOff(
    state: BaseOutState,
    situation: Situation,
    chances: { second: number; home: number },
  ): 'home' | 'second';
  /**
   * Defense, a sacrifice possible with 3rd open: bring the corners in against the bunt (the bunt chart's infield-in
   * rows)?
   */
  chargeBunt(state: BaseOutState, situation: Situation, batter: StrategyBatter): boolean;
  /** Offense, before a plate appearance where the rules allow a bunt or a hit and run: which, or swing away? */
  strategy(state: BaseOutState, situation: Situation, call: StrategyCall): Strategy;
  /** Offense, his pitcher due up (the starter, or a reliever) and a reliever left to take over: pinch hit for him? */
  pinchHitPitcher(situation: Situation, starter: boolean): boolean;
}

/** Plate-appearance mode (`cardlab check`): the first inning of a tied game. */
export const NEUTRAL_SITUATION: Situation = { inning: 1, offenseLead: 0 };

/** The default manager's hit and run: only when the runner would be safe this often should a missed pitch send him. */
const RUNNER_SAFETY = 0.45;

/** The default manager's safe chance with a good lead for a try at 2nd: more likely safe than out. */
const STEAL_SECOND_AT = 11;

/**
 * The default manager's sends on a hit without stars, by outs (d20 chances, all adjustments made). Calibrated so that
 * the 2016 league's built cards advance runners about as Retrosheet's 2016 events did (docs/seasons.md): bolder than
 * run expectancy's break-even with none out (about 19 of 20), near it with two (8).
 */
const HOME_ON_SINGLE = [14, 12, 8] as const;
const HOME_ON_DOUBLE = [14, 12, 12] as const;
/** From 1st to 3rd on a single only when all but sure: a card's SI** carries most of those runners. */
const THIRD_ON_SINGLE = 18;

/** From the 7th inning on, tied or one run down. */
const closeLate = (situation: Situation) =>
  situation.inning >= 7 && (situation.offenseLead === -1 || situation.offenseLead === 0);

/** Late in a game where one run ties it or puts the offense ahead: when the defense fights for the runner on 3rd. */
const runMattersLate = (situation: Situation) =>
  situation.inning >= 8 && (situation.offenseLead === -1 || situation.offenseLead === 0);

/**
 * The default manager. The defense holds a runner on 1st with 2nd open (where steals come from) and nobody else,
 * throws on every steal, and on a delayed steal throws to second unless the runner is 70% or better there. The
 * offense tries for a lead to steal 2nd whenever a good lead makes him more likely safe than out (11 of 20: a
 * card's lead totals hold how often its runner goes, as built cards' hold his real attempts), 3rd with fewer than
 * two out at 75%, goes without a lead at 75%, never steals home or calls the delayed steal, and sends the
 * runner from 3rd on a delayed steal at 60%. It brings the outfield in when the winning run is on 3rd with fewer than
 * two out (a tie from the bottom of the 9th). It plays the infield in only late when the run on 3rd matters, throws at
 * any runner who is not all but sure to be safe, and cuts a throw off only for a clearly easier out. On a hit without
 * stars the offense sends the runner home at 70%, 60% and 40% (14, 12, 8 of 20) with none, one and two out on a
 * single, 70%, 60%, 60% on a double, and from 1st to 3rd at 90% (18); on a fly ball or a DECIDE home at 60%, third
 * at 75% (85% with two out, when third base gains little); trail runners at 70%. With nobody out, pitchers sacrifice
 * whenever they may (and the defense brings the corners in on them), good bunters (A, B) from the 7th, tied or a run
 * down. Batters rated A or B for the hit and run call it with a lone runner on 1st and fewer than two out when the
 * runner would be safe 45% of the time should a missed pitch send him (his lead dice and ratings, held). A pitcher
 * due up is batted for as managers did (battedForPitcher: a reliever always, the starter from the 7th unless 3 up).
 */
export const DEFAULT_STRAT_POLICIES: StratPolicies = {
  name: 'default',
  holdRunner: (state, _situation, base) => base === 1 && state.bases[1] < 0,
  infield: (state, situation) => (state.outs < 2 && runMattersLate(situation) ? 'in' : 'back'),
  sendRunner: (state, _situation, target, chance, on) => {
    const outs = Math.min(2, state.outs) as 0 | 1 | 2;
    if (on === 'single') return chance >= (target === 4 ? HOME_ON_SINGLE[outs] : THIRD_ON_SINGLE);
    if (on === 'double') return chance >= HOME_ON_DOUBLE[outs];
    return target === 4 ? chance >= 12 : chance >= (state.outs === 2 ? 17 : 15);
  },
  sendTrailRunners: (_state, _situation, chance) => chance >= 14,
  throwHome: (_state, _situation, chance) => chance <= 17,
  cutOff: (_state, _situation, leadChance, trailChance) => (trailChance <= leadChance - 4 ? 'trail' : 'home'),
  throwToThird: (_state, _situation, chance) => chance <= 17,
  decideThrowHome: (_state, _situation, chance) => chance <= 12,
  steal: (state, _situation, { base, leadChance }) =>
    base === 2 ? leadChance >= STEAL_SECOND_AT : base === 3 && state.outs < 2 && leadChance >= 15,
  stealWithoutLead: (_state, _situation, chance) => chance >= 15,
  contestSteal: () => true,
  delayedSteal: () => false,
  delayedThrow: (_state, _situation, { second }) => second <= 14,
  delayedRunHome: (_state, _situation, chance) => chance >= 12,
  outfieldIn: (state, situation) =>
    situation.bottom === true && situation.inning >= 9 && situation.offenseLead === 0 && state.outs < 2,
  delayedCutOff: (state, _situation, { second, home }) => (state.outs === 2 || second > home ? 'home' : 'second'),
  chargeBunt: (_state, _situation, batter) => batter.pitcher,
  strategy: (state, situation, call) => {
    const { batter } = call;
    if (
      call.sacrifice &&
      state.outs === 0 &&
      (batter.pitcher || (closeLate(situation) && (batter.bunting === 'A' || batter.bunting === 'B')))
    )
      return 'sacrifice';
    const runnerOnFirstOnly = state.bases[0] >= 0 && state.bases[1] < 0;
    const contact = batter.hitAndRun === 'A' || batter.hitAndRun === 'B';
    if (
      call.hitAndRun &&
      !batter.pitcher &&
      contact &&
      runnerOnFirstOnly &&
      state.outs < 2 &&
      call.runnerSafety >= RUNNER_SAFETY
    )
      return 'hit-and-run';
    return 'swing';
  },
  pinchHitPitcher: battedForPitcher,
};

/**
 * A manager who never steals, bunts, calls the hit and run or sends a runner for an extra base, never brings the
 * infield or outfield in, never throws home on a DECIDE and never bats for his pitcher: the cards and charts alone, for
 * seeing what the managers' choices add.
 */
export const PASSIVE_STRAT_POLICIES: StratPolicies = {
  ...DEFAULT_STRAT_POLICIES,
  name: 'passive',
  infield: () => 'back',
  sendRunner: () => false,
  sendTrailRunners: () => false,
  decideThrowHome: () => false,
  steal: () => false,
  stealWithoutLead: () => false,
  delayedSteal: () => false,
  outfieldIn: () => false,
  chargeBunt: () => false,
  strategy: () => 'swing',
  pinchHitPitcher: () => false,
};

/**
 * A manager who runs whenever the odds are near even: he steals 2nd at 55% (11 of 20, with or without a lead), 3rd at
 * 65% with fewer than two out, home at 25%, calls the delayed steal when the runner from 3rd is 30% safe, and calls
 * the hit and run whenever the rules allow it (never for a pitcher). Otherwise the default manager.
 */
export const AGGRESSIVE_STRAT_POLICIES: StratPolicies = {
  ...DEFAULT_STRAT_POLICIES,
  name: 'aggressive',
  steal: (state, _situation, { base, leadChance }) =>
    base === 2 ? leadChance >= 11 : base === 3 ? state.outs < 2 && leadChance >= 13 : leadChance >= 5,
  stealWithoutLead: (_state, _situation, chance) => chance >= 11,
  delayedSteal: (_state, _situation, { home }) => home >= 6,
  strategy: (state, situation, call) =>
    call.hitAndRun && !call.batter.pitcher ? 'hit-and-run' : DEFAULT_STRAT_POLICIES.strategy(state, situation, call),
};

/** Managers by name, for `--manager`. */
export const STRAT_MANAGERS: Readonly<Record<string, StratPolicies>> = Object.fromEntries(
  [DEFAULT_STRAT_POLICIES, PASSIVE_STRAT_POLICIES, AGGRESSIVE_STRAT_POLICIES].map((policies) => [
    policies.name,
    policies,
  ]),
);
