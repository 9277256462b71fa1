import { mkdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { INDEX_FILE, indexEntries, indexPage } from '../report/reportIndex.ts';
import { writeAtomically } from './writeAtomically.ts';

/** A finished report, ready to write. */
export interface ReportFile {
  name: string;
  html: string;
}

/**
 * A report's file name from its kind and card set: `check-pinetar-2016-cubs.html` for cards/pinetar/2016-cubs.yaml.
 * @example reportFileName('grades', 'cards/pinetar/walkthrough.yaml') // => 'grades-pinetar-walkthrough.html'
 */
export function reportFileName(kind: string, cardSet: string): string {
  const folder = basename(dirname(cardSet));
  const name = basename(cardSet, extname(cardSet));
  return `${kind}-${folder && folder !== '.' ? `${folder}-` : ''}${name}.html`.replace(/[^\w.-]/g, '_');
}

/**
 * Writes finished reports into `dir` (each through a .partial file, renamed when complete), then the index of every
 * report in the folder. Callers render everything first, so an error leaves no report half-made.
 * @returns the index's path
 */
export function writeReports(dir: string, reports: readonly ReportFile[]): string {
  mkdirSync(dir, { recursive: true });
  for (const report of reports) writeAtomically(join(dir, report.name), report.html);
  const index = join(dir, INDEX_FILE);
  writeAtomically(index, indexPage(indexEntries(dir)));
  return index;
}
