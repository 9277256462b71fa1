import { describe, expect, it } from 'vitest';
import { replayTables as tables } from '../helpers/replay.ts';
import { chartHeat } from '../../src/experiments/replayCharts.ts';
import { runManifest } from '../../src/experiments/manifest.ts';
import { breakEven } from '../../src/modules/replay/breakEven.ts';
import { BUNT_CHARTS } from '../../src/modules/replay/vocabulary.ts';
import { replayReport } from '../../src/report/replayReport.ts';
import { reportManifest } from '../../src/report/reportManifest.ts';

const manifest = runManifest({ seed: 1, rules: 'replay', plan: {}, cards: [], tables: [], plateAppearances: 0 });
/** A made-up host whose innings are worth 0.3 a run per out to come and 0.2 per runner on, to read the page by. */
const worth = (i: number) => (3 - Math.floor(i / 8)) * 0.3 + [1, 2, 4].filter((bit) => (i % 8) & bit).length * 0.2;
const values = { runs: Array.from({ length: 24 }, (_, i) => worth(i)), scoring: Array<number>(24).fill(0.5) };
const host = {
  game: 'host',
  title: 'A Host Game',
  set: 'cards/host/set.yaml',
  batter: 'a made-up batter',
  values,
  cells: [
    ...BUNT_CHARTS.flatMap((chart) => breakEven(tables, chart, values)),
    ...breakEven(tables, 'hit-and-run', values),
  ],
};

describe('the Replay chart report', () => {
  it('draws a heat map per chart, the sacrifice headline and the break-even tables, and counts what pays', async () => {
    const { html, summary } = await replayReport({
      charts: { heat: chartHeat(tables), hosts: [host], effects: [], manifest },
      manifest: reportManifest(manifest, { date: new Date(0) }),
    });
    expect(html.match(/<svg/g)).toHaveLength(4);
    const sacrifices = host.cells.filter((c) => c.chart === 'sacrifice-bunt');
    const paying = sacrifices.filter((c) => c.play.runs > c.swing.runs).length;
    expect(summary).toBe(
      `1 host games; the sacrifice raises expected runs in ${paying} of ${sacrifices.length} cells; ` +
        '0 of 0 Replay rules move runs per game',
    );
    // The headline: one row per infield setting, a column per bunt rating, each cell its change in runs (and scoring).
    const headline = html.slice(html.indexOf('id="sacrifice"'), html.indexOf('id="break-even"'));
    for (const rating of [1, 2, 3, 4, 5]) expect(headline).toContain(`bunt ${rating}`);
    const best = sacrifices.find((c) => c.state === '1--/0' && c.rating === '1' && c.infield === 'In')!;
    const delta = best.play.runs - best.swing.runs;
    expect(Math.abs(delta)).toBeGreaterThan(0.001);
    expect(headline).toContain(`${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(3)}`);
    expect(html).toContain('id="break-even-host"');
    expect(html).toContain('No season was played with these sets.');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});
