// The built CLI's real streams: a refused option and a hostile file name as a terminal would get them.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function cardlab(...args: string[]) {
  const run = spawnSync(process.execPath, ['bin/cardlab.js', ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('bin/cardlab.js on a bad command line', () => {
  it('exits 2 with one line and a hint for a number it will not guess at', () => {
    const run = cardlab('season', 'cards/pinetar/2016-cubs.yaml', '--games', '0x10');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'cardlab season: --games: "0x10" is not a whole number (write digits, e.g. 1620, 1_000_000 or 1e6)\n' +
        'see cardlab season --help\n',
    );
  });
  it('writes a file name with ESC and a bidi override as escapes', () => {
    const run = cardlab('check', 'no\u001b[31m\u202esuch.yaml');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('no\\u001b[31m\\u202esuch.yaml:0: (file): a readable YAML or JSON file (file not found)\n');
  });
});
