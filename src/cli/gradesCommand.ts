import { LEAGUE_AVERAGE_ID } from '../core/GameSystem.ts';
import { gameOfCardSet } from '../games/registry.ts';
import { InputError } from '../core/input/InputError.ts';
import { gradeShift, type GradeShift } from '../experiments/gradeShift.ts';
import { fileHash, runManifest, type RunManifest } from '../harness/manifest.ts';
import { formatRate } from '../report/formatRate.ts';
import { GRADE_RATES } from '../report/gradeCharts.ts';
import { MAIN_RULES } from '../core/OptionalRule.ts';
import { eachCardSet } from './eachCardSet.ts';

/** Plate appearances per batter and grade: a 95% interval of about ±.003 on AVG, enough to see the simulation agree with the exact values. */
export const GRADES_PA = 100_000;

export interface GradesOptions {
  pa: number;
  seed: number;
  workers: number;
  table: Record<string, string>;
  json?: boolean;
}

/** A card set's grade shift with the manifest of its run. */
export interface GradedSet {
  file: string;
  shift: GradeShift;
  manifest: RunManifest;
}

/** The grade shift of one card set; a game without pitcher grades is an input error naming the file. */
async function gradeSet(file: string, options: GradesOptions, signal: AbortSignal, onProgress?: (done: number, planned: number) => void): Promise<GradedSet> {
  const game = gameOfCardSet(file);
  if (!game.gradePlan) throw new InputError([{ file, line: 0, field: 'game', expected: `a game that rates pitchers by grade (${game.title} does not)` }]);
  const set = game.loadCardSet(file);
  const tables = game.loadTables(options.table);
  const plan = game.gradePlan(set, tables);
  const shift = await gradeShift(plan, { pa: options.pa, seed: options.seed, workers: options.workers, signal, ...(onProgress && { onProgress }) });
  const manifest = runManifest({
    seed: options.seed,
    rules: MAIN_RULES.text,
    plan: { experiment: 'grade shift', opponents: plan.opponents, paPerGrade: options.pa },
    cards: [{ file, sha256: fileHash(file) }],
    tables: [tables.hash],
    plateAppearances: options.pa * plan.subjects.reduce((sum, subjects) => sum + subjects.length, 0),
  });
  return { file, shift, manifest };
}

/**
 * `cardlab grades`: every batter of each card set against each pitcher grade, exactly and by simulation; a progress
 * bar on a terminal; a SIGINT stops the run and nothing is returned (the caller writes nothing).
 */
export async function gradesCommand(files: readonly string[], options: GradesOptions): Promise<GradedSet[]> {
  return eachCardSet(files, 'grades ', options.json ?? false, (file, signal, onProgress) => gradeSet(file, options, signal, onProgress));
}

/** The terminal table of a set's grade shift: the league-average batter (else the first batter) by grade. */
export function formatGradeShift(graded: GradedSet): string {
  const { shift } = graded;
  const card = shift.cards.find((c) => c.id === LEAGUE_AVERAGE_ID) ?? shift.cards[0];
  if (!card) return `${graded.file}: no batters`;
  const lines = [`${graded.file}: ${card.name} against each grade (exact; ${shift.pa.toLocaleString('en-US')} simulated PA per grade agree within their intervals)`];
  lines.push(`  grade ${GRADE_RATES.map((r) => r.padStart(7)).join('')}`);
  for (const cell of card.cells) lines.push(`  ${cell.grade.padEnd(6)}${GRADE_RATES.map((r) => formatRate(r, cell.exact[r]).padStart(7)).join('')}`);
  const alike = shift.cards.filter((c) => c.alike.length > 0);
  lines.push(alike.length === 0 ? '  every grade changes every card.' : `  grades that play alike: ${alike.map((c) => `${c.name} (${c.alike.map((g) => g.join('=')).join(', ')})`).join('; ')}`);
  return lines.join('\n');
}
