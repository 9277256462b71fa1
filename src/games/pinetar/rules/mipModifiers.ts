import type { PitcherUsage } from '../../../core/game/GameState.ts';
import { defineRule } from '../../../core/OptionalRule.ts';
import type { PineTarOptionalTables } from '../optionalTables.ts';

/**
 * Additional MIP modifiers (manual v2.1): the MIP Modifiers table's penalties and bonuses (a reconstruction: the table
 * was a picture), and the manual's suggested bonus: a starter at his MIP with two runs or fewer, after his one extra
 * inning, may pitch on until a runner reaches base.
 */
export const MIP_MODIFIERS = defineRule({
  name: 'mip-modifiers',
  title: 'Additional pitcher MIP modifiers',
  scope: 'game',
  summary:
    'Long innings cost an inning of MIP, a battered starter loses one, a run of 1-2-3 innings earns ' +
    'one; a starter past his bonus inning with two runs or fewer pitches until a runner reaches.',
  tables: ['mip-modifiers'],
  params: {
    untilRunnerReaches: {
      default: true,
      doc:
        'The suggested bonus: after the +1 inning, a starter with ' +
        'two runs or fewer pitches on until any runner reaches.',
    },
  },
});

/** PitcherUsage marks the MIP modifiers set (bits). */
export const MIP_MARK = { BATTERED: 1, ECONOMICAL: 2, EXTENDED: 4 } as const;

/**
 * The MIP Modifiers table after a pitcher's part of a half-inning: a long inning costs its change each time; a starter
 * charged with the battered runs, and one with the economical count of 1-2-3 innings, get theirs once.
 * @example afterMipInning(usage, pitcher, table, 8, 2, true) // usage.limitChange[pitcher] => -1
 */
export function afterMipInning(
  usage: PitcherUsage,
  pitcher: number,
  table: PineTarOptionalTables['mipModifiers'],
  batters: number,
  runs: number,
  wholeInning: boolean,
): void {
  const starter = usage.asStarter[pitcher] === 1;
  if (batters >= table.longInning.battersFaced) usage.limitChange[pitcher]! += table.longInning.change;
  if (
    (starter || !table.battered.startersOnly) &&
    (usage.marks[pitcher]! & MIP_MARK.BATTERED) === 0 &&
    usage.runsCharged[pitcher]! >= table.battered.runsAllowed
  ) {
    usage.limitChange[pitcher]! += table.battered.change;
    usage.marks[pitcher]! |= MIP_MARK.BATTERED;
  }
  if (wholeInning && batters === 3 && runs === 0) usage.cleanInnings[pitcher]!++;
  if (
    (starter || !table.economical.startersOnly) &&
    (usage.marks[pitcher]! & MIP_MARK.ECONOMICAL) === 0 &&
    usage.cleanInnings[pitcher]! >= table.economical.perfectInnings
  ) {
    usage.limitChange[pitcher]! += table.economical.change;
    usage.marks[pitcher]! |= MIP_MARK.ECONOMICAL;
  }
}
