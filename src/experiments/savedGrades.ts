import { z } from 'zod';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { validate } from '../core/input/validate.ts';
import { runManifest, type RunManifest } from './manifest.ts';
import { mergeSaved, type SavedFile, type SavedKind } from './mergeSaved.ts';
import { simulatedRates, type GradeShift } from './gradeShift.ts';
import type { GradedSet } from './grades.ts';
import { count, plateAppearancesOf, savedTallySchema, tallyCounts, tallyProblem } from './savedCounts.ts';
import { manifestSchema, rate } from './savedResult.ts';
import { readFrom, type SavedProblem } from './savedSource.ts';
import { RunRefused } from '../core/input/RunRefused.ts';

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
  if (!first) throw new RunRefused('a grades result needs at least one graded set');
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

/** The exact outcome shares of a cell: fractions, never added by a merge. */
const shares = z.record(z.string(), z.number().nonnegative());
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
              z
                .object({
                  grade: z.string(),
                  exact: z.record(z.string(), rate),
                  simulated: z.record(z.string(), interval),
                  outcomes: shares,
                  counts: savedTallySchema,
                })
                // The intervals are worked out again from the counts, never taken from the file.
                .transform((cell) => ({ ...cell, simulated: simulatedRates(cell.counts) })),
            ),
            alike: z.array(z.array(z.string())),
          }),
        ),
        pa: count,
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
  return readFrom(validate(input.document(), schema) as SavedGrades, input.document());
}

/**
 * The first count of a saved grade shift that does not add up, or undefined: each cell's own bounds, its plate
 * appearances the run's per grade (at most, in a shard), and the manifest's plate appearances the cells'.
 */
function gradesProblem({ manifest, sets }: SavedGrades): SavedProblem | undefined {
  const files = manifest.cards.map((card) => card.file);
  if (sets.length !== files.length || sets.some((set, s) => set.file !== files[s]))
    return { path: ['sets'], expected: `the sets its manifest names, in order (${files.join(', ')})` };
  let plateAppearances = 0;
  for (const [s, { shift }] of sets.entries())
    for (const [c, card] of shift.cards.entries())
      for (const [g, cell] of card.cells.entries()) {
        const at = ['sets', s, 'shift', 'cards', c, 'cells', g, 'counts'];
        const problem = tallyProblem(cell.counts, at, true);
        if (problem) return problem;
        const pa = plateAppearancesOf(cell.counts);
        if (manifest.slices ? pa > shift.pa : pa !== shift.pa)
          return {
            path: at,
            expected:
              `${manifest.slices ? 'at most ' : ''}${shift.pa.toLocaleString('en-US')} plate appearances, ` +
              `the run's per grade (shift.pa)`,
          };
        plateAppearances += pa;
      }
  if (plateAppearances !== manifest.plateAppearances)
    return {
      path: ['manifest', 'plateAppearances'],
      expected: `${plateAppearances.toLocaleString('en-US')}, the plate appearances of its cells added`,
    };
  return undefined;
}

/** A saved grade shift as a merge reads it. */
const GRADES_KIND: SavedKind<SavedGrades> = {
  problem: gradesProblem,
  counts: (saved) =>
    saved.sets.flatMap((set) => set.shift.cards.flatMap((card) => card.cells.flatMap((c) => tallyCounts(c.counts)))),
  // The grades, opponents, names, exact rates and alike grades: the cards' own, in every result of the run.
  identity: (saved) => ({
    sets: saved.sets.map(({ file, shift: { pa: _pa, seed: _seed, ...shift } }) => ({
      file,
      shift: {
        ...shift,
        cards: shift.cards.map((card) => ({
          ...card,
          cells: card.cells.map(({ counts: _counts, simulated: _simulated, ...cell }) => cell),
        })),
      },
    })),
  }),
  add: (merged, { file, result }, firstFile) => {
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
                  for (const [name, n] of Object.entries(added.counts)) sum[name] = (sum[name] ?? 0) + n;
                  return { ...cell, counts: sum, simulated: simulatedRates(sum) };
                }),
              };
            }),
          },
        };
      }),
    };
  },
};

/**
 * Adds saved grades results (the shards of one run, or runs with different seeds): the simulation's counts summed cell
 * by cell and its intervals worked out again; the exact rates are the cards' own and stay. Refuses (see mergeSaved)
 * results whose counts do not add up, of other cards, plans, grades, names or exact rates, and results that share a
 * seed or a shard or hold the very same counts.
 */
export function mergeGrades(results: readonly SavedFile<SavedGrades>[]): SavedGrades {
  return mergeSaved(results, GRADES_KIND);
}
