import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportFile } from '../report/reportFiles.ts';
import { INDEX_FILE, indexEntry, indexPage } from '../report/reportIndex.ts';
import { REPORT_STYLESHEET } from '../report/reportPage.ts';
import { REPORT_STYLE } from '../report/reportStyle.ts';
import {
  FOLDER_LIST,
  listedReports,
  readFolderList,
  refuseForeignFiles,
  sha256,
  type FolderList,
  type ListedFile,
} from './reportsFolderList.ts';
import { writeAtomically } from './writeAtomically.ts';

/**
 * Writes the folder's stylesheet and finished reports into `dir` (each whole or not at all: writeAtomically), then
 * the index of every report cardlab wrote there, and the folder's list of its files (reportsFolderList.ts). A file of
 * the same name that cardlab did not write (a user's own index.html) is refused before anything is written, and the
 * index is made from the list: no other file of the folder is read. Callers render everything first and hold the
 * folder's lock (claimOutputs), so an error leaves no report half-made and two runs cannot mix their files.
 * @returns the index's path
 */
export async function writeReports(dir: string, reports: readonly ReportFile[]): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const list = readFolderList(dir);
  refuseForeignFiles(dir, [...reports.map((report) => report.name), INDEX_FILE, REPORT_STYLESHEET], list);
  const index = join(dir, INDEX_FILE);
  // The stylesheet every page links (once for the folder), the reports, then the index of the list as it will be.
  // The index is rendered before a byte is written, so the writes run at one go: a stop signal, which waits for the
  // main thread, finds them all done or none begun (stopOnSignals.ts).
  const files: ReportFile[] = [{ name: REPORT_STYLESHEET, html: REPORT_STYLE }, ...reports];
  const planned: FolderList = { ...list, files: { ...list.files } };
  for (const file of files) planned.files[file.name] = listing(file);
  const coming = new Set(files.map((file) => file.name));
  files.push({ name: INDEX_FILE, html: await indexPage(listedReports(dir, planned, coming)) });
  try {
    for (const file of files) {
      writeAtomically(join(dir, file.name), file.html);
      list.files[file.name] = listing(file);
    }
  } finally {
    // Whatever was written is listed, also when a later file failed: the next run may overwrite it.
    writeAtomically(join(dir, FOLDER_LIST), `${JSON.stringify(list, null, 1)}\n`);
  }
  return index;
}

/**
 * Refuses a reports folder that cardlab could not write into (a user's own index.html, a list that is not cardlab's)
 * before a run, so it is not found out only after the run's minutes.
 */
export function checkReportsFolder(dir: string): void {
  // Reading the list refuses one that is not cardlab's.
  refuseForeignFiles(dir, [INDEX_FILE, REPORT_STYLESHEET], readFolderList(dir));
}

/** A file's entry in the folder's list: its hash, and for a report what the index shows of it (its digest too). */
function listing({ name, html: page, digest, run }: ReportFile): ListedFile {
  const entry = name === INDEX_FILE || name === REPORT_STYLESHEET ? undefined : indexEntry(name, page);
  return {
    sha256: sha256(page),
    ...(entry && { kind: entry.kind, title: entry.title, summary: entry.summary }),
    ...(digest && { digest }),
    ...(run && { run }),
  };
}

/**
 * The report renderers, loaded when a command writes reports (`--out`): their modules take a third of a second to
 * load, which a command printing to the terminal should not wait for.
 */
export const reportFiles = (): Promise<typeof import('../report/reportFiles.ts')> => import('../report/reportFiles.ts');
