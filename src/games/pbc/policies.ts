import type { BaseOutState } from '../../core/model/baseOut.ts';
import { battedForPitcher } from '../../core/game/pitcherPinchHit.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { HIT_TYPE_BASES, ADVANCES, type HitType } from './vocabulary.ts';

/** The offense's strategy for a plate appearance. */
export type PbcStrategy = 'swing' | 'sacrifice' | 'bunt-for-hit' | 'squeeze';

/** A runner's try for a base, as a manager weighs it: from where to where, and his chance of making it. */
export interface Attempt {
  from: number;
  to: number;
  chance: number;
}

/** What the offense knows when it picks its strategy: the chances each bunt has, where the state allows it. */
export interface StrategyCall {
  /** The batter is a pitcher. */
  pitcher: boolean;
  /** Chance the runners move up on a sacrifice (the bunt within three of the defense). */
  sacrifice?: number;
  /** Chance of a bunt hit (beating the defense by three). */
  buntForHit: number;
  /** Chance the runner from 3rd scores on a squeeze. */
  squeeze?: number;
}

/**
 * The choices the PBC rules leave to the managers, as named, swappable functions, each asked only when the rules
 * offer it. Chances are probabilities 0-1.
 */
export interface PbcPolicies {
  name: string;
  /** Offense: use Variance on a hit-type roll ("Adding the Slugging modifier is OPTIONAL")? */
  applyVariance(rolled: HitType, shifted: HitType): boolean;
  /** Offense: send a runner (or the batter, stretching) for one more base? */
  sendRunner(state: BaseOutState, situation: Situation, attempt: Attempt): boolean;
  /** Defense, FC: put out the lead runner (the text's example) or the batter? */
  fielderChoice(state: BaseOutState, situation: Situation): 'lead' | 'batter';
  /** Defense, a GO the section reads: the sure out at 1st, or a roll-off on the lead runner (out on `chance`)? */
  groundOut(state: BaseOutState, situation: Situation, leadOutChance: number): 'first' | 'lead';
  /** Defense, runners tagging under fly-out-one-throw: the index of the attempt it throws at. */
  throwAt(state: BaseOutState, situation: Situation, attempts: readonly Attempt[]): number;
  /** Offense, before a plate appearance: should the lead runner with an open base ahead steal? */
  steal(state: BaseOutState, situation: Situation, attempt: Attempt): boolean;
  /** Offense, before a plate appearance: swing away or bunt? */
  strategy(state: BaseOutState, situation: Situation, call: StrategyCall): PbcStrategy;
  /** Defense, a bunt with runners on: throw to the lead runner's base or to first? */
  buntThrow(state: BaseOutState, situation: Situation): 'lead' | 'first';
  /** Manager, between batters and before an inning: lift a pitcher with these fatigue points? */
  liftPitcher(points: number, situation: Situation): boolean;
  /**
   * Manager, before a batter bats: send up the bench's best for him? Hit chances are the cards' hit rolls' (a pitcher
   * batted for leaves the game; `starter`: he started it).
   */
  pinchHit(
    situation: Situation,
    batter: { pitcher: boolean; starter: boolean; hitChance: number },
    candidate: { hitChance: number },
  ): boolean;
}

/** A hit type's worth in bases: A hits a little more (runners take an extra base), an HR^ less (it may be robbed). */
const worth = (type: HitType) => HIT_TYPE_BASES[type] + (ADVANCES[type] ? 0.5 : 0) - (type === 'HR^' ? 0.5 : 0);

/** Break-even chances for taking a base, by the base taken and outs: a run is worth an out at home, less at third. */
function breakEven(attempt: Attempt, outs: number, boldness: number): number {
  const base = attempt.to === 4 ? [0.7, 0.65, 0.45] : attempt.to === 3 ? [0.75, 0.7, 0.85] : [0.75, 0.72, 0.75];
  return base[Math.min(outs, 2)]! - boldness;
}

function manager(name: string, boldness: number): PbcPolicies {
  return {
    name,
    applyVariance: (rolled, shifted) => worth(shifted) > worth(rolled),
    sendRunner: (state, _situation, attempt) => attempt.chance >= breakEven(attempt, state.outs, boldness),
    fielderChoice: () => 'lead',
    groundOut: (state, _situation, leadOutChance) =>
      state.bases[2] !== -1 && state.outs < 2 && leadOutChance >= 0.5 - boldness / 2 ? 'lead' : 'first',
    throwAt: (_state, _situation, attempts) =>
      attempts.reduce((best, a, i) => (a.chance < attempts[best]!.chance ? i : best), 0),
    steal: (state, _situation, attempt) => attempt.chance >= breakEven(attempt, state.outs, boldness) + 0.02,
    strategy: (state, situation, call) => {
      const late = situation.inning >= 7 && Math.abs(situation.offenseLead) <= 1;
      if (call.squeeze !== undefined && state.outs < 2 && late && call.squeeze >= 0.6 - boldness) return 'squeeze';
      if (call.sacrifice !== undefined && state.outs === 0 && (call.pitcher || late) && call.sacrifice >= 0.8)
        return 'sacrifice';
      return 'swing';
    },
    buntThrow: () => 'lead',
    // Below zero his Out Chart starts walking batters on 2 and 12: the default manager lifts him then; a wary one lets
    // him go a point further, a bold one lifts a starter at 0 points from the 7th (before his first walk total).
    // A pitcher is batted for as managers did (battedForPitcher: a reliever always, the starter from the 7th unless
    // three up) by a better bat, a position player only late and close (from the 8th, within a run) by a bat four
    // ways in 36 better; a bold manager starts an inning sooner, a wary one later.
    pinchHit: (situation, batter, candidate) => {
      const inning = situation.inning + (boldness > 0 ? 1 : boldness < 0 ? -1 : 0);
      const lead = situation.offenseLead;
      if (batter.pitcher)
        return battedForPitcher({ ...situation, inning }, batter.starter) && candidate.hitChance > batter.hitChance;
      return inning >= 8 && Math.abs(lead) <= 1 && candidate.hitChance >= batter.hitChance + 4 / 36;
    },
    liftPitcher: (points, situation) =>
      boldness > 0 ? points < 0 || (points === 0 && situation.inning >= 7) : points < (boldness < 0 ? -1 : 0),
  };
}

/** The managers a season can play under: the default weighs break-even chances; the others are bolder or warier. */
export const PBC_MANAGERS: Readonly<Record<string, PbcPolicies>> = {
  default: manager('default', 0),
  aggressive: manager('aggressive', 0.1),
  cautious: manager('cautious', -0.1),
  literal: {
    ...manager('literal', 0),
    // Variance every time, as the hitting examples apply it ("his new score is a 10").
    applyVariance: () => true,
  },
};

export const DEFAULT_PBC_POLICIES = PBC_MANAGERS.default!;

/** The situation of a plate appearance outside a game (a check): the first inning, the score tied. */
export const NEUTRAL_SITUATION: Situation = { inning: 1, offenseLead: 0 };
