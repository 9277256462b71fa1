import { defineRule } from '../../OptionalRule.ts';

/**
 * Additional MIP modifiers (manual v2.1): the MIP Modifiers table's penalties and bonuses (a reconstruction: the table
 * was a picture), and the manual's suggested bonus: a starter at his MIP with two runs or fewer, after his one extra
 * inning, may pitch on until a runner reaches base.
 */
export const MIP_MODIFIERS = defineRule({
  name: 'mip-modifiers',
  title: 'Additional pitcher MIP modifiers',
  scope: 'game',
  summary: 'Long innings cost an inning of MIP, a battered starter loses one, a run of 1-2-3 innings earns one; a starter past his bonus inning with two runs or fewer pitches until a runner reaches.',
  tables: ['mip-modifiers'],
  params: {
    untilRunnerReaches: { default: true, doc: 'The suggested bonus: after the +1 inning, a starter with two runs or fewer pitches on until any runner reaches.' },
  },
});
