import type { OptionalRule } from '../../../core/OptionalRule.ts';
import { REPLAY_BUNT, REPLAY_HIT_AND_RUN, REPLAY_SQUEEZE } from '../../../modules/replay/rules.ts';
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

/** Every optional rule of the Pine Tar manual, in the manual's order; then Replay's charts (src/modules/replay). */
export const PINE_TAR_RULES: readonly OptionalRule[] = [
  BASE_STEALING,
  DEFENSIVE_ROLLS,
  HIT_AND_RUN,
  MIP_MODIFIERS,
  RISP_PENALTY,
  RELIEVER_LIMITS,
  PLAYS_AT_THE_PLATE,
  INJURIES,
  DICE_RANDOMIZER,
  SO_BB_RATINGS,
  STEAL_OF_HOME,
  DOUBLE_STEAL,
  INFIELD_IN,
  RARE_PLAYS,
  REPLAY_BUNT,
  REPLAY_SQUEEZE,
  // Measured against Pine Tar's own hit and run, which it replaces where its chart applies.
  { ...REPLAY_HIT_AND_RUN, measuredWith: [HIT_AND_RUN.name] },
];
