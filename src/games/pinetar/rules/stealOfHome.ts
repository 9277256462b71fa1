import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Straight steals of home (manual v2.1): a runner on 3rd rated A, B or C, fewer than 2 outs, neither team ahead by more
 * than 2, steal points to pay and his opportunity limits met, steals home on a roll at or under SBC - 55 (no catcher's
 * AR). Each team tries once a month; cardlab's month is 27 of a team's games (162 / 6).
 */
export const STEAL_OF_HOME = defineRule({
  name: 'steal-of-home',
  title: 'Straight steals of home',
  scope: 'season',
  summary:
    'A, B or C runners steal home on a roll <= SBC - 55, with fewer than ' +
    '2 outs and the score within 2; once a month (27 team games) per team.',
  requires: ['base-stealing'],
  params: {
    adjustment: {
      default: -55,
      min: -99,
      max: 99,
      integer: true,
      doc: 'Added to SBC ("subtract 55 from the runners Stolen Base Chance").',
    },
    maxLead: { default: 2, min: 0, max: 30, integer: true, doc: '"Neither team may be ahead by more than 2 runs."' },
    perMonth: { default: 1, min: 0, max: 30, integer: true, doc: 'Attempts per team per month ("once a month").' },
    gamesPerMonth: {
      default: 27,
      min: 1,
      max: 162,
      integer: true,
      doc: "A team's games in a month (a 162-game season over six months).",
    },
  },
});
