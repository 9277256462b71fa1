import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportFile } from '../report/reportFiles.ts';
import { INDEX_FILE, indexEntries, indexPage } from '../report/reportIndex.ts';
import { writeAtomically } from './writeAtomically.ts';

/**
 * Writes finished reports into `dir` (each through a .partial file, renamed when complete), then the index of every
 * report in the folder. Callers render everything first, so an error leaves no report half-made.
 * @returns the index's path
 */
export function writeReports(dir: string, reports: readonly ReportFile[]): string {
  mkdirSync(dir, { recursive: true });
  for (const report of reports) writeAtomically(join(dir, report.name), report.html);
  const pages = readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, page: readFileSync(join(dir, file), 'utf8') }));
  const index = join(dir, INDEX_FILE);
  writeAtomically(index, indexPage(indexEntries(pages)));
  return index;
}

/**
 * The report renderers, loaded when a command writes reports (`--out`): their modules take a third of a second to
 * load, which a command printing to the terminal should not wait for.
 */
export const reportFiles = (): Promise<typeof import('../report/reportFiles.ts')> => import('../report/reportFiles.ts');
