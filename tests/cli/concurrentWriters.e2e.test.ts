// Two cardlab runs that write the same --save file or --out folder (docs/cli.md, "How cardlab writes files"): the
// second waits for the first's lock, up to 12 s, and then either writes alone or stops with exit code 75 naming the
// lock. The built CLI, as a user runs it (npm run build first).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** `node bin/cardlab.js <args>` started: its stderr so far and its end (ended after the test if need be). */
function start(...args: string[]) {
  const child = spawn(process.execPath, ['bin/cardlab.js', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
  const started = Date.now();
  const ended = new Promise<{ code: number | null; stderr: string; seconds: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr, seconds: (Date.now() - started) / 1000 })),
  );
  return { child, ended, stderr: () => stderr };
}

/**
 * Waits until `path` exists (a run's lock: the run holds it). No short deadline: on a loaded machine a run's start can
 * take seconds, and a second writer started before the first holds its lock would find nothing to wait for.
 */
async function until(path: string): Promise<void> {
  while (!existsSync(path)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Waits until a run has said `text` on stderr. */
async function said(run: ReturnType<typeof start>, text: string): Promise<void> {
  while (!run.stderr().includes(text)) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('two runs writing the same output', () => {
  it('the second waits while the first holds the lock, then writes alone: one whole JSON, its own', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'cardlab-writers-')), 'run.json');
    // The first runs until stopped, so the second finds its lock however slowly either starts (no race on a busy CI).
    const first = start('check', WALKTHROUGH, '--pa', '1e9', '--workers', '0', '--seed', '1', '--save', save);
    await until(`${save}.lock`);
    const second = start('check', WALKTHROUGH, '--pa', '1000', '--workers', '0', '--seed', '2', '--save', save);
    await said(second, 'is being written by another cardlab run');
    first.child.kill('SIGTERM'); // its lock goes with it, nothing written
    const [one, two] = await Promise.all([first.ended, second.ended]);
    expect(one.code, one.stderr).toBe(143);
    expect(two.code, two.stderr).toBe(0);
    expect(two.stderr).toMatch(
      /run\.json is being written by another cardlab run \(its lock: .*run\.json\.lock\); wait/,
    );
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { manifest: { seeds: number[] } };
    expect(saved.manifest.seeds).toEqual([2]);
    expect(readdirSync(join(save, '..'))).toEqual(['run.json']);
  }, 60_000);

  it('a second writer of a held --save file or --out folder stops after 12 s, exit 75, naming the lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlab-writers-'));
    const save = join(dir, 'run.json');
    const out = join(dir, 'reports');
    const holder = start('check', WALKTHROUGH, '--pa', '1e9', '--workers', '0', '--save', save, '--out', out);
    await Promise.all([until(`${save}.lock`), until(join(out, '.cardlab.lock'))]);
    const others = [
      start('check', WALKTHROUGH, '--pa', '1000', '--workers', '0', '--save', save),
      start('check', WALKTHROUGH, '--pa', '1000', '--workers', '0', '--out', out),
    ];
    const [toFile, toFolder] = await Promise.all(others.map((other) => other.ended));
    holder.child.kill('SIGTERM');
    expect((await holder.ended).code).toBe(143);
    for (const [refused, lock] of [
      [toFile!, `${save}.lock`],
      [toFolder!, join(out, '.cardlab.lock')],
    ] as const) {
      expect(refused.code, refused.stderr).toBe(75);
      expect(refused.stderr).toContain(`its lock ${lock} was still held after 12 s`);
      expect(refused.seconds).toBeGreaterThanOrEqual(11.5);
    }
    expect(readdirSync(dir)).toEqual([]); // nothing written by anyone, no lock left
  }, 60_000);
});
