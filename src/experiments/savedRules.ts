import { z } from 'zod';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { validate } from '../core/input/validate.ts';
import { addComparisons, comparisonOf, type RuleComparison } from './compareRules.ts';
import type { RunManifest } from './manifest.ts';
import { mergeSaved, type SavedFile, type SavedKind } from './mergeSaved.ts';
import type { MeasuredRules } from './rules.ts';
import { count } from './savedCounts.ts';
import { manifestSchema } from './savedResult.ts';
import { readFrom, type SavedProblem } from './savedSource.ts';
import type { FieldPath } from '../core/input/SourceDocument.ts';
import { PAIRED_MOMENTS, PRODUCTS, type PairedMoments } from '../stats/pairedMoments.ts';

export const RULES_FORMAT = 'cardlab-rules-result/1';

/**
 * What `rules --save` writes and `merge` reads and writes: a comparison of two rule sets, or every optional rule's
 * (`--each`, with the defensive-roll claim), each as the moments of its paired units, which merges add; the manifest
 * of the run; the game, whose catalog names the rules.
 */
export interface SavedRules {
  format: typeof RULES_FORMAT;
  manifest: RunManifest;
  game: string;
  comparison?: RuleComparison;
  effects?: { rule: string; comparison: RuleComparison }[];
  claim?: { positive: RuleComparison; negative: RuleComparison; both: RuleComparison };
}

/** A comparison of two rule sets as saved. */
export function savedComparison(manifest: RunManifest, game: string, comparison: RuleComparison): SavedRules {
  return { format: RULES_FORMAT, manifest, game, comparison };
}

/** Every optional rule's comparison (`rules --each`) as saved. */
export function savedEffects(measured: MeasuredRules, game: string): SavedRules {
  return {
    format: RULES_FORMAT,
    manifest: measured.manifest,
    game,
    effects: measured.effects.map(({ rule, comparison }) => ({ rule: rule.name, comparison })),
    ...(measured.claim && { claim: measured.claim }),
  };
}

const comparison = z
  .object({
    base: z.string(),
    variant: z.string(),
    unit: z.enum(['game', 'replicate']),
    units: count,
    plateAppearances: z.object({ base: count, variant: count }),
    moments: z.record(z.string(), z.array(z.number().nonnegative()).length(PAIRED_MOMENTS)),
  })
  // The measures are worked out again from the moments, never taken from the file.
  .transform((parts) => comparisonOf(parts));
const schema = z.object({
  format: z.literal(RULES_FORMAT),
  manifest: manifestSchema,
  game: z.string(),
  comparison: comparison.optional(),
  effects: z.array(z.object({ rule: z.string(), comparison })).optional(),
  claim: z.object({ positive: comparison, negative: comparison, both: comparison }).optional(),
});

/** Whether a saved result is a rules comparison's (`merge` takes every kind). */
export function isSavedRules(input: LoadedInput): boolean {
  return (input.document().value as { format?: unknown } | null)?.format === RULES_FORMAT;
}

/** Validates a saved rules result; problems name the file, line and field. */
export function parseSavedRules(input: LoadedInput): SavedRules {
  const saved = readFrom(validate(input.document(), schema) as SavedRules, input.document());
  if (!saved.comparison && !saved.effects)
    throw new InputError([{ file: input.name, line: 0, field: 'comparison', expected: 'a comparison or effects' }]);
  return saved;
}

/** Rounding room for products past 2^53, where a double no longer holds every whole number. */
const SLACK = 1e-9;

/**
 * Where a comparison's moments for one measure cannot be sums over its units, or undefined: the units its own, the
 * four sums whole, each product whole and between what its sums allow (a sum of squares from S^2 / n to S^2, a sum of
 * cross products at most S_i * S_j, every per-unit number being 0 or more).
 */
function momentsProblem(moments: PairedMoments, units: number, path: FieldPath): SavedProblem | undefined {
  if (moments[0] !== units) return { path: [...path, 0], expected: `${units}, the comparison's units` };
  const sums = moments.slice(1, 5);
  const k = sums.findIndex((sum) => !Number.isSafeInteger(sum));
  if (k >= 0) return { path: [...path, k + 1], expected: 'a whole count from 0 to 2^53 - 1' };
  for (const [p, [i, j]] of PRODUCTS.entries()) {
    const product = moments[5 + p]!;
    const most = sums[i]! * sums[j]!;
    const least = i === j && units > 0 ? most / units : 0;
    if (!Number.isInteger(product) || product > most * (1 + SLACK) || product < least * (1 - SLACK))
      return {
        path: [...path, 5 + p],
        expected: `a whole number from ${least} to ${most}, as sums ${sums[i]} and ${sums[j]} of ${units} units allow`,
      };
  }
  return undefined;
}

/** Every comparison of a saved rules result, with where it sits in the file. */
function comparisonsOf(saved: SavedRules): { comparison: RuleComparison; at: FieldPath }[] {
  const { comparison, effects, claim } = saved;
  return [
    ...(comparison ? [{ comparison, at: ['comparison'] }] : []),
    ...(effects ?? []).map((effect, e) => ({ comparison: effect.comparison, at: ['effects', e, 'comparison'] })),
    ...(claim
      ? (['positive', 'negative', 'both'] as const).map((side) => ({ comparison: claim[side], at: ['claim', side] }))
      : []),
  ];
}

/**
 * The first number of a saved rules result that does not add up, or undefined: every measure's moments, and the
 * manifest's plate appearances those of its comparison (or its rules' effects).
 */
function rulesProblem(saved: SavedRules): SavedProblem | undefined {
  for (const { comparison, at } of comparisonsOf(saved))
    for (const [measure, moments] of Object.entries(comparison.moments)) {
      const problem = momentsProblem(moments, comparison.units, [...at, 'moments', measure]);
      if (problem) return problem;
    }
  const played = saved.comparison ? [saved.comparison] : (saved.effects ?? []).map((effect) => effect.comparison);
  const plateAppearances = played.reduce((sum, c) => sum + c.plateAppearances.base + c.plateAppearances.variant, 0);
  if (plateAppearances !== saved.manifest.plateAppearances)
    return {
      path: ['manifest', 'plateAppearances'],
      expected: `${plateAppearances.toLocaleString('en-US')}, the plate appearances of its comparisons added`,
    };
  return undefined;
}

/** What a comparison is of, without its numbers. */
const compared = ({ base, variant, unit, moments }: RuleComparison) => ({
  base,
  variant,
  unit,
  moments: Object.keys(moments),
});

/** A saved rules result as a merge reads it. */
const RULES_KIND: SavedKind<SavedRules> = {
  problem: rulesProblem,
  counts: (saved) =>
    comparisonsOf(saved).flatMap(({ comparison: c }) => [
      c.units,
      c.plateAppearances.base,
      c.plateAppearances.variant,
      ...Object.values(c.moments).flat(),
    ]),
  // The game, the rules compared and what was measured: the same in every result of the run.
  identity: (saved) => ({
    game: saved.game,
    comparison: saved.comparison && compared(saved.comparison),
    effects: saved.effects?.map((effect) => ({ rule: effect.rule, comparison: compared(effect.comparison) })),
    claim: saved.claim && {
      positive: compared(saved.claim.positive),
      negative: compared(saved.claim.negative),
      both: compared(saved.claim.both),
    },
  }),
  add: (merged, { file, result }, firstFile) => {
    const add = (field: string, a: RuleComparison | undefined, b: RuleComparison | undefined) => {
      if (!a) return undefined;
      if (!b || a.base !== b.base || a.variant !== b.variant)
        throw new InputError([
          { file, line: 0, field, expected: `a comparison of ${a.variant} against ${a.base}, as in ${firstFile}` },
        ]);
      return addComparisons(a, b);
    };
    const comparison = add('comparison', merged.comparison, result.comparison);
    const effects = merged.effects?.map((effect, e) => ({
      rule: effect.rule,
      comparison: add(`effects[${e}]`, effect.comparison, result.effects?.[e]?.comparison)!,
    }));
    const claim = merged.claim && {
      positive: add('claim.positive', merged.claim.positive, result.claim?.positive)!,
      negative: add('claim.negative', merged.claim.negative, result.claim?.negative)!,
      both: add('claim.both', merged.claim.both, result.claim?.both)!,
    };
    return {
      format: RULES_FORMAT,
      manifest: merged.manifest,
      game: merged.game,
      ...(comparison && { comparison }),
      ...(effects && { effects }),
      ...(claim && { claim }),
    };
  },
};

/**
 * Adds saved rules results (the shards of one run, or runs with other seeds): every comparison's units, plate
 * appearances and moments added, its differences and intervals worked out again. Refuses (see mergeSaved) results
 * whose moments cannot be sums over their units, of other cards, rules, plans or measures, and results that share a
 * seed or a shard or hold the very same moments.
 */
export function mergeRules(results: readonly SavedFile<SavedRules>[]): SavedRules {
  return mergeSaved(results, RULES_KIND);
}
