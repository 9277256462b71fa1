import { z } from 'zod';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { validate } from '../core/input/validate.ts';
import { addComparisons, comparisonOf, type RuleComparison } from './compareRules.ts';
import type { RunManifest } from './manifest.ts';
import { mergeSaved, type SavedFile } from './mergeSaved.ts';
import type { MeasuredRules } from './rules.ts';
import { manifestSchema } from './savedResult.ts';
import { PAIRED_MOMENTS } from '../stats/pairedMoments.ts';

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
    units: z.number().int().nonnegative(),
    plateAppearances: z.object({ base: z.number().nonnegative(), variant: z.number().nonnegative() }),
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
  const saved = validate(input.document(), schema) as SavedRules;
  if (!saved.comparison && !saved.effects)
    throw new InputError([{ file: input.name, line: 0, field: 'comparison', expected: 'a comparison or effects' }]);
  return saved;
}

/**
 * Adds saved rules results (the shards of one run, or runs with other seeds): every comparison's units, plate
 * appearances and moments added, its differences and intervals worked out again. Refuses results of other cards,
 * rules or plans, the same shard twice, naming the file.
 */
export function mergeRules(results: readonly SavedFile<SavedRules>[]): SavedRules {
  return mergeSaved(results, (merged, { file, result }, firstFile) => {
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
  });
}
