import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { umpireSafeUpTo, type ReplayTables } from './tables.ts';

/**
 * The steal of home a missed squeeze forces (the Action Chart's letter J, reconstructed: tables/action-chart-j.yaml):
 * one die picks whose rating the Umpire calls the runner on at home, the catcher's defence or the pitcher's Hold (both
 * on the catcher's scale, 5 the best), and a second die is the Umpire's. Returns whether the runner is safe.
 * @example stealOfHome(tables, 5, 1, 3, dice) // => true on faces 1 and 6 (speed 5 against a catcher of 1: SAFE)
 */
export function stealOfHome(
  tables: Pick<ReplayTables, 'umpire' | 'actionJ'>,
  runnerSpeed: number,
  catcher: number,
  hold: number,
  dice: DiceSource,
): boolean {
  const rating = tables.actionJ[dice.d6()] === 'hold' ? hold : catcher;
  return dice.d6() <= umpireSafeUpTo(tables.umpire, runnerSpeed, rating, true);
}
