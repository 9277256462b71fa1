import type { ReportsJob } from '../experiments/reportsJob.ts';
import type { GradedSet } from '../experiments/grades.ts';
import type { MeasuredRules } from '../experiments/rules.ts';
import { savedChecks, type SavedResult } from '../experiments/savedResult.ts';
import type { PlayedSeason } from '../experiments/season.ts';
import type { RunManifest } from '../experiments/manifest.ts';
import { checkReport, checkSummaryLine, type CheckSummary } from './checkReport.ts';
import { gradesReport } from './gradesReport.ts';
import { reportManifest, type ReportStamp } from './reportManifest.ts';
import { rulesReport } from './rulesReport.ts';
import { replayReport } from './replayReport.ts';
import type { ReplayCharts } from '../experiments/replayCharts.ts';
import { seasonReport } from './seasonReport.ts';
import {
  checkDigest,
  digestRun,
  gradesDigest,
  rulesDigest,
  seasonDigest,
  type DigestRun,
  type ReportDigest,
} from './reportDigest.ts';

/** A finished report, ready to write: its file name in the reports folder, its page, and what the index shows of it. */
export interface ReportFile {
  name: string;
  html: string;
  digest?: ReportDigest;
  run?: DigestRun;
}

/**
 * The last part of a path without its extension, and the folder it sits in (`cards/pinetar/2016-cubs.yaml`: pinetar,
 * 2016-cubs).
 */
function pathParts(path: string): { folder: string; name: string } {
  const parts = path.split(/[/\\]/);
  const base = parts[parts.length - 1] ?? '';
  const dot = base.lastIndexOf('.');
  return { folder: parts.length > 1 ? parts[parts.length - 2]! : '', name: dot > 0 ? base.slice(0, dot) : base };
}

/** Card sets as a chart labels them: `pinetar/2016-cubs + 2016-cleveland`. */
function setNames(files: readonly string[]): string {
  return files.map((f, i) => (i === 0 ? `${pathParts(f).folder}/${pathParts(f).name}` : pathParts(f).name)).join(' + ');
}

/**
 * A report's file name from its kind and card set: `check-pinetar-2016-cubs.html` for cards/pinetar/2016-cubs.yaml.
 * @example reportFileName('grades', 'cards/pinetar/walkthrough.yaml') // => 'grades-pinetar-walkthrough.html'
 */
export function reportFileName(kind: string, cardSet: string): string {
  const { folder, name } = pathParts(cardSet);
  return `${kind}-${folder && folder !== '.' ? `${folder}-` : ''}${name}.html`.replace(/[^\w.-]/g, '_');
}

/** A report named after several card sets: `season-pinetar-2016-cubs+2016-cleveland.html`. */
function groupFileName(kind: string, files: readonly string[]): string {
  const [first, ...others] = files;
  return reportFileName(kind, first!)
    .replace(/\.html$/, `${others.map((f) => `+${pathParts(f).name}`).join('')}.html`)
    .replace(/[^\w.+-]/g, '_');
}

/** The part of a run's manifest that is one card set's: its file, its tables and its plate appearances. */
function setManifest(manifest: RunManifest, set: number, plateAppearances: number): RunManifest {
  return { ...manifest, cards: [manifest.cards[set]!], tables: [manifest.tables[set]!], plateAppearances };
}

/** One card accuracy report per set of a check (or merged) result, with the summaries the terminal prints. */
export async function checkReportFiles(
  result: SavedResult,
  stamp: ReportStamp,
  seasons?: Parameters<typeof savedChecks>[1],
): Promise<(ReportFile & { file: string; summary: CheckSummary })[]> {
  return Promise.all(
    result.sets.map(async (set, s) => {
      const cards = savedChecks(set, seasons);
      const pa = cards.reduce((sum, card) => sum + card.pa, 0);
      const manifest = reportManifest(setManifest(result.manifest, s, pa), stamp);
      const report = await checkReport({ file: set.file, cards, manifest });
      return {
        name: reportFileName('check', set.file),
        html: report.html,
        file: set.file,
        summary: report.summary,
        digest: checkDigest(set.file, report.summary),
        run: digestRun(manifest),
      };
    }),
  );
}

/** One grade shift report per graded set. */
export async function gradeReportFiles(
  graded: readonly GradedSet[],
  stamp: ReportStamp,
): Promise<(ReportFile & { file: string; summary: string })[]> {
  return Promise.all(
    graded.map(async ({ file, shift, manifest }) => {
      const stamped = reportManifest(manifest, stamp);
      const report = await gradesReport({ file, shift, manifest: stamped });
      const digest = gradesDigest(file, shift);
      return {
        name: reportFileName('grades', file),
        html: report.html,
        file,
        summary: report.summary,
        ...(digest && { digest }),
        run: digestRun(stamped),
      };
    }),
  );
}

/**
 * The distribution report of a season, named after its card sets (`season-league-...` when each team played its
 * league).
 */
export async function seasonReportFile(
  played: PlayedSeason,
  stamp: ReportStamp,
): Promise<ReportFile & { summary: string }> {
  const name = groupFileName('season', played.files);
  const against = played.mlbRunExpectancy
    ? `MLB's ${played.mlbRunExpectancy.season} schedule as played`
    : played.manifest.plan.against === 'league'
      ? 'each team against its league'
      : 'a round robin';
  const title = `Season: ${played.files.join(' + ')}, ${against}`;
  const manifest = reportManifest(played.manifest, stamp);
  const report = await seasonReport({
    title,
    summary: played.summary,
    manifest,
    exact: played.exact,
    runMaking: played.runMaking,
    ...(played.mlbRunExpectancy && { mlbRunExpectancy: played.mlbRunExpectancy }),
    ...(played.mlbRunExpectancy &&
      played.mlbAdvancement && {
        mlbAdvancement: { season: played.mlbRunExpectancy.season, facts: played.mlbAdvancement },
      }),
  });
  return {
    name: played.manifest.plan.against === 'league' ? name.replace(/^season-/, 'season-league-') : name,
    html: report.html,
    summary: report.summary,
    digest: seasonDigest(`${setNames(played.files)}, ${against}`, played.summary),
    run: digestRun(manifest),
  };
}

/**
 * The rule report of a run of `cardlab rules --each`, named after its card sets:
 * `rules-pinetar-2016-cubs+2016-cleveland.html`.
 */
export async function rulesReportFile(
  measured: MeasuredRules,
  stamp: ReportStamp,
): Promise<ReportFile & { summary: string }> {
  const title = `Optional rules: ${measured.files.join(' + ')}`;
  const report = await rulesReport({
    title,
    effects: measured.effects,
    ...(measured.claim && { claim: measured.claim }),
    ...(measured.findings && { findings: measured.findings }),
    manifest: reportManifest(measured.manifest, stamp),
  });
  return {
    name: groupFileName('rules', measured.files),
    html: report.html,
    summary: report.summary,
    digest: rulesDigest(setNames(measured.files), measured.effects),
    run: digestRun(reportManifest(measured.manifest, stamp)),
  };
}

/** The chart report of Replay's module in the run's host games. */
export async function replayReportFile(
  charts: ReplayCharts,
  stamp: ReportStamp,
): Promise<ReportFile & { summary: string }> {
  const report = await replayReport({ charts, manifest: reportManifest(charts.manifest, stamp) });
  return { name: REPLAY_REPORT_FILE, html: report.html, summary: report.summary };
}

/** The chart report's file name. */
export const REPLAY_REPORT_FILE = 'replay-charts.html';

/** Every report of the main job, and the lines `cardlab reports` prints. */
export async function reportsJobFiles(
  job: ReportsJob,
  stamp: ReportStamp,
): Promise<{ files: ReportFile[]; summary: string }> {
  const checks = await checkReportFiles(job.checked, stamp, job.mlbSeasons);
  const grades = await gradeReportFiles(job.graded, stamp);
  const seasons = await Promise.all(
    job.seasons.map(async (played) => ({ file: played.files[0]!, ...(await seasonReportFile(played, stamp)) })),
  );
  const rules = await Promise.all(job.rules.map((measured) => rulesReportFile(measured, stamp)));
  const replay = job.replay && (await replayReportFile(job.replay, stamp));
  const lines = [
    'card accuracy:',
    ...checks.map((c) => `  ${c.file}: ${checkSummaryLine(c.summary)}`),
    'grade shift:',
    ...[...grades, ...job.ungraded.map((u) => ({ file: u.file, summary: u.reason }))].map(
      (g) => `  ${g.file}: ${g.summary}`,
    ),
    ...(seasons.length + job.unplayed.length > 0
      ? [
          'seasons:',
          ...[...seasons, ...job.unplayed.map((u) => ({ file: u.file, summary: u.reason }))].map(
            (s) => `  ${s.file}: ${s.summary}`,
          ),
        ]
      : []),
  ];
  const ruleLines = rules
    .map((r, i) => `\noptional rules:\n  ${job.rules[i]!.files.join(' + ')}: ${r.summary}`)
    .join('');
  const replayLine = replay ? `\nReplay's charts:\n  ${replay.summary}` : '';
  return {
    files: [...checks, ...grades, ...seasons, ...rules, ...(replay ? [replay] : [])],
    summary: `${lines.join('\n')}${ruleLines}${replayLine}`,
  };
}
