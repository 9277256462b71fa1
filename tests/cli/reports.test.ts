import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overBudget } from '../../src/cli/commands/reports.ts';
import { reportFileName } from '../../src/report/reportFiles.ts';
import { html } from '../../src/report/html.ts';
import { reportPage } from '../../src/report/reportPage.ts';
import { cardlab } from '../helpers/cli.ts';

const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';

describe('report files', () => {
  it('are named after kind, game folder and card set', () => {
    expect(reportFileName('check', 'cards/pinetar/2016-cubs.yaml')).toBe('check-pinetar-2016-cubs.html');
    expect(reportFileName('grades', 'my set.yaml')).toBe('grades-my_set.html');
  });
});

describe('cardlab check --out', () => {
  it('writes a card accuracy report with its manifest and an index that links it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'cardlab-reports-'));
    const run = await cardlab(
      'check',
      WALKTHROUGH,
      '--pa',
      '3000',
      '--seed',
      '5',
      '--workers',
      '0',
      '--summary',
      '--out',
      out,
    );
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      '.cardlab-files.json',
      'cardlab-report.css',
      'check-pinetar-walkthrough.html',
      'index.html',
    ]);
    const page = readFileSync(join(out, 'check-pinetar-walkthrough.html'), 'utf8');
    expect(page).toContain('<svg');
    expect(page).toMatch(/<dt>seed<\/dt><dd>5<\/dd>/);
    expect(page).toMatch(/<dt>plate appearances<\/dt><dd>66,000<\/dd>/); // 22 cards x 3,000
    expect(page).toMatch(/<dt>rules preset<\/dt><dd>main<\/dd>/);
    expect(page).toMatch(/<dt>git commit<\/dt><dd>[0-9a-f]{40}/);
    expect(page.match(/<details class="card">/g)).toHaveLength(22);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('href="check-pinetar-walkthrough.html"');
    expect(run.stdout).toContain(`reports: ${join(out, 'index.html')}`);
  });
  it("charts a set that prints no season lines (the Strat rules' walk-through) against its exact rates", async () => {
    const out = mkdtempSync(join(tmpdir(), 'cardlab-reports-'));
    const run = await cardlab(
      'check',
      'cards/strat/walkthrough.yaml',
      '--pa',
      '2000',
      '--workers',
      '0',
      '--summary',
      '--out',
      out,
    );
    expect(run.code).toBe(0);
    const page = readFileSync(join(out, 'check-strat-walkthrough.html'), 'utf8');
    expect(page).toContain('id="no-targets"');
    // Against their exact rates instead: 10 cards x 6 rates, each a 95% interval that holds the exact rate or not.
    expect(page).toContain('id="accuracy-chart"');
    expect(page).toContain('Simulated minus exact, in points');
    const [, holds, of] = /<b>(\d+) of (\d+)<\/b><span>95% intervals holding the exact rate/.exec(page) ?? [];
    expect(Number(of)).toBe(60);
    // 60 intervals at 95%: about 3 miss; 10 or more would have binomial probability under 0.001.
    expect(Number(holds)).toBeGreaterThanOrEqual(51);
    expect(page.match(/<details class="card">/g)).toHaveLength(10);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(
      '10 cards, none printing a season line to check against',
    );
  });

  it('writes nothing, not even the folder, when a card set is bad', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'cardlab-reports-')), 'out');
    const run = await cardlab(
      'check',
      WALKTHROUGH,
      'tests/fixtures/bad-cards/overlap.yaml',
      '--pa',
      '100',
      '--out',
      out,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/overlap\.yaml:\d+:/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('cardlab grades', () => {
  it("prints each grade's rates, agrees with itself by seed, writes its report beside an existing one", async () => {
    const out = mkdtempSync(join(tmpdir(), 'cardlab-reports-'));
    expect((await cardlab('check', WALKTHROUGH, '--pa', '1000', '--workers', '0', '--out', out)).code).toBe(0);
    // A page that looks like a report but that cardlab did not write there is neither read nor linked.
    writeFileSync(
      join(out, 'check-earlier.html'),
      reportPage({
        kind: 'check',
        title: 'Card accuracy: an earlier run',
        summary: 'written by an earlier command',
        body: html`<p>earlier</p>`,
      }),
    );
    writeFileSync(join(out, 'notes.html'), '<p>not a cardlab report</p>');
    const run = await cardlab('grades', WALKTHROUGH, '--pa', '2000', '--workers', '0', '--out', out);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ {2}A\+ +\.\d{3}/m);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('href="grades-pinetar-walkthrough.html"');
    expect(index).toContain('href="check-pinetar-walkthrough.html"');
    expect(index).not.toContain('check-earlier.html');
    expect(index).not.toContain('notes.html');
    const json = async (seed: string) =>
      (await cardlab('grades', WALKTHROUGH, '--pa', '2000', '--workers', '0', '--seed', seed, '--json')).stdout;
    const first = await json('3');
    expect(await json('3')).toBe(first);
    const [set] = JSON.parse(first) as {
      cards: { cells: { grade: string; simulated: Record<string, { estimate: number }> }[] }[];
    }[];
    expect(set!.cards[0]!.cells.map((c) => c.grade)).toEqual(['A+', 'A', 'B', 'M', 'C', 'D', 'E', 'G']);
  });
});

describe('cardlab merge --out', () => {
  it('writes the accuracy report of merged shards, with every seed in its manifest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlab-merge-'));
    for (const seed of ['1', '2'])
      expect(
        (
          await cardlab(
            'check',
            WALKTHROUGH,
            '--pa',
            '1000',
            '--seed',
            seed,
            '--workers',
            '0',
            '--save',
            join(dir, `${seed}.json`),
          )
        ).code,
      ).toBe(0);
    const run = await cardlab(
      'merge',
      join(dir, '1.json'),
      join(dir, '2.json'),
      '--summary',
      '--out',
      join(dir, 'reports'),
    );
    expect(run.code).toBe(0);
    const page = readFileSync(join(dir, 'reports', 'check-pinetar-walkthrough.html'), 'utf8');
    expect(page).toMatch(/<dt>seed<\/dt><dd>1, 2<\/dd>/);
    expect(page).toMatch(/<dt>plate appearances<\/dt><dd>44,000<\/dd>/); // 22 cards x 1,000 x 2 shards
  });
});

describe('cardlab reports: inputs read once', () => {
  it('reads the set, each table and the MLB totals once each, whatever the job asks of them', async () => {
    const out = mkdtempSync(join(tmpdir(), 'cardlab-reads-'));
    const run = await cardlab(
      'reports',
      WALKTHROUGH,
      '--out',
      out,
      '--pa',
      '2000',
      '--grades-pa',
      '500',
      '--season-games',
      '4',
      '--rules-games',
      '2',
      '--workers',
      '0',
    );
    expect(run.code, run.stderr).toBe(0);
    // The job plans, checks, grades, plays a season and measures every optional rule: all from one read of each file.
    expect(run.reads.filter((file) => file === WALKTHROUGH)).toHaveLength(1);
    expect(new Set(run.reads).size).toBe(run.reads.length);
    const tables = run.reads.filter((file) => file.endsWith('.yaml') && file.includes('tables'));
    expect(tables.length).toBeGreaterThan(10);
    expect(run.reads.some((file) => file.endsWith('mlb_batting_totals_by_season.csv'))).toBe(true);
    // Its stdout is no terminal: a line as each report's work is done, in the job's order, before the summary.
    const lines = run.stdout.split('\n').filter((line) => / [0-9]+\.[0-9] s$/.test(line));
    expect(lines.map((line) => line.replace(/: [0-9.]+ s$/, ''))).toEqual([
      'card accuracy of 1 set',
      `grade shift ${WALKTHROUGH}`,
      `season ${WALKTHROUGH}`,
      'optional rules of pinetar (1 set)',
      `Replay's break-even tables in ${WALKTHROUGH}`,
    ]);
    expect(run.stdout.indexOf(lines[4]!)).toBeLessThan(run.stdout.indexOf('card accuracy:'));
    // The season it played is the check report's season mode: no second season.
    expect(lines.filter((line) => line.startsWith('season '))).toHaveLength(1);
    expect(run.stdout).toMatch(/walkthrough\.yaml: 22 cards: .*; in season mode \d+ of \d+ who played off a target/);
    const check = readFileSync(join(out, 'check-pinetar-walkthrough.html'), 'utf8');
    expect(check).toContain('id="season-mode"');
    expect(check).toContain('<dd>seasonMode: 4 games per team: against the set&#39;s league where it has one');
    // The game's time is its reports' (each printed to 0.1 s), within the job's, against its budget.
    const [, job, game] = /reports in ([0-9.]+) s \(Pine Tar Baseball ([0-9.]+) s of 20 s\)/.exec(run.stdout) ?? [];
    const stages = lines.reduce((sum, line) => sum + Number(/([0-9.]+) s$/.exec(line)![1]), 0);
    expect(Math.abs(Number(game) - stages)).toBeLessThanOrEqual(0.05 * lines.length + 0.05);
    expect(Number(game)).toBeLessThanOrEqual(Number(job));
  }, 120_000);

  it('warns of a game over its budget, and of no other', () => {
    const times = [
      { game: 'pinetar', title: 'Pine Tar Baseball', seconds: 30.04, budget: 28 },
      { game: 'strat', title: 'Strat-O-Matic', seconds: 17.9, budget: 18 },
    ];
    expect(overBudget(times)).toEqual([
      "warning: Pine Tar Baseball's reports took 30.0 s, over the game's budget of 28 s " +
        '(GameSystem.reportBudget): the main job would not stay under a minute',
    ]);
  });
});
