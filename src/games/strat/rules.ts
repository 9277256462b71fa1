import { defineRule, ruleParams, type RuleSet } from '../OptionalRule.ts';

/**
 * The Alternative Rules' infield-in chart: with a runner on 3rd and the infield in (or the corners in, on a ball to 1st
 * or 3rd), groundballs B and C go to DECIDE instead of the main chart's fixed plays.
 */
export const DECIDE_INFIELD_IN = defineRule({
  name: 'decide-infield-in',
  title: 'The infield-in chart with DECIDE',
  scope: 'plate appearance',
  summary:
    'With a runner on 3rd and the infield in, groundballs read the Alternative Rules\' infield-in chart, which sends B and C balls to DECIDE (the offense sends the runner or holds him; the defense throws home or takes the out at 1st; cardlab\'s reconstruction of DECIDE).',
  tables: ['infield-in-decide'],
  params: {},
});

/** The Alternative Rules' pitcher chart: a groundball to the pitcher with a runner on 3rd reads it, instead of the infield-in chart. */
export const PITCHER_CHART = defineRule({
  name: 'pitcher-chart',
  title: 'Groundballs to the pitcher with a runner on 3rd',
  scope: 'plate appearance',
  summary: 'A groundball to the pitcher with a runner on 3rd reads the Alternative Rules\' pitcher chart (DECIDE on some B and C balls) instead of the infield-in chart.',
  tables: ['pitcher-runner-on-third'],
  params: {},
});

/** Strat's optional rules, in catalog order. Turf and pitcher rest act on steals and seasons, which are not played yet. */
export const STRAT_RULES = [DECIDE_INFIELD_IN, PITCHER_CHART] as const;

/** Which optional rules a Strat matchup plays with. */
export interface StratRules {
  decideInfieldIn: boolean;
  pitcherChart: boolean;
}

export const MAIN_STRAT_RULES: StratRules = { decideInfieldIn: false, pitcherChart: false };

/** The optional rules of a rule set, as a matchup reads them. */
export function stratRules(set: RuleSet): StratRules {
  return { decideInfieldIn: ruleParams(set, DECIDE_INFIELD_IN) !== undefined, pitcherChart: ruleParams(set, PITCHER_CHART) !== undefined };
}
