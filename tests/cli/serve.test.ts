import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardlab, cardlabWith } from '../helpers/cli.ts';

describe('cardlab serve', () => {
  it('serves a folder on 127.0.0.1 until Ctrl-C, printing each page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlab-serve-'));
    writeFileSync(join(dir, 'workbench.html'), '<p>ok</p>');
    const run = await cardlabWith({ interruptAfter: 300 }, 'serve', dir, '--port', '0');
    expect(run.stdout).toMatch(/^serving .* on http:\/\/127\.0\.0\.1:\d+\/ \(this machine only; Ctrl-C stops\)\n/);
    expect(run.stdout).toMatch(/ {2}http:\/\/127\.0\.0\.1:\d+\/workbench\.html\n$/);
  });
  it('refuses a folder that is not there, naming it, with exit code 2', async () => {
    const run = await cardlab('serve', 'no/such/folder');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no\/such\/folder.*a folder of built notebooks/);
  });
  it('says a port is in use in one line, with exit code 2', async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const run = await cardlab('serve', 'cards', '--port', String(port));
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`cardlab serve: --port ${port}: in use; pick another, or 0 for any free port`);
    } finally {
      taken.close();
    }
  });
  it('takes ports from 0 to 65535 only', async () => {
    expect((await cardlab('serve', 'cards', '--port', '65536')).code).toBe(2);
  });
});
