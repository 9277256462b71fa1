import { html, trustedHtml, type SafeHtml } from './html.ts';
import { manifestBlock, type ReportManifest } from './reportManifest.ts';
import { REPORT_STYLE } from './reportStyle.ts';

/**
 * What a report page may load: nothing. No script, no fetch, no font, no frame; images only from data: URLs and
 * styles only from the page itself.
 */
export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

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
 * A whole self-contained HTML document: the CSP first, styles inline, the body, the manifest block; the kind and
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
<style>${trustedHtml(REPORT_STYLE)}</style>
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
