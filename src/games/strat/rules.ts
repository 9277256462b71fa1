import { defineRule, ruleParams, type RuleSet } from '../../core/OptionalRule.ts';
import { REPLAY_RULES, replayRules, type ReplayRules } from '../../modules/replay/rules.ts';

/**
 * The Alternative Rules' infield-in chart: with a runner on 3rd and the infield in (or the corners in, on a ball to 1st
 * or 3rd), groundballs B and C go to DECIDE instead of the main chart's fixed plays.
 */
export const DECIDE_INFIELD_IN = defineRule({
  name: 'decide-infield-in',
  title: 'The infield-in chart with DECIDE',
  scope: 'plate appearance',
  summary:
    'With a runner on 3rd and the infield in, groundballs read the ' +
    "Alternative Rules' infield-in chart, which sends B and C balls to DECIDE " +
    '(the offense sends the runner or holds him; the defense throws ' +
    "home or takes the out at 1st; cardlab's reconstruction of DECIDE).",
  tables: ['infield-in-decide'],
  params: {},
});

/**
 * The Alternative Rules' pitcher chart: a groundball to the pitcher with a runner on 3rd reads it, instead of the
 * infield-in chart.
 */
export const PITCHER_CHART = defineRule({
  name: 'pitcher-chart',
  title: 'Groundballs to the pitcher with a runner on 3rd',
  scope: 'plate appearance',
  summary:
    "A groundball to the pitcher with a runner on 3rd reads the Alternative Rules' " +
    'pitcher chart (DECIDE on some B and C balls) instead of the infield-in chart.',
  tables: ['pitcher-runner-on-third'],
  params: {},
});

/** The Alternative Rules' Stealing on Turf: +1 to a steal's safe range on artificial turf, after every other change. */
export const TURF_STEALS = defineRule({
  name: 'turf-steals',
  title: 'Stealing on turf',
  scope: 'game',
  summary:
    'A steal in a park whose card says `surface: turf` is safe on one more of the ' +
    "d20, after every other adjustment (a held runner's range still ends at 19).",
  tables: [],
  params: {},
});

/**
 * The Alternative Rules' Pitcher Rest: relievers rest by Table 7 (innings and short or long relief), a pitcher who
 * relieved the day before starts fatigued, and a pitcher with no relief rating relieves with endurance 3.
 */
export const PITCHER_REST = defineRule({
  name: 'pitcher-rest',
  title: "Pitcher rest (Relief Pitcher's Rest Chart)",
  scope: 'season',
  summary:
    'Relievers rest the days Table 7 gives for their innings (short relievers ' +
    "1-2, long 3-4; cardlab's reading of its lost footnotes), a pitcher who " +
    "relieved in his team's last game starts past his point of weakness, and " +
    'a pitcher with no relief rating relieves with endurance 3 instead of 1.',
  tables: ['rest'],
  params: {},
});

/**
 * Strat's optional rules, in catalog order, then Replay's charts in place of Strat's sacrifice and hit and run and as
 * the squeeze Strat lacks (game/strategy.ts).
 */
export const STRAT_RULES = [DECIDE_INFIELD_IN, PITCHER_CHART, TURF_STEALS, PITCHER_REST, ...REPLAY_RULES] as const;

/** Which optional rules a Strat matchup or game plays with. */
export interface StratRules {
  decideInfieldIn: boolean;
  pitcherChart: boolean;
  turfSteals: boolean;
  pitcherRest: boolean;
  /** Replay's rules on, each with the defense's calls it plays with; absent when none is. */
  replay?: ReplayRules;
}

export const MAIN_STRAT_RULES: StratRules = {
  decideInfieldIn: false,
  pitcherChart: false,
  turfSteals: false,
  pitcherRest: false,
};

/** The optional rules of a rule set, as a matchup reads them. */
export function stratRules(set: RuleSet): StratRules {
  const on = (rule: Parameters<typeof ruleParams>[1]) => ruleParams(set, rule) !== undefined;
  const replay = replayRules(set);
  return {
    decideInfieldIn: on(DECIDE_INFIELD_IN),
    pitcherChart: on(PITCHER_CHART),
    turfSteals: on(TURF_STEALS),
    pitcherRest: on(PITCHER_REST),
    ...(Object.keys(replay).length > 0 && { replay }),
  };
}
