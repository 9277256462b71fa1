import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Double steals of second and home (manual v2.1): runners on 1st and 3rd, both rated C or better, fewer than 2 outs,
 * neither team ahead by more than 2, two steal points (whatever the grades) and the opportunity limits of the runner
 * on 3rd. One roll against the runner on 3rd's SBC - 45 + half the catcher's AR rounded up: at or under, both
 * advance; over, the runner on 3rd is out at home and the runner on 1st takes 2nd.
 */
export const DOUBLE_STEAL = defineRule({
  name: 'double-steal',
  title: 'Double steals of second and home',
  scope: 'game',
  summary:
    'With runners on 1st and 3rd (both C or better), one roll <= SBC(3rd) - 45 + AR/2 (rounded up) scores the ' +
    'run and puts the runner on 2nd; over it, the runner is out at home and the other takes 2nd. Costs 2 points.',
  requires: ['base-stealing'],
  params: {
    adjustment: {
      default: -45,
      min: -99,
      max: 99,
      integer: true,
      doc: 'Added to the runner on 3rd\'s SBC ("subtract 45").',
    },
    cost: {
      default: 2,
      min: 0,
      max: 40,
      integer: true,
      doc: 'Steal points a double steal costs ("always cost 2 points").',
    },
    maxLead: { default: 2, min: 0, max: 30, integer: true, doc: '"Neither team may be ahead by more than 2 runs."' },
  },
});

/**
 * The chance of a double steal: the runner on 3rd's SBC plus the adjustment plus half the catcher's AR, rounded up
 * ("-7 ... would be -4 after rounding": up in size, away from zero).
 * @example doubleStealChance(89, -7, -45) // => 40 (the manual's example); doubleStealChance(89, 12, -45) // => 50
 */
export function doubleStealChance(sbc: number, ar: number, adjustment: number): number {
  return sbc + adjustment + Math.sign(ar) * Math.ceil(Math.abs(ar) / 2);
}
