import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Base stealing (manual v2.1, "Base Stealing"): runners rated AA-E may try for 2nd or 3rd before a batter's roll, when
 * the Steal Opportunity table allows it (inning, attempts per series) and the team has the steal points it costs. Safe
 * on a 2-die roll at or under SBC + the catcher's AR (3rd base: 5 less). One attempt before each plate appearance. A
 * series is three of a team's games (the schedule has none), so a season's games are played in order.
 */
export const BASE_STEALING = defineRule({
  name: 'base-stealing',
  title: 'Base stealing with SBO grades and steal points',
  scope: 'season',
  summary:
    'Steals of 2nd and 3rd before a batter rolls: the manager asks, the Steal Opportunity table allows by grade, ' +
    'inning and attempts per series (three games), steal points pay; safe on a roll <= SBC + catcher AR (3rd: -5).',
  tables: ['steal-opportunity'],
  params: {
    pointsPerGame: {
      default: 4,
      min: 0,
      max: 40,
      integer: true,
      doc: 'Steal points per team for nine innings ("a maximum of 4 steal points per 9 inning game").',
    },
    extraInningPoints: {
      default: 2,
      min: 0,
      max: 40,
      integer: true,
      doc: 'Points added when the game goes to extra innings ("each team is awarded 2 additional steal points").',
    },
    thirdBaseAdjustment: {
      default: -5,
      min: -99,
      max: 99,
      integer: true,
      doc: 'Added to SBC on steals of 3rd ("subtract 5 from the runners base SBC").',
    },
    seriesLength: {
      default: 3,
      min: 1,
      max: 162,
      integer: true,
      doc: "A team's games in a series, over which the Steal Opportunity table limits each runner's attempts.",
    },
  },
});

/**
 * Whether a steal succeeds: the 2-die roll at or under the adjusted chance.
 * @example stealSucceeds(70, 82 - 9) // => true (the manual's example: AR -9, SBC 82, roll 70)
 */
export function stealSucceeds(roll: number, chance: number): boolean {
  return roll <= chance;
}
