import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Playing the infield in (manual v2.1, "Rules for Playing In"): with a runner on 3rd who cannot be forced home, fewer
 * than 2 outs, and not one out with a runner on 1st, the defense may play in before a batter's roll. Ground-out tables
 * read the white die -2 (0 at least) and a GDP becomes a fielder's choice at home; the batter's 1B range grows by 3.
 */
export const INFIELD_IN = defineRule({
  name: 'infield-in',
  title: 'Playing the infield in',
  scope: 'plate appearance',
  summary:
    "With a runner on 3rd not forced and the rules' outs, the manager may play " +
    "in: GO tables white die -2, GDP becomes FC at home, the batter's 1B range +3.",
  params: {
    whiteDieAdjustment: {
      default: -2,
      min: -9,
      max: 0,
      integer: true,
      doc: 'Added to the white die on ground-out tables ("subtract 2 ... zero is the lowest").',
    },
    singleExtension: {
      default: 3,
      min: 0,
      max: 30,
      integer: true,
      doc: 'Rolls added to the end of the batter\'s 1B range ("Add 3 to the 1B range").',
    },
  },
});
