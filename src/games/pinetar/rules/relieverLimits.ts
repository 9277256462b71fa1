import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Season use limits for relief pitchers (manual v2.1): a reliever who pitches 2 innings in a game sits out the next,
 * and none pitches in more than 3 consecutive games. Played over a season in order (a season's games are one chunk).
 */
export const RELIEVER_LIMITS = defineRule({
  name: 'reliever-limits',
  title: 'Season use limits for relief pitchers',
  scope: 'season',
  summary: "A reliever who pitched 2 innings sits out his team's next game; after 3 consecutive games he sits out one.",
  params: {
    restAfterInnings: {
      default: 2,
      min: 1,
      max: 9,
      integer: true,
      doc: 'Innings in relief (outs / 3) that cost the next game.',
    },
    consecutiveGames: {
      default: 3,
      min: 1,
      max: 20,
      integer: true,
      doc: 'Most consecutive team games a reliever may pitch in.',
    },
  },
});
