import { checkReport, checkSummaryLine, type CheckSummary } from '../report/checkReport.ts';
import { gradesReport } from '../report/gradesReport.ts';
import { reportManifest } from '../report/reportManifest.ts';
import { seasonReport } from '../report/seasonReport.ts';
import { rulesReport } from '../report/rulesReport.ts';
import type { MeasuredRules } from './rulesCommand.ts';
import type { ExactRunExpectancy } from '../core/GameSystem.ts';
import type { PlayedSeason } from './seasonCommand.ts';
import type { RunManifest } from '../harness/manifest.ts';
import type { GradedSet } from './gradesCommand.ts';
import { savedChecks, type SavedResult } from './savedResult.ts';
import { basename, extname } from 'node:path';
import { reportFileName, type ReportFile } from './writeReports.ts';

/** The part of a run's manifest that is one card set's: its file, its tables and its plate appearances. */
function setManifest(manifest: RunManifest, set: number, plateAppearances: number): RunManifest {
  return { ...manifest, cards: [manifest.cards[set]!], tables: [manifest.tables[set]!], plateAppearances };
}

/** One card accuracy report per set of a check (or merged) result, with the summaries the terminal prints. */
export async function checkReportFiles(result: SavedResult, date = new Date()): Promise<(ReportFile & { file: string; summary: CheckSummary })[]> {
  return Promise.all(
    result.sets.map(async (set, s) => {
      const cards = savedChecks(set);
      const pa = cards.reduce((sum, card) => sum + card.pa, 0);
      const report = await checkReport({ file: set.file, cards, manifest: reportManifest(setManifest(result.manifest, s, pa), date) });
      return { name: reportFileName('check', set.file), html: report.html, file: set.file, summary: report.summary };
    }),
  );
}

/** One grade shift report per graded set. */
export async function gradeReportFiles(graded: readonly GradedSet[], date = new Date()): Promise<(ReportFile & { file: string; summary: string })[]> {
  return Promise.all(
    graded.map(async ({ file, shift, manifest }) => {
      const report = await gradesReport({ file, shift, manifest: reportManifest(manifest, date) });
      return { name: reportFileName('grades', file), html: report.html, file, summary: report.summary };
    }),
  );
}

/** What `cardlab reports` prints: one line per report. */
export function formatReportsSummary(
  checks: readonly { file: string; summary: CheckSummary }[],
  grades: readonly { file: string; summary: string }[],
  seasons: readonly { file: string; summary: string }[] = [],
): string {
  return [
    'card accuracy:',
    ...checks.map((c) => `  ${c.file}: ${checkSummaryLine(c.summary)}`),
    'grade shift:',
    ...grades.map((g) => `  ${g.file}: ${g.summary}`),
    ...(seasons.length > 0 ? ['seasons:', ...seasons.map((s) => `  ${s.file}: ${s.summary}`)] : []),
  ].join('\n');
}

/** The distribution report of a season, named after its card sets: `season-pinetar-2016-cubs+2016-cleveland.html`. */
export async function seasonReportFile(played: PlayedSeason, date = new Date()): Promise<ReportFile & { summary: string }> {
  const exact: readonly ExactRunExpectancy[] = played.exactRunExpectancy();
  const [first, ...others] = played.files;
  const name = reportFileName('season', first!).replace(/\.html$/, `${others.map((f) => `+${basename(f, extname(f))}`).join('')}.html`).replace(/[^\w.+-]/g, '_');
  const against = played.manifest.plan.against === 'league' ? 'each team against its league' : 'a round robin';
  const title = `Season: ${played.files.join(' + ')}, ${against}`;
  const report = await seasonReport({ title, summary: played.summary, manifest: reportManifest(played.manifest, date), exact });
  return { name: played.manifest.plan.against === 'league' ? name.replace(/^season-/, 'season-league-') : name, html: report.html, summary: report.summary };
}

/** The rule report of a run of `cardlab rules --each`, named after its card sets: `rules-pinetar-2016-cubs+2016-cleveland.html`. */
export async function rulesReportFile(measured: MeasuredRules, date = new Date()): Promise<ReportFile & { summary: string }> {
  const [first, ...others] = measured.files;
  const name = reportFileName('rules', first!).replace(/\.html$/, `${others.map((f) => `+${basename(f, extname(f))}`).join('')}.html`).replace(/[^\w.+-]/g, '_');
  const title = `Optional rules: ${measured.files.join(' + ')}`;
  const report = await rulesReport({ title, effects: measured.effects, ...(measured.claim && { claim: measured.claim }), manifest: reportManifest(measured.manifest, date) });
  return { name, html: report.html, summary: report.summary };
}
