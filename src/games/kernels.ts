import type { Kernel } from './GameSystem.ts';
import type { PineTarKernelMatchup } from './pinetar/kernelData.ts';
import { PineTarKernel } from './pinetar/kernel.ts';
import { PINE_TAR_ID } from './pinetar/vocabulary.ts';
import { DiceGraphKernel, type DiceGraphMatchup } from '../sim/diceGraphKernel.ts';
import { STRAT_ID } from './strat/vocabulary.ts';

/**
 * Every game's compiled kernel, by game id: how a worker thread turns the matchup data it was sent into a kernel.
 * Kept apart from the registry so a worker loads kernels only, not card loaders and planners.
 * @example KERNELS.pinetar([compiled.data]).run(0, 0, 1000, rootStream(1), tally, 0)
 */
export const KERNELS: Readonly<Record<string, (matchups: readonly unknown[]) => Kernel>> = {
  [PINE_TAR_ID]: (matchups) => new PineTarKernel(matchups as PineTarKernelMatchup[]),
  [STRAT_ID]: (matchups) => new DiceGraphKernel(matchups as DiceGraphMatchup[]),
};
