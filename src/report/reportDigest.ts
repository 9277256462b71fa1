import { z } from 'zod';
import { LEAGUE_AVERAGE_ID } from '../core/GameSystem.ts';
import type { GradeShift } from '../experiments/gradeShift.ts';
import type { RuleEffect } from '../experiments/ruleEffects.ts';
import { effectLabel } from '../experiments/ruleEffects.ts';
import type { SeasonSummary } from '../experiments/seasonSummary.ts';
import type { CheckSummary } from './checkReport.ts';
import type { ReportManifest } from './reportManifest.ts';

/**
 * What the index's dashboard shows of a report, kept in the folder's list beside its hash: a few numbers per report,
 * so the index draws its overview charts without reading a report again.
 */
const digestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('check'),
    set: z.string(),
    checked: z.number(),
    slashWithinBudget: z.number(),
    trueOutcomesWithinBudget: z.number(),
    flagged: z.number(),
  }),
  z.object({
    kind: z.literal('grades'),
    set: z.string(),
    batter: z.string(),
    reference: z.string(),
    grades: z.array(z.string()),
    /** The batter's exact OPS at each grade minus at the reference grade, in points (thousandths). */
    opsMove: z.array(z.number()),
  }),
  z.object({
    kind: z.literal('season'),
    label: z.string(),
    runsPerGame: z.number(),
    lower: z.number(),
    upper: z.number(),
    mlbSeason: z.number(),
    mlbRunsPerGame: z.number().optional(),
  }),
  z.object({
    kind: z.literal('rules'),
    label: z.string(),
    effects: z.array(
      z.object({ rule: z.string(), difference: z.number(), lower: z.number(), upper: z.number(), unit: z.string() }),
    ),
  }),
]);
export type ReportDigest = z.infer<typeof digestSchema>;

/** The run behind a report, as the dashboard's head sums the folder up. */
const runSchema = z.object({
  version: z.string(),
  seeds: z.array(z.number()),
  rules: z.string(),
  cards: z.array(z.object({ file: z.string(), sha256: z.string() })),
  commit: z.string().optional(),
  date: z.string(),
});
export type DigestRun = z.infer<typeof runSchema>;

/** A digest as read back from a folder's list: undefined where it is not one (an older list, a hand edit). */
export function parsedDigest(value: unknown): ReportDigest | undefined {
  const parsed = digestSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A report's run as read back from a folder's list, or undefined. */
export function parsedRun(value: unknown): DigestRun | undefined {
  const parsed = runSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The part of a report's manifest the dashboard's head shows. */
export function digestRun(manifest: ReportManifest): DigestRun {
  return {
    version: manifest.version,
    seeds: [...manifest.seeds],
    rules: manifest.rules,
    cards: manifest.cards.map(({ file, sha256 }) => ({ file, sha256 })),
    ...(manifest.commit && { commit: manifest.commit }),
    date: manifest.date,
  };
}

export function checkDigest(set: string, summary: CheckSummary): ReportDigest {
  const { checked, slashWithinBudget, trueOutcomesWithinBudget, flagged } = summary;
  return { kind: 'check', set, checked, slashWithinBudget, trueOutcomesWithinBudget, flagged };
}

/** The grade shift of the set's league-average batter (else its first batter), in OPS. */
export function gradesDigest(set: string, shift: GradeShift): ReportDigest | undefined {
  const card = shift.cards.find((c) => c.id === LEAGUE_AVERAGE_ID) ?? shift.cards[0];
  if (!card) return undefined;
  const ops = (grade: string) => {
    const exact = card.cells.find((cell) => cell.grade === grade)?.exact ?? {};
    return (exact.OBP ?? Number.NaN) + (exact.SLG ?? Number.NaN);
  };
  const reference = ops(shift.reference);
  const opsMove = shift.grades.map((grade) => Math.round((ops(grade) - reference) * 1e4) / 10);
  if (!opsMove.every(Number.isFinite)) return undefined;
  return { kind: 'grades', set, batter: card.name, reference: shift.reference, grades: [...shift.grades], opsMove };
}

export function seasonDigest(label: string, summary: SeasonSummary): ReportDigest {
  const { runsPerGame, runsPerGameInterval, mlb } = summary.league;
  return {
    kind: 'season',
    label,
    runsPerGame,
    lower: runsPerGameInterval.lower,
    upper: runsPerGameInterval.upper,
    mlbSeason: mlb.season,
    ...(mlb.runsPerGame !== undefined && { mlbRunsPerGame: mlb.runsPerGame }),
  };
}

/** Each rule's effect on runs per team game, with its interval. */
export function rulesDigest(label: string, effects: readonly RuleEffect[]): ReportDigest {
  return {
    kind: 'rules',
    label,
    effects: effects.flatMap((effect) => {
      const runs = effect.comparison.measures.find((m) => m.measure === 'R/G');
      return runs
        ? [
            {
              rule: effectLabel(effect),
              difference: runs.difference,
              lower: runs.lower,
              upper: runs.upper,
              unit: effect.comparison.unit,
            },
          ]
        : [];
    }),
  };
}
