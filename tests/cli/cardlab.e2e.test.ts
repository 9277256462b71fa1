// The built CLI as a user runs it: `node bin/cardlab.js`, which runs dist/ (npm test and npm run test:e2e build it
// first). The unit tier drives the same program in process; here the process boundary is what is tested: exit codes,
// what reaches stderr, Ctrl-C, and that the built program prints what the sources do.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardlab as inProcess } from '../helpers/cli.ts';

const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
const scratch = mkdtempSync(join(tmpdir(), 'cardlab-e2e-'));

function cardlab(...args: string[]) {
  const run = spawnSync(process.execPath, ['bin/cardlab.js', ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('bin/cardlab.js', () => {
  it('answers --help and --version', () => {
    const help = cardlab('--help');
    expect(help.code).toBe(0);
    for (const command of ['check', 'merge', 'grades', 'reports', 'exact', 'season', 'rules', 'sweep', 'build'])
      expect(help.stdout).toMatch(new RegExp(`\\n  ${command} `));
    expect(cardlab('--version').stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('prints, byte for byte, what the program prints in process', async () => {
    // 32 cards x 300,000: above POOL_FROM_PA, so the built CLI's two workers play it.
    const args = ['check', WALKTHROUGH, 'cards/strat/walkthrough.yaml', '--pa', '300000', '--seed', '5', '--json'];
    const built = cardlab(...args, '--workers', '2', '--oversubscribe');
    const source = await inProcess(...args, '--workers', '0');
    expect(built.code).toBe(0);
    expect(built.stdout).toBe(source.stdout);
  });

  it('exits 2 on bad input with file:line: field on stderr and no stack trace, and on an unknown command', () => {
    const bad = cardlab('check', 'tests/fixtures/bad-cards/overlap.yaml', '--pa', '10');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^tests\/fixtures\/bad-cards\/overlap\.yaml:19: players\[0\]\.batting\.vsR\.10-39: /);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    expect(bad.stdout).toBe('');
    const unknown = cardlab('chek', WALKTHROUGH);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command 'chek'/);
  });

  it('stops on Ctrl-C (SIGINT): the workers stop, nothing is written, exit code 130', async () => {
    const out = join(scratch, 'interrupted.json');
    const child = spawn(
      process.execPath,
      ['bin/cardlab.js', 'check', WALKTHROUGH, '--pa', '1e9', '--workers', '2', '--oversubscribe', '--save', out],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    await new Promise((resolve) => setTimeout(resolve, 3000)); // well into the simulation
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(130);
    expect(stderr).toMatch(/interrupted; nothing was written/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  }, 30_000);
});
