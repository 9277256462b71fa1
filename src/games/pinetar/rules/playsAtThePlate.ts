import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Plays at the plate (manual v2.1): when a runner on 1st would score on a double, or a runner on 2nd on a single, the
 * outfielder the hit went to throws him out at home on a 2-die roll within his arm's range. Infield hits draw no throw.
 */
export const PLAYS_AT_THE_PLATE = defineRule({
  name: 'plays-at-the-plate',
  title: 'Plays at the plate',
  scope: 'plate appearance',
  summary:
    'A runner scoring from 1st on a double or from 2nd on a single is out at home on a roll ' +
    'of 0-5 (weak arm), 0-10 (average) or 0-20 (elite) by the fielder the hit went to.',
  params: {
    weakArm: {
      default: 5,
      min: -1,
      max: 99,
      integer: true,
      doc: 'Highest roll a W arm throws the runner out on ("rolls of 0-5").',
    },
    averageArm: {
      default: 10,
      min: -1,
      max: 99,
      integer: true,
      doc: 'A arm ("0-10"); outfielders without an arm rating throw like an A.',
    },
    eliteArm: { default: 20, min: -1, max: 99, integer: true, doc: 'E arm ("0-20").' },
  },
});

/**
 * Whether the throw beats the runner.
 * @example thrownOutAtHome(8, 'A', { weakArm: 5, averageArm: 10, eliteArm: 20 }) // => true
 */
export function thrownOutAtHome(
  roll: number,
  arm: 'W' | 'A' | 'E',
  params: { weakArm: number; averageArm: number; eliteArm: number },
): boolean {
  return roll <= (arm === 'W' ? params.weakArm : arm === 'E' ? params.eliteArm : params.averageArm);
}
