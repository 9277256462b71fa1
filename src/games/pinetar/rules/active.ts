import { ruleParams, type RuleParameter, type RuleParams, type RuleSet } from '../../../core/OptionalRule.ts';
import { replayRules, type ReplayDefense } from '../../../modules/replay/rules.ts';
import { BASE_STEALING } from './baseStealing.ts';
import { DEFENSIVE_ROLLS } from './defensiveRolls.ts';
import { DICE_RANDOMIZER } from './diceRandomizer.ts';
import { DOUBLE_STEAL } from './doubleSteal.ts';
import { HIT_AND_RUN } from './hitAndRun.ts';
import { INFIELD_IN } from './infieldIn.ts';
import { INJURIES } from './injuries.ts';
import { MIP_MODIFIERS } from './mipModifiers.ts';
import { PLAYS_AT_THE_PLATE } from './playsAtThePlate.ts';
import { RARE_PLAYS } from './rarePlays.ts';
import { RELIEVER_LIMITS } from './relieverLimits.ts';
import { RISP_PENALTY } from './rispPenalty.ts';
import { SO_BB_RATINGS } from './soBbRatings.ts';
import { STEAL_OF_HOME } from './stealOfHome.ts';

type Params<R> = R extends { params: infer P extends Readonly<Record<string, RuleParameter>> } ? RuleParams<P> : never;

/** The optional rules of a rule set as typed parameters; a rule that is off is undefined. */
export interface PineTarRules {
  text: string;
  baseStealing?: Params<typeof BASE_STEALING>;
  defensiveRolls?: Params<typeof DEFENSIVE_ROLLS>;
  hitAndRun?: Params<typeof HIT_AND_RUN>;
  mipModifiers?: Params<typeof MIP_MODIFIERS>;
  rispPenalty?: Params<typeof RISP_PENALTY>;
  relieverLimits?: Params<typeof RELIEVER_LIMITS>;
  playsAtThePlate?: Params<typeof PLAYS_AT_THE_PLATE>;
  injuries?: Params<typeof INJURIES>;
  diceRandomizer?: Params<typeof DICE_RANDOMIZER>;
  soBbRatings?: Params<typeof SO_BB_RATINGS>;
  stealOfHome?: Params<typeof STEAL_OF_HOME>;
  doubleSteal?: Params<typeof DOUBLE_STEAL>;
  infieldIn?: Params<typeof INFIELD_IN>;
  rarePlays?: Params<typeof RARE_PLAYS>;
  /** Replay's charts (src/modules/replay), each with the defense's calls it plays with. */
  replayBunt?: ReplayDefense;
  replaySqueeze?: ReplayDefense;
  replayHitAndRun?: ReplayDefense;
}

/** The main rules: every optional rule off. */
export const MAIN_PINE_TAR_RULES: PineTarRules = { text: 'main' };

/**
 * Rules alike are one object, whichever plan asked: the dice-graph compiler tells rules apart by identity, so plans of
 * one run under the same rules share its enumerated plays.
 */
const INTERNED = new Map<string, PineTarRules>([[JSON.stringify(MAIN_PINE_TAR_RULES), MAIN_PINE_TAR_RULES]]);

/**
 * A rule set's Pine Tar rules, typed (the same object for the same rules).
 * @example
 * pineTarRules({ text: 'infield-in', rules: { 'infield-in': {} } }).infieldIn // => { whiteDieAdjustment: -2,
 * singleExtension: 3 }
 */
export function pineTarRules(set: RuleSet): PineTarRules {
  const on = <R extends Parameters<typeof ruleParams>[1]>(rule: R) => ruleParams(set, rule) as Params<R> | undefined;
  const replay = replayRules(set);
  const rules: PineTarRules = {
    text: set.text,
    baseStealing: on(BASE_STEALING),
    defensiveRolls: on(DEFENSIVE_ROLLS),
    hitAndRun: on(HIT_AND_RUN),
    mipModifiers: on(MIP_MODIFIERS),
    rispPenalty: on(RISP_PENALTY),
    relieverLimits: on(RELIEVER_LIMITS),
    playsAtThePlate: on(PLAYS_AT_THE_PLATE),
    injuries: on(INJURIES),
    diceRandomizer: on(DICE_RANDOMIZER),
    soBbRatings: on(SO_BB_RATINGS),
    stealOfHome: on(STEAL_OF_HOME),
    doubleSteal: on(DOUBLE_STEAL),
    infieldIn: on(INFIELD_IN),
    rarePlays: on(RARE_PLAYS),
    replayBunt: replay.bunt,
    replaySqueeze: replay.squeeze,
    replayHitAndRun: replay.hitAndRun,
  };
  for (const key of Object.keys(rules) as (keyof PineTarRules)[]) if (rules[key] === undefined) delete rules[key];
  const text = JSON.stringify(rules);
  let same = INTERNED.get(text);
  if (!same) INTERNED.set(text, (same = rules));
  return same;
}
