import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Player injuries (manual v2.1): after each game every pitcher who appeared (in order) and one starting position
 * player (a d10 picks his batting-order spot; 0 or the pitcher's spot: nobody) roll 2 dice against the INJ number; an
 * injury's length in games comes from a d10 on the Injury Length table by the INJ letter. A team has at most one
 * position player and one pitcher out at a time; while one is out, others of his kind are not checked.
 */
export const INJURIES = defineRule({
  name: 'injuries',
  title: 'Player injuries, with the roster limits',
  scope: 'season',
  summary:
    'After each game, pitchers who appeared and one d10-chosen starter roll against INJ; the Injury ' +
    'Length table gives games out; one position player and one pitcher out per team at a time.',
  tables: ['injury-length'],
  params: {
    positionPlayersOut: {
      default: 1,
      min: 0,
      max: 9,
      integer: true,
      doc: 'Position players a team may have out at once ("only 1 position player").',
    },
    pitchersOut: {
      default: 1,
      min: 0,
      max: 9,
      integer: true,
      doc: 'Pitchers a team may have out at once ("and 1 pitcher").',
    },
  },
});
