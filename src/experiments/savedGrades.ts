import { z } from 'zod';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { validate } from '../core/input/validate.ts';
import { runManifest, type RunManifest } from './manifest.ts';
import { mergeSaved, type SavedFile } from './mergeSaved.ts';
import { simulatedRates, type GradeShift } from './gradeShift.ts';
import type { GradedSet } from './grades.ts';
import { manifestSchema, rate } from './savedResult.ts';

export const GRADES_FORMAT = 'cardlab-grades-result/1';

/**
 * What `grades --save` writes and `merge` reads and writes: each set's grade shift (exact rates, and the simulation's
 * counts per card and grade, which merges add) with the manifest of the whole run.
 */
export interface SavedGrades {
  format: typeof GRADES_FORMAT;
  manifest: RunManifest;
  sets: { file: string; shift: GradeShift }[];
}

/** A grades run as saved: its sets' shifts under one manifest (every set's cards, tables and plate appearances). */
export function savedGrades(graded: readonly GradedSet[]): SavedGrades {
  const [first] = graded;
  if (!first) throw new RangeError('a grades result needs at least one graded set');
  const manifest: RunManifest = {
    ...runManifest({
      seed: first.shift.seed,
      rules: first.manifest.rules,
      plan: { experiment: 'grade shift', paPerGrade: first.shift.pa, sets: graded.map((g) => g.manifest.plan) },
      cards: graded.flatMap((g) => g.manifest.cards),
      tables: [...new Set(graded.flatMap((g) => g.manifest.tables))],
      plateAppearances: graded.reduce((sum, g) => sum + g.manifest.plateAppearances, 0),
    }),
    ...(first.manifest.slices && { slices: first.manifest.slices }),
  };
  return { format: GRADES_FORMAT, manifest, sets: graded.map(({ file, shift }) => ({ file, shift })) };
}

/** The graded sets of a saved (or merged) result, each under the result's manifest. */
export function gradedSets(saved: SavedGrades): GradedSet[] {
  return saved.sets.map(({ file, shift }) => ({ file, shift, manifest: saved.manifest }));
}

const counts = z.record(z.string(), z.number().nonnegative());
const interval = z.object({ estimate: rate, lower: rate, upper: rate });
// Keys in the order a run writes them, so a merge of every slice prints the single run's bytes.
const schema = z.object({
  format: z.literal(GRADES_FORMAT),
  manifest: manifestSchema,
  sets: z.array(
    z.object({
      file: z.string(),
      shift: z.object({
        grades: z.array(z.string()),
        reference: z.string(),
        opponents: z.string(),
        cards: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            team: z.string(),
            cells: z.array(
              z.object({
                grade: z.string(),
                exact: z.record(z.string(), rate),
                simulated: z.record(z.string(), interval),
                outcomes: counts,
                counts,
              }),
            ),
            alike: z.array(z.array(z.string())),
          }),
        ),
        pa: z.number().int().nonnegative(),
        seed: z.number().int(),
      }),
    }),
  ),
});

/** Whether a saved result is a grades run's (`merge` takes every kind). */
export function isSavedGrades(input: LoadedInput): boolean {
  return (input.document().value as { format?: unknown } | null)?.format === GRADES_FORMAT;
}

/** Validates a saved grades result; problems name the file, line and field. */
export function parseSavedGrades(input: LoadedInput): SavedGrades {
  return validate(input.document(), schema) as SavedGrades;
}

/**
 * Adds saved grades results (the shards of one run, or runs with different seeds): the simulation's counts summed cell
 * by cell and its intervals worked out again; the exact rates are the cards' own and stay. Refuses results of other
 * cards, plans or grades, naming the file.
 */
export function mergeGrades(results: readonly SavedFile<SavedGrades>[]): SavedGrades {
  return mergeSaved(results, (merged, { file, result }, firstFile) => {
    const sameRun = merged.manifest.seeds.join() === result.manifest.seeds.join();
    return {
      ...merged,
      sets: merged.sets.map((set, s) => {
        const other = result.sets[s];
        const mismatch = (field: string, expected: string) =>
          new InputError([{ file, line: 0, field, expected: `${expected}, as in ${firstFile}` }]);
        if (!other || other.file !== set.file) throw mismatch(`sets[${s}]`, `the grade shift of ${set.file}`);
        const shift = set.shift;
        return {
          ...set,
          shift: {
            ...shift,
            // The slices of one run add up to its plate appearances per grade; runs with other seeds add theirs.
            pa: sameRun ? shift.pa : shift.pa + other.shift.pa,
            cards: shift.cards.map((card, c) => {
              const theirs = other.shift.cards[c];
              if (theirs?.id !== card.id) throw mismatch(`sets[${s}].shift.cards[${c}]`, `card ${card.id}`);
              return {
                ...card,
                cells: card.cells.map((cell, g) => {
                  const added = theirs.cells[g];
                  if (added?.grade !== cell.grade)
                    throw mismatch(`sets[${s}].shift.cards[${c}].cells[${g}]`, `grade ${cell.grade}`);
                  const sum = { ...cell.counts };
                  for (const [name, count] of Object.entries(added.counts)) sum[name] = (sum[name] ?? 0) + count;
                  return { ...cell, counts: sum, simulated: simulatedRates(sum) };
                }),
              };
            }),
          },
        };
      }),
    };
  });
}
