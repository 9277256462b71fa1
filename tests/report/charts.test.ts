import { describe, expect, it } from 'vitest';
import { accuracySpec, STATUS, type AccuracyRow } from '../../src/report/accuracyChart.ts';
import { gradeHeatmapSpec, gradeLinesSpec, type GradeRow } from '../../src/report/gradeCharts.ts';
import { compactSvg, renderSvg } from '../../src/report/renderSvg.ts';

/**
 * SVG as a reviewable snapshot, in the style of Observable Plot's tests: one element per line, numbers rounded to one
 * decimal (text measurement differs in the last digits between machines), generated ids numbered in order.
 */
function normaliseSvg(svg: string): string {
  const ids = new Map<string, string>();
  return svg
    .replace(/-?\d+\.\d+/g, (n) => Number(n).toFixed(1))
    .replace(/\b(clip|gradient|pattern|marker)(\d+)\b/g, (id, kind: string) => {
      if (!ids.has(id)) ids.set(id, `${kind}-${ids.size + 1}`);
      return ids.get(id)!;
    })
    .replace(/\bgradient_\d+\b/g, (id) => {
      // vega numbers gradients per process: the n-th met in this chart is gradient_n, whatever was drawn before.
      if (!ids.has(id)) ids.set(id, `gradient_${[...ids.keys()].filter((k) => k.startsWith('gradient_')).length}`);
      return ids.get(id)!;
    })
    .replace(/></g, '>\n<');
}

const HOSTILE = '<script>alert(1)</script>';

const accuracyRows: AccuracyRow[] = [
  { card: 'Kris Bryant', rate: 'AVG', miss: -1.2, lower: -2.1, upper: -0.3, budget: 2.1, status: STATUS.within },
  { card: 'Kris Bryant', rate: 'K%', miss: 14.5, lower: 13.6, upper: 15.4, budget: 3, status: STATUS.flagged },
  { card: HOSTILE, rate: 'AVG', miss: 40, lower: 20, upper: 60, budget: 12, status: STATUS.beyond },
  { card: HOSTILE, rate: 'K%', miss: -3, lower: -30, upper: 24, budget: 50, status: STATUS.within },
];

const gradeRows: GradeRow[] = ['A', 'C', 'G'].flatMap((grade, g) =>
  ['league average', HOSTILE].flatMap((card, c) =>
    ['AVG', 'K%'].map((rate) => {
      const exact = rate === 'AVG' ? 0.22 + 0.03 * g + 0.01 * c : 0.25 - 0.04 * g;
      return {
        card,
        league: c === 0,
        grade,
        rate,
        exact,
        shift: Math.round(1000 * (exact - (rate === 'AVG' ? 0.25 + 0.01 * c : 0.21))),
        lower: exact - 0.003,
        upper: exact + 0.003,
      };
    }),
  ),
);

describe('chart specs', () => {
  it('accuracy: one panel per rate, budget band, interval, dot coloured by status', async () => {
    const spec = accuracySpec(accuracyRows);
    await expect(JSON.stringify(spec, null, 2)).toMatchFileSnapshot('__snapshots__/accuracy.vl.json');
    await expect(normaliseSvg(await renderSvg(spec))).toMatchFileSnapshot('__snapshots__/accuracy.svg');
  });

  it('grade heat map and lines', async () => {
    const heatmap = gradeHeatmapSpec(gradeRows, ['A', 'C', 'G'], 'C');
    const lines = gradeLinesSpec(gradeRows, ['A', 'C', 'G']);
    await expect(JSON.stringify({ heatmap, lines }, null, 2)).toMatchFileSnapshot('__snapshots__/grades.vl.json');
    await expect(normaliseSvg(await renderSvg(heatmap))).toMatchFileSnapshot('__snapshots__/grade-heatmap.svg');
    await expect(normaliseSvg(await renderSvg(lines))).toMatchFileSnapshot('__snapshots__/grade-lines.svg');
  });
});

describe('renderSvg', () => {
  it('escapes text from the data: a hostile card name is text in the SVG', async () => {
    const svg = await renderSvg(accuracySpec(accuracyRows));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(1)');
  });

  it('draws every row: one dot and one whisker per card and rate', async () => {
    const svg = await renderSvg(accuracySpec(accuracyRows));
    // Each facet's marks in their own group: symbols are paths, rules lines (the zero rule and budget bands apart).
    const marks = (group: RegExp, element: string) =>
      [...svg.matchAll(group)].reduce((sum, [inner]) => sum + inner!.split(`<${element} `).length - 1, 0);
    expect(marks(/<g class="mark-symbol role-mark[^>]*>.*?<\/g>/g, 'path')).toBe(accuracyRows.length);
    expect(marks(/<g class="mark-rule role-mark child_layer_2_marks[^>]*>.*?<\/g>/g, 'line')).toBe(accuracyRows.length);
  });

  it('writes each coordinate to a tenth of a pixel and no attribute the stylesheet or SVG already gives', async () => {
    const svg = await renderSvg(accuracySpec(accuracyRows));
    expect(svg).not.toMatch(/ (?:d|transform|x|y)="[^"]*\d\.\d\d/);
    expect(svg).not.toContain('font-family=');
    expect(svg).not.toContain(' opacity="1"');
    // No label per mark (titles keep theirs): every number is in the table beside the chart.
    expect(svg).not.toMatch(/aria-roledescription="(?:point|rect|rule|bar)"/);
    expect(compactSvg('<path d="M0.123,5.5678L-3.14159,2e-7" opacity="1"/>')).toBe('<path d="M0.1,5.6L-3.1,2e-7"/>');
  });

  it('refuses to load data from a URL: a report never fetches', async () => {
    await expect(renderSvg({ data: { url: 'https://example.com/data.json' }, mark: 'point' })).rejects.toThrow(
      /carry their data inline/,
    );
  });
});
