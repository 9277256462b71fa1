import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cardlabOnFiles } from '../helpers/cliOnFiles.ts';

// Input files read through the process's own reader: only regular files, each under CARDLAB_MAX_FILE_MB (16 MB),
// checked on the opened file before a byte is read. Every refusal is bad input: exit 2, one line naming the file.
const scratch = mkdtempSync(join(tmpdir(), 'cardlab-input-files-'));
const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
const run = (...args: string[]) => cardlabOnFiles({}, ...args);

afterEach(() => void vi.unstubAllEnvs());
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('files that are no regular file', () => {
  it('check /dev/zero is refused at once, naming the file (it read for ever)', async () => {
    const result = await run('check', '/dev/zero', '--pa', '1000', '--workers', '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      '/dev/zero:0: (file): a readable YAML or JSON file (a character device, not a regular file)\n',
    );
  });

  it('a FIFO is refused without waiting for a writer (opening it for reading waited for ever)', async () => {
    const fifo = join(scratch, 'cards.yaml');
    execFileSync('mkfifo', [fifo]);
    const result = await run('exact', fifo);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`${fifo}:0: (file): a readable YAML or JSON file (a named pipe, not a regular file)\n`);
  });

  it('a link to /dev/zero and a folder named like a card set are refused the same way', async () => {
    const link = join(scratch, 'zero.yaml');
    symlinkSync('/dev/zero', link);
    const folder = join(scratch, 'folder.yaml');
    mkdirSync(folder);
    const result = await run('exact', link);
    expect(result.stderr).toBe(
      `${link}:0: (file): a readable YAML or JSON file (a character device, not a regular file)\n`,
    );
    const table = await run('exact', WALKTHROUGH, '--table', `tag=${folder}`);
    expect([result.code, table.code]).toEqual([2, 2]);
    expect(table.stderr).toBe(`${folder}:0: (file): a readable YAML or JSON file (a folder, not a regular file)\n`);
  });
});

describe('the size limit', () => {
  it('a file over 16 MB is refused from its size, before it is read: 1 GB takes no memory and no time', async () => {
    // A sparse file: 1 GiB long, no disk used. Reading it would hold 1 GiB (and it failed: "Invalid string length").
    const huge = join(scratch, 'huge.yaml');
    const fd = openSync(huge, 'w');
    ftruncateSync(fd, 2 ** 30);
    closeSync(fd);
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    const result = await run('exact', huge);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 2 ** 20);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `${huge}:0: (file): a readable YAML or JSON file (it has 1,024 MB, over the limit of 16 MB; ` +
        'CARDLAB_MAX_FILE_MB raises it)\n',
    );
  });

  it('CARDLAB_MAX_FILE_MB moves the limit: a set over a lower one is refused, under a raised one played', async () => {
    vi.stubEnv('CARDLAB_MAX_FILE_MB', '0.01');
    const lowered = await run('exact', WALKTHROUGH);
    expect(lowered.code).toBe(2);
    const size = statSync(WALKTHROUGH).size.toLocaleString('en-US');
    expect(lowered.stderr).toBe(
      `${WALKTHROUGH}:0: (file): a readable YAML or JSON file (it has ${size} bytes, over the limit of 10,485 bytes; ` +
        'CARDLAB_MAX_FILE_MB raises it)\n',
    );
    vi.stubEnv('CARDLAB_MAX_FILE_MB', '1');
    const raised = await run('exact', WALKTHROUGH, '--json');
    expect(raised.code).toBe(0);
    expect(JSON.parse(raised.stdout)[0].file).toBe(WALKTHROUGH);
  });

  it('a limit that is no number of megabytes is bad input naming the variable, not the default unsaid', async () => {
    for (const value of ['16MB', '0', '-1', '1e3', '513']) {
      vi.stubEnv('CARDLAB_MAX_FILE_MB', value);
      const result = await run('exact', WALKTHROUGH);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `(environment):0: CARDLAB_MAX_FILE_MB: megabytes above 0 and at most 512, like 16 or 64 (got "${value}")\n`,
      );
    }
  });
});

describe('files that are not there', () => {
  it('--table, --rules and a card set name the missing file: file not found, exit 2', async () => {
    const missing = join(scratch, 'missing.yaml');
    const runs = await Promise.all([
      run('exact', WALKTHROUGH, '--table', `tag=${missing}`),
      run('season', WALKTHROUGH, '--games', '1', '--workers', '0', '--rules', missing),
      run('check', missing, '--workers', '0'),
    ]);
    for (const result of runs) {
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`^${missing}:0: \\(file\\): a .*\\(file not found\\)\\n$`));
    }
    expect(runs[1]!.stderr).toBe(`${missing}:0: (file): a rules preset file (file not found)\n`);
  });
});
