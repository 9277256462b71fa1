import { html, unescapeHtml as unescape } from './html.ts';
import type { DigestRun, ReportDigest } from './reportDigest.ts';
import { dashboard } from './dashboard.ts';
import { reportPage } from './reportPage.ts';

/** What the index lists of a report: read back from the meta tags every report page carries. */
export interface IndexEntry {
  file: string;
  kind: string;
  title: string;
  summary: string;
  /** What the dashboard draws of the report, where the folder's list holds it. */
  digest?: ReportDigest;
  run?: DigestRun;
}

export const INDEX_FILE = 'index.html';

/** The notebooks `npm run notebooks` builds into reports/notebooks/, as the index links them. */
const NOTEBOOKS = [
  ['workbench', 'Card workbench', "edit a card's ranges and ratings; its exact rates move beside its printed targets"],
  ['grades', 'Grade and chart shift explorer', "how each grade, fatigue step or tile moves a batter's rates"],
  ['rules', 'Rule tuning', 'the effect sizes of a saved rules result, with their intervals'],
  ['environment', 'Run environment', "a season's runs per game and RE24 against MLB's since 1871"],
] as const;
const KIND_TITLES: Record<string, string> = {
  check: 'Card accuracy',
  grades: 'Grade shift',
  season: 'Seasons',
  rules: 'Optional rules',
  replay: "Replay's charts",
};
const meta = (page: string, name: string) => page.match(new RegExp(`<meta name="${name}" content="([^"]*)">`))?.[1];

/** A report page's index entry, or undefined for a file cardlab did not write. */
export function indexEntry(file: string, page: string): IndexEntry | undefined {
  const kind = meta(page, 'cardlab-report');
  const summary = meta(page, 'cardlab-summary');
  const title = page.match(/<title>([^<]*)<\/title>/)?.[1];
  if (kind === undefined || summary === undefined || title === undefined) return undefined;
  return { file, kind: unescape(kind), title: unescape(title), summary: unescape(summary) };
}

/**
 * The index page: the dashboard (the runs behind the folder's reports, an overview chart per question, each linking to
 * its report), then every report of the folder, linked, with its one-line summary.
 */
export async function indexPage(entries: readonly IndexEntry[]): Promise<string> {
  const kinds = [...new Set(entries.map((e) => e.kind))].sort(
    (a, b) => Object.keys(KIND_TITLES).indexOf(a) - Object.keys(KIND_TITLES).indexOf(b),
  );
  const body = html`<h1>cardlab reports</h1>
<p class="lede">${entries.length} reports. Each opens offline from this folder; its manifest says how to reproduce it.</p>
${await dashboard(entries)}
<h2>Notebooks</h2>
<p class="note">Interactive, built by <code>npm run notebooks</code> into <code>notebooks/</code> beside this page. Browsers run them from a server, not a file: <code>cardlab serve reports</code> serves this folder on 127.0.0.1 and prints the address.</p>
<ul class="reports notebooks">${NOTEBOOKS.map(([file, title, summary]) => html`<li><a href="notebooks/${file}.html">${title}</a><span>${summary}</span></li>`)}</ul>
<h2>Every report</h2>
${kinds.map((kind) => html`<h3>${KIND_TITLES[kind] ?? kind}</h3><ul class="reports">${entries.filter((e) => e.kind === kind).map((e) => html`<li><a href="${encodeURIComponent(e.file)}">${e.title}</a><span>${e.summary}</span></li>`)}</ul>`)}`;
  return reportPage({ kind: 'index', title: 'cardlab reports', summary: `${entries.length} reports`, body });
}
