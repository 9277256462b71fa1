// How cardlab writes files (docs/cli.md, "How cardlab writes files"), in process: a link planted at any name it could
// be expected to write through is not followed, a file in a reports folder that cardlab did not write is neither
// overwritten nor read, and a stale lock is taken over.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { html } from '../../src/report/html.ts';
import { reportPage } from '../../src/report/reportPage.ts';
import { cardlab } from '../helpers/cli.ts';

const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
const CHECK = ['check', WALKTHROUGH, '--pa', '1000', '--workers', '0', '--summary'];
const scratch = () => mkdtempSync(join(tmpdir(), 'cardlab-writes-'));

/** A file outside the output folder that a planted link points to, and a check that it is as it was. */
function victim(): { path: string; intact: () => void } {
  const path = join(scratch(), 'victim.txt');
  writeFileSync(path, 'the victim, untouched\n');
  return { path, intact: () => expect(readFileSync(path, 'utf8')).toBe('the victim, untouched\n') };
}

/** Links at the names a writer could be expected to use beside `file`: the old `.partial`, and other usual ones. */
function plantLinksBeside(file: string, target: string): void {
  for (const name of [`${file}.partial`, `${file}.tmp`, `${file}~`, `${file}.new`]) symlinkSync(target, name);
}

describe('cardlab writes through no planted link', () => {
  it('--save: links at the old .partial and other usual names beside the file, or at it, go unfollowed', async () => {
    const dir = scratch();
    const save = join(dir, 'run.json');
    const target = victim();
    plantLinksBeside(save, target.path);
    const run = await cardlab(...CHECK, '--save', save);
    expect(run.code, run.stderr).toBe(0);
    target.intact();
    expect(JSON.parse(readFileSync(save, 'utf8'))).toHaveProperty('manifest');
    expect(lstatSync(save).isFile()).toBe(true);
    // A link at the file itself is replaced by the file, not written through.
    const linked = join(dir, 'linked.json');
    symlinkSync(target.path, linked);
    expect((await cardlab(...CHECK, '--save', linked)).code).toBe(0);
    target.intact();
    expect(lstatSync(linked).isFile()).toBe(true);
  });

  it('--out: links at the old .partial names of the report and of index.html are not followed', async () => {
    const out = scratch();
    const target = victim();
    plantLinksBeside(join(out, 'check-pinetar-walkthrough.html'), target.path);
    plantLinksBeside(join(out, 'index.html'), target.path);
    const run = await cardlab(...CHECK, '--out', out);
    expect(run.code, run.stderr).toBe(0);
    target.intact();
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('href="check-pinetar-walkthrough.html"');
  });

  it('--save: a link at the lock name stops the run without touching what it points to', async () => {
    const dir = scratch();
    const save = join(dir, 'run.json');
    const folder = join(scratch(), 'a-folder');
    mkdirSync(folder);
    utimesSync(folder, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000)); // looks like a stale lock
    symlinkSync(folder, `${save}.lock`);
    const run = await cardlab(...CHECK, '--save', save);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot lock .*run\.json/);
    expect(existsSync(folder) && readdirSync(folder)).toEqual([]);
    expect(existsSync(save)).toBe(false);
  });
});

describe('a reports folder holds files cardlab did not write', () => {
  it("a user's own index.html is neither overwritten nor run over: refused up front, naming it", async () => {
    const out = scratch();
    writeFileSync(join(out, 'index.html'), '<h1>my own page</h1>\n');
    const run = await cardlab(...CHECK, '--out', out);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${join(out, 'index.html')}:0: --out: a file cardlab wrote into this folder, and it`);
    expect(run.stderr).toMatch(/cardlab overwrites only its own files/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('<h1>my own page</h1>\n');
    expect(readdirSync(out)).toEqual(['index.html']); // no report, no list, no lock left
  });

  it("a user's file under a report's name is not overwritten; one that looks like a report is not linked", async () => {
    const out = scratch();
    expect((await cardlab('grades', WALKTHROUGH, '--pa', '500', '--workers', '0', '--out', out)).code).toBe(0);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    const mine = '<p>my notes, under the name a check report takes</p>\n';
    writeFileSync(join(out, 'check-pinetar-walkthrough.html'), mine);
    const lookalike = reportPage({ kind: 'check', title: 'Not by cardlab', summary: 'planted', body: html`<p>x</p>` });
    writeFileSync(join(out, 'check-lookalike.html'), lookalike);
    const run = await cardlab(...CHECK, '--out', out);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(join(out, 'check-pinetar-walkthrough.html'));
    expect(run.stderr).toMatch(/it is not in .*\.cardlab-files\.json/);
    expect(readFileSync(join(out, 'check-pinetar-walkthrough.html'), 'utf8')).toBe(mine);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(index);
    // Another run that writes into the folder links its own reports, never the look-alike it did not write.
    expect((await cardlab('grades', WALKTHROUGH, '--pa', '500', '--workers', '0', '--out', out)).code).toBe(0);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toContain('check-lookalike.html');
  });

  it('a report of its own that was changed since is not overwritten', async () => {
    const out = scratch();
    expect((await cardlab(...CHECK, '--out', out)).code).toBe(0);
    writeFileSync(join(out, 'check-pinetar-walkthrough.html'), 'edited by hand\n');
    const run = await cardlab(...CHECK, '--out', out);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/check-pinetar-walkthrough\.html:0: --out: .*it changed since cardlab wrote it/);
    expect(readFileSync(join(out, 'check-pinetar-walkthrough.html'), 'utf8')).toBe('edited by hand\n');
  });
});

describe('locks', () => {
  it('a stale lock (its holder killed) is taken over, and the run leaves no lock behind', async () => {
    const dir = scratch();
    const save = join(dir, 'run.json');
    const out = join(dir, 'reports');
    mkdirSync(`${save}.lock`);
    mkdirSync(join(out, '.cardlab.lock'), { recursive: true });
    const minuteAgo = new Date(Date.now() - 60_000);
    for (const lock of [`${save}.lock`, join(out, '.cardlab.lock')]) utimesSync(lock, minuteAgo, minuteAgo);
    const run = await cardlab(...CHECK, '--save', save, '--out', out);
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['reports', 'run.json']);
    expect(readdirSync(out).sort()).toEqual([
      '.cardlab-files.json',
      'cardlab-report.css',
      'check-pinetar-walkthrough.html',
      'index.html',
    ]);
  });
});
