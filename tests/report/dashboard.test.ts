import { describe, expect, it } from 'vitest';
import { parsedDigest, type DigestRun, type ReportDigest } from '../../src/report/reportDigest.ts';
import { indexPage, type IndexEntry } from '../../src/report/reportIndex.ts';

const HOSTILE = '<script>alert(1)</script>';
const run: DigestRun = {
  version: '0.1.0',
  seeds: [7],
  rules: 'main',
  cards: [{ file: `cards/pinetar/${HOSTILE}.yaml`, sha256: 'ab'.repeat(32) }],
  date: '2026-11-26T00:00:00.000Z',
};
const entry = (file: string, kind: string, digest: ReportDigest): IndexEntry => ({
  file,
  kind,
  title: file,
  summary: 'one line',
  digest,
  run,
});
const ENTRIES: IndexEntry[] = [
  entry('check-a.html', 'check', {
    kind: 'check',
    set: `cards/pinetar/${HOSTILE}.yaml`,
    checked: 40,
    slashWithinBudget: 30,
    trueOutcomesWithinBudget: 10,
    flagged: 5,
  }),
  entry('grades-a.html', 'grades', {
    kind: 'grades',
    set: 'cards/pinetar/2016-cubs.yaml',
    batter: 'league average',
    reference: 'C',
    grades: ['A+', 'A', 'B', 'M', 'C', 'D', 'E', 'G'],
    opsMove: [-150, -100, -50, -20, 0, 30, 60, 90],
  }),
  entry('rules-a.html', 'rules', {
    kind: 'rules',
    label: '2016-cubs',
    effects: [
      { rule: 'risp-penalty', difference: 0.2, lower: 0.15, upper: 0.25, unit: 'game' },
      { rule: 'injuries', difference: 0.01, lower: -0.02, upper: 0.04, unit: 'game' },
    ],
  }),
  entry('season-a.html', 'season', {
    kind: 'season',
    label: '2016-cubs, a round robin',
    runsPerGame: 4.3,
    lower: 4.2,
    upper: 4.4,
    mlbSeason: 2016,
    mlbRunsPerGame: 4.48,
  }),
];

describe('the index dashboard', () => {
  it('draws one overview chart per question, each of its marks linking to its report', async () => {
    const index = await indexPage(ENTRIES);
    for (const id of ['overview-accuracy', 'overview-grades', 'overview-rules', 'overview-seasons'])
      expect(index, id).toContain(`id="${id}"`);
    for (const file of ['check-a.html', 'grades-a.html', 'rules-a.html', 'season-a.html'])
      expect(index, file).toContain(`xlink:href="${file}"`);
    // The grade axis in the ladder's order: M's label drawn between B's and C's.
    const grades = index.slice(index.indexOf('id="overview-grades"'));
    const at = (label: string) => grades.indexOf(`>${label}</text>`);
    expect(at('B')).toBeLessThan(at('M'));
    expect(at('M')).toBeLessThan(at('C'));
  });

  it('sums up the runs behind the reports: tool, seeds, presets and card sets by hash, escaped', async () => {
    const index = await indexPage(ENTRIES);
    const runs = index.slice(index.indexOf('id="runs"'), index.indexOf('At a glance'));
    expect(runs).toContain('<dt>seeds</dt><dd>7</dd>');
    expect(runs).toContain('<dt>rules presets</dt><dd>main</dd>');
    expect(runs).toContain(`&lt;script&gt;alert(1)&lt;/script&gt;.yaml abababababab…`);
    expect(index).not.toContain(HOSTILE);
  });

  it('draws no chart of a kind the folder has no report of, and none at all without digests', async () => {
    const index = await indexPage(ENTRIES.filter((e) => e.kind === 'season'));
    expect(index).toContain('id="overview-seasons"');
    expect(index).not.toContain('id="overview-accuracy"');
    const bare = await indexPage(ENTRIES.map(({ digest: _digest, run: _run, ...rest }) => rest));
    expect(bare).not.toContain('At a glance');
    expect(bare).toContain('href="check-a.html"');
  });

  it('reads back only digests that are one (an edited list loses its chart, not its index)', () => {
    expect(parsedDigest(ENTRIES[0]!.digest)).toEqual(ENTRIES[0]!.digest);
    expect(parsedDigest({ kind: 'check', set: 'x', checked: '40' })).toBeUndefined();
    expect(parsedDigest({ kind: 'unknown' })).toBeUndefined();
    expect(parsedDigest('<svg>')).toBeUndefined();
  });
});
