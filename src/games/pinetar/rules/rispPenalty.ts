import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Pitcher grade penalty for RISP situations (manual v2.1): with a runner on 2nd or 3rd, a pitcher who throws from the
 * side opposite the one the batter bats from pitches one grade worse (the Grade Penalty table; M drops to C). A switch
 * hitter always bats from the opposite side, so he always draws the penalty.
 */
export const RISP_PENALTY = defineRule({
  name: 'risp-penalty',
  title: 'Pitcher grade penalty with runners in scoring position',
  scope: 'plate appearance',
  summary:
    "With a runner on 2nd or 3rd and the batter batting from the side opposite the pitcher's " +
    'hand (switch hitters always), the grade drops one step (B to C, M to C; G stays G).',
  tables: ['grade-penalty'],
  params: {},
});
