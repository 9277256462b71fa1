// SIGINT, SIGTERM and SIGHUP stop a cardlab run that writes: exit 130, 143 and 129, its worker threads gone with it,
// no temporary file, lock or half-written output left; also when npm started it and npm is the one signalled (npm
// passes the signal to its shell alone). The built CLI, as a user runs it (npm run build first). Linux: it looks for
// processes left behind in /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { constants, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
const BIN = resolve('bin/cardlab.js');
/** A run long enough to be stopped: it holds its locks (handlers in place) from its start. */
const ENDLESS = ['check', resolve(WALKTHROUGH), '--pa', '1e9', '--workers', '2', '--oversubscribe'];
const TEMPORARY = /^\.cardlab-tmp-|\.partial$/;

function ended(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
}

function stderrOf(child: ChildProcess): () => string {
  let text = '';
  child.stderr!.on('data', (data: Buffer) => (text += data.toString()));
  return () => text;
}

/** Waits until `ready()` or `ms` have passed (generous: a run on a loaded machine can take seconds to start). */
async function until(ready: () => boolean, ms: number): Promise<void> {
  for (const deadline = Date.now() + ms; !ready() && Date.now() < deadline;)
    await new Promise((done) => setTimeout(done, 50));
}

/** Waits (up to 2 s) until a process is stopped (state T), not only sent SIGSTOP. */
function untilStopped(pid: number): void {
  const state = () => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '')[0];
    } catch {
      return 'gone';
    }
  };
  for (const deadline = Date.now() + 2000; !['T', 'gone'].includes(state()!) && Date.now() < deadline;);
}

/** The processes whose command line names `marker` (a run's own scratch folder): none once a run is over. */
function processesNaming(marker: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** Every test's scratch folders: a process still naming one after the test is ended (a failed test leaves none). */
const scratches: string[] = [];
const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratches.push(dir);
  return dir;
};
afterEach(() => {
  for (const pid of scratches.splice(0).flatMap(processesNaming)) process.kill(pid, 'SIGKILL');
});

/** Waits for the processes naming `marker` to end (up to 5 s); ends those left, so a failure leaves none running. */
async function leftAfter(marker: string): Promise<number[]> {
  await until(() => processesNaming(marker).length === 0, 5000);
  const left = processesNaming(marker);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  return left;
}

describe('a signal stops a run that writes', () => {
  it('SIGTERM, SIGHUP and SIGINT exit 143, 129 and 130, leaving nothing behind', async () => {
    const runs = (['SIGTERM', 'SIGHUP', 'SIGINT'] as const).map((signal) => {
      const dir = scratch('cardlab-signal-');
      const save = join(dir, 'run.json');
      const args = [...ENDLESS, '--save', save, '--out', join(dir, 'reports')];
      const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
      return { signal, dir, save, child, stderr: stderrOf(child), exit: ended(child) };
    });
    await Promise.all(runs.map((run) => until(() => existsSync(`${run.save}.lock`), 30_000)));
    await new Promise((done) => setTimeout(done, 1000)); // into the simulation, its workers running
    for (const run of runs) run.child.kill(run.signal);
    const codes = { SIGTERM: 143, SIGHUP: 129, SIGINT: 130 };
    for (const run of runs) {
      expect(await run.exit, run.stderr()).toEqual({ code: codes[run.signal], signal: null });
      expect(run.stderr()).toContain(`cardlab: interrupted; nothing was written (${run.signal})`);
      expect(readdirSync(run.dir)).toEqual([]); // no output, no lock, no temporary file, not even the folder
      expect(await leftAfter(run.dir)).toEqual([]);
    }
  }, 60_000);

  it('SIGTERM while the reports are being written: they are finished whole, no temporary file is left', async () => {
    // The run is frozen (SIGSTOP) the moment a temporary file appears in its folder, then sent SIGTERM and let go on.
    const out = scratch('cardlab-signal-');
    const args = ['check', WALKTHROUGH, '--pa', '20000', '--workers', '0', '--summary', '--out', out];
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = stderrOf(child);
    const exit = ended(child);
    let caught: string[] | undefined;
    const watcher = watch(out, (_, name) => {
      if (caught || !name || !TEMPORARY.test(name)) return;
      caught = [];
      try {
        child.kill('SIGSTOP');
        untilStopped(child.pid!);
        caught = readdirSync(out);
      } finally {
        child.kill('SIGTERM');
        child.kill('SIGCONT');
      }
    });
    const { code } = await exit;
    watcher.close();
    expect(
      caught?.some((name) => TEMPORARY.test(name)),
      'frozen with a temporary file in the folder',
    ).toBe(true);
    expect(code, stderr()).toBe(143);
    const left = readdirSync(out).sort();
    expect(left).toEqual(['.cardlab-files.json', 'cardlab-report.css', 'check-pinetar-walkthrough.html', 'index.html']);
    const list = JSON.parse(readFileSync(join(out, '.cardlab-files.json'), 'utf8')) as {
      files: Record<string, { sha256: string }>;
    };
    for (const [name, { sha256 }] of Object.entries(list.files))
      expect(
        createHash('sha256')
          .update(readFileSync(join(out, name)))
          .digest('hex'),
      ).toBe(sha256);
  }, 60_000);
});

describe('a run started by npm', () => {
  /** `npm start` in a package of its own whose start script runs cardlab, as cardlab's own `npm start` does. */
  function npmStart(options: { detached?: boolean } = {}) {
    const dir = scratch('cardlab-npm-');
    const save = join(dir, 'run.json');
    const script = ['node', BIN, ...ENDLESS, '--save', save].join(' ');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'wrapper', private: true, scripts: { start: script } }),
    );
    const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' };
    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, env, stdio: 'ignore', ...options });
    return { dir, save, npm, exit: ended(npm) };
  }

  it('SIGTERM or SIGHUP to npm, or Ctrl-C to its process group, end cardlab too, leaving nothing', async () => {
    // Ctrl-C at a terminal sends SIGINT to every process of the job: npm started in a process group of its own.
    const runs = [
      { signal: 'SIGTERM', ...npmStart() },
      { signal: 'SIGHUP', ...npmStart() },
      { signal: 'SIGINT', ...npmStart({ detached: true }) },
    ] as const;
    await Promise.all(runs.map((run) => until(() => existsSync(`${run.save}.lock`), 30_000)));
    for (const run of runs) process.kill(run.signal === 'SIGINT' ? -run.npm.pid! : run.npm.pid!, run.signal);
    for (const run of runs) {
      const { code, signal } = await run.exit;
      expect(signal ?? code, `npm's end after ${run.signal}`).toBeOneOf([
        run.signal,
        128 + constants.signals[run.signal],
      ]);
      expect(await leftAfter(run.dir), `processes left after ${run.signal} to npm`).toEqual([]);
      expect(readdirSync(run.dir)).toEqual(['package.json']);
    }
  }, 60_000);
});
