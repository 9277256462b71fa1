import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

const WALKTHROUGH = 'cards/pbc/walkthrough.yaml';
const dir = mkdtempSync(join(tmpdir(), 'cardlab-pbc-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PBC through the commands every game has', () => {
  it("check: a walk-through card's target is its printed Avg; the card bats higher", async () => {
    const run = await cardlab('check', WALKTHROUGH, '--pa', '20000', '--json');
    expect(run.code).toBe(0);
    const [set] = JSON.parse(run.stdout);
    const skip = set.cards.find((c: { id: string }) => c.id === 'skip-higgins');
    expect(skip.target.AVG).toBe(0.278);
    // 10/36 prints .278; against Luigi Ryle's chart the card bats .319 (exact): well outside the target.
    expect(skip.rates.AVG.lower).toBeGreaterThan(0.3);
  });

  it('exact: rates as the hand arithmetic of tests/games/pbc/exact.test.ts has them, each file read once', async () => {
    const run = await cardlab('exact', WALKTHROUGH, '--json');
    expect(run.code).toBe(0);
    const [set] = JSON.parse(run.stdout);
    const jimmy = set.cards.find((c: { id: string }) => c.id === 'jimmy-adams');
    // 3,5,7=2B against Luigi Ryle: walks on 2 and 12 (2/36), strikeouts on 6 and 8 (10/36).
    expect(jimmy.rates['BB%'].estimate).toBeCloseTo(2 / 36, 12);
    expect(jimmy.rates['K%'].estimate).toBeCloseTo(10 / 36, 12);
    expect(new Set(run.reads).size).toBe(run.reads.length);
  });

  it('grades: every batter against his pitchers at each fatigue level', async () => {
    const run = await cardlab('grades', WALKTHROUGH, '--pa', '2000');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/grade\s+AVG/);
    expect(run.stdout).toMatch(/^ {2}-6 /m);
  });

  it('--vs is refused: PBC pitchers have no grades', async () => {
    const run = await cardlab('check', WALKTHROUGH, '--vs', 'R/C');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--vs: no --vs: PBC pitchers have no grades/);
  });

  it('a printed number that disagrees with the card is a warning with both numbers; the set still plays', async () => {
    const file = join(dir, 'warned.yaml');
    writeFileSync(file, readFileSync(WALKTHROUGH, 'utf8').replace('baserunner: 0.083', 'baserunner: 0.2'));
    const run = await cardlab('exact', file);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /warning: .*warned\.yaml:\d+: players\[5\]\.pitching\.baserunner: the printed baserunner probability 0\.200 is not the Out Chart's 0\.083/,
    );
  });

  it('a bad card names file, line and field and exits 2', async () => {
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, readFileSync(WALKTHROUGH, 'utf8').replace("'3,5,7=2B'", "'3,5,7=XX'"));
    const run = await cardlab('check', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bad\.yaml:\d+: players\[1\]\.hits: a hit type after "="/);
  });

  it('an unknown manager is refused naming the PBC managers', async () => {
    const run = await cardlab('season', 'cards/pbc/2016-cubs.yaml', '--games', '2', '--manager', 'nobody');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/a PBC manager: default, aggressive, cautious, literal/);
  });
});
