import { InputError } from '../core/input/InputError.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import { MAIN_RULES } from '../core/OptionalRule.ts';
import { runManifest, type RunManifest } from './manifest.ts';
import { gradeShift, simulatedPlateAppearances, type GradeShift } from './gradeShift.ts';
import type { Shard } from '../harness/shard.ts';
import { cardsOf, eachSet, type RunControl } from './runControl.ts';

export interface GradesOptions extends RunControl {
  pa: number;
  seed: number;
  workers: number;
  /** Only this slice of the run's chunks (`--shard K/N`); `merge` adds the slices up to the whole run. */
  shard?: Shard;
}

/** A card set's grade shift with the manifest of its run. */
export interface GradedSet {
  file: string;
  shift: GradeShift;
  manifest: RunManifest;
}

/**
 * The grade shift of one card set; a game without pitcher grades, or a set it cannot grade, is an input error naming
 * the file.
 */
export async function gradeSet(
  loaded: LoadedSet,
  options: Omit<GradesOptions, 'onProgress'> & { onProgress?: (done: number, planned: number) => void },
): Promise<GradedSet> {
  const { game, set, tables, input } = loaded;
  if (!game.gradePlan)
    throw new InputError([
      {
        file: input.name,
        line: 0,
        field: 'game',
        expected: `a game that rates pitchers by grade (${game.title} does not)`,
      },
    ]);
  const plan = game.gradePlan(set, tables);
  const shift = await gradeShift(plan, {
    pa: options.pa,
    seed: options.seed,
    workers: options.workers,
    ...(options.shard && { shard: options.shard }),
    ...(options.signal && { signal: options.signal }),
    ...(options.onProgress && { onProgress: options.onProgress }),
  });
  const manifest = runManifest({
    seed: options.seed,
    rules: MAIN_RULES.text,
    plan: { experiment: 'grade shift', opponents: plan.opponents, paPerGrade: options.pa },
    cards: cardsOf([loaded]),
    tables: [tables.hash],
    plateAppearances: shift.cards.reduce(
      (sum, card) => sum + card.cells.reduce((cells, cell) => cells + simulatedPlateAppearances(cell), 0),
      0,
    ),
    ...(options.shard && { slice: { shard: options.shard, size: options.pa } }),
  });
  return { file: input.name, shift, manifest };
}

/** `cardlab grades`: every batter of each card set against each pitcher grade, exactly and by simulation. */
export async function gradeSets(sets: readonly LoadedSet[], options: GradesOptions): Promise<GradedSet[]> {
  const { onProgress: _byStage, ...rest } = options;
  return eachSet(sets, options, (loaded, onProgress) =>
    gradeSet(loaded, { ...rest, ...(onProgress && { onProgress }) }),
  );
}
