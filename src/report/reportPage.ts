import { html, type SafeHtml } from './html.ts';
import { manifestBlock, type ReportManifest } from './reportManifest.ts';

/**
 * What a report page may load: its folder's stylesheet, nothing else. No script, no fetch, no font, no frame; images
 * only from data: URLs. `'self'` is the stylesheet beside a served page; `file:` the same beside a page opened from
 * disk (a file's origin is opaque, so 'self' does not reach its neighbours in every browser).
 */
export const REPORT_CSP =
  "default-src 'none'; style-src 'self' file: 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/**
 * The stylesheet every report of a folder links, written once beside them (writeReports): a report set carries its
 * styles once, not per page. A page opened without it is still whole, in the browser's own styles.
 */
export const REPORT_STYLESHEET = 'cardlab-report.css';

export interface ReportPage {
  /** check, grades or index: the index groups reports by it. */
  kind: string;
  title: string;
  /** One line for the index. */
  summary: string;
  body: SafeHtml;
  manifest?: ReportManifest;
}

/**
 * A whole HTML document: the CSP first, the folder's stylesheet, the body, the manifest block; the kind and
 * summary in meta tags, which the index reads back.
 */
export function reportPage(page: ReportPage): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="cardlab">
<meta name="cardlab-report" content="${page.kind}">
<meta name="cardlab-summary" content="${page.summary}">
<title>${page.title}</title>
<link rel="stylesheet" href="${REPORT_STYLESHEET}">
</head>
<body>
<main>
${page.body}
${page.manifest && manifestBlock(page.manifest)}
</main>
</body>
</html>
`.text;
}
