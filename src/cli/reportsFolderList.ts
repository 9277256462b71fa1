import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../core/input/InputError.ts';
import { parsedDigest, parsedRun } from '../report/reportDigest.ts';
import type { IndexEntry } from '../report/reportIndex.ts';

/** The list, in a reports folder, of the files cardlab wrote there: the only ones it overwrites or reads. */
export const FOLDER_LIST = '.cardlab-files.json';

/**
 * A file cardlab wrote: its bytes' SHA-256, and for a report what the index shows of it (its digest and run as
 * written; read back through their schemas).
 */
export type ListedFile = { sha256: string } & Partial<Omit<IndexEntry, 'file' | 'digest' | 'run'>> & {
    digest?: unknown;
    run?: unknown;
  };

/** What a folder's list holds: `writtenBy` marks it as cardlab's, `files` are keyed by file name. */
export interface FolderList {
  writtenBy: 'cardlab';
  files: Record<string, ListedFile>;
}

export const sha256 = (bytes: string | Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The folder's list (empty where there is none yet); a list that is no list of cardlab's (a link, or not its JSON) is
 * refused, so it is overwritten only once read as cardlab's own.
 */
export function readFolderList(dir: string): FolderList {
  const bytes = readOwnFile(join(dir, FOLDER_LIST));
  if (bytes === 'missing') return { writtenBy: 'cardlab', files: {} };
  if (bytes === 'no regular file') throw refusal(dir, FOLDER_LIST, 'it is a link or no regular file');
  const list = parsed(bytes);
  if (!list) throw refusal(dir, FOLDER_LIST, 'it is no list that cardlab wrote');
  return list;
}

/**
 * Refuses, before anything is written, to overwrite a file of `names` that cardlab did not write into `dir`: one that
 * is not in the folder's list, has changed since, or is a link or no regular file. Unlisted files are not read.
 */
export function refuseForeignFiles(dir: string, names: readonly string[], list: FolderList): void {
  for (const name of names) {
    const listed = Object.hasOwn(list.files, name) ? list.files[name] : undefined;
    const bytes = listed ? readOwnFile(join(dir, name)) : exists(join(dir, name)) ? 'unlisted' : 'missing';
    if (bytes === 'missing') continue;
    if (bytes === 'unlisted') throw refusal(dir, name, `it is not in ${join(dir, FOLDER_LIST)}`);
    if (bytes === 'no regular file') throw refusal(dir, name, 'it is a link or no regular file');
    if (sha256(bytes) !== listed!.sha256) throw refusal(dir, name, 'it changed since cardlab wrote it');
  }
}

/**
 * The listed reports still in the folder (or `coming`: about to be written), as the index links them, by file name.
 */
export function listedReports(dir: string, list: FolderList, coming: ReadonlySet<string> = new Set()): IndexEntry[] {
  return Object.entries(list.files)
    .flatMap(([file, { kind, title, summary, digest, run }]) => {
      const there = coming.has(file) || isRegularFile(join(dir, file));
      if (kind === undefined || title === undefined || summary === undefined || !there) return [];
      const [readDigest, readRun] = [parsedDigest(digest), parsedRun(run)];
      return [
        { file, kind, title, summary, ...(readDigest && { digest: readDigest }), ...(readRun && { run: readRun }) },
      ];
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function refusal(dir: string, name: string, why: string): InputError {
  return new InputError([
    {
      file: join(dir, name),
      line: 0,
      field: '--out',
      expected:
        `a file cardlab wrote into this folder, and ${why}: cardlab overwrites only its own files. ` +
        'Move it away, or write the reports into another folder',
    },
  ]);
}

/** A file's bytes, read without following a link: 'missing', or 'no regular file' for a link, a folder, a pipe. */
function readOwnFile(path: string): Uint8Array | 'missing' | 'no regular file' {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'no regular file';
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : 'no regular file';
  } finally {
    closeSync(fd);
  }
}

function exists(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
}

function isRegularFile(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

function parsed(bytes: Uint8Array): FolderList | undefined {
  try {
    const list = JSON.parse(new TextDecoder().decode(bytes)) as FolderList;
    const files = Object.values(list.files ?? {});
    const valid = list.writtenBy === 'cardlab' && files.every((file) => typeof file?.sha256 === 'string');
    return valid ? { writtenBy: 'cardlab', files: { ...list.files } } : undefined;
  } catch {
    return undefined;
  }
}
