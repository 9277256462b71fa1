import * as aq from 'arquero';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, trustedHtml } from '../../src/report/html.ts';
import { htmlTable } from '../../src/report/htmlTable.ts';
import { indexEntry, indexPage } from '../../src/report/reportIndex.ts';
import { REPORT_CSP, reportPage } from '../../src/report/reportPage.ts';
import { formatPoints, formatRate, formatShare } from '../../src/report/formatRate.ts';

const HOSTILE = '<script>alert(1)</script>';

describe('escaping', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('html escapes interpolations, joins arrays, prints nothing for absent values and keeps SafeHtml', () => {
    const inner = html`<b>${HOSTILE}</b>`;
    expect(html`<p>${inner}${[HOSTILE, 1]}${undefined}${false}${null}</p>`.text).toBe(
      '<p><b>&lt;script&gt;alert(1)&lt;/script&gt;</b>&lt;script&gt;alert(1)&lt;/script&gt;1</p>',
    );
    expect(html`${trustedHtml('<i>ok</i>')}`.text).toBe('<i>ok</i>');
  });
});

describe('htmlTable', () => {
  it('escapes column names, which arquero alone leaves raw, and cells', () => {
    const table = aq.table({ [HOSTILE]: [HOSTILE], n: ['1'] });
    expect(table.toHTML()).toContain(`>${HOSTILE}</th>`); // the hole htmlTable closes
    const markup = htmlTable(table, { text: [HOSTILE] }).text;
    expect(markup).not.toContain('<script');
    expect(markup).toContain('<th class="l">&lt;script&gt;alert(1)&lt;/script&gt;</th>');
    expect(markup).toContain('<td class="l">&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(markup).toContain('<th>n</th>'); // a figure: right-aligned by the stylesheet, no attribute
    expect(markup).not.toContain('style=');
  });

  it('prints every row (arquero stops at 100 by default), with caption, class and row classes', () => {
    const rows = Array.from({ length: 150 }, (_, i) => `row ${i}`);
    const markup = htmlTable(aq.table({ name: rows }), {
      text: ['name'],
      caption: `${HOSTILE} caption`,
      className: 'x',
      rowClass: (row) => (row === 149 ? 'flagged' : undefined),
    }).text;
    expect(markup.match(/<tr>|<tr /g)).toHaveLength(151);
    expect(markup).toContain('<table class="t x"><caption>&lt;script&gt;alert(1)&lt;/script&gt; caption</caption>');
    expect(markup).toContain('<tr class="flagged"><td class="l">row 149</td>');
    expect(markup.match(/flagged/g)).toHaveLength(1);
  });
});

describe('report pages', () => {
  const page = reportPage({
    kind: 'check',
    title: `Card accuracy: ${HOSTILE}`,
    summary: `summary "${HOSTILE}"`,
    body: html`<p>${HOSTILE}</p>`,
  });

  it("link only their folder's stylesheet, the CSP first, and forbid scripts, fetches, fonts and frames", () => {
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<title>'));
    expect(page).toContain(`content="${REPORT_CSP.replaceAll("'", '&#39;')}"`);
    expect(REPORT_CSP).toMatch(/^default-src 'none';/);
    expect(REPORT_CSP).not.toMatch(/script-src|connect-src|font-src|https?:/);
    // Styles once per folder: the one link is to the stylesheet beside the page, by a bare file name.
    expect(page.match(/<link [^>]*>/g)).toEqual(['<link rel="stylesheet" href="cardlab-report.css">']);
    expect(page).not.toMatch(/<script|<style|@import|url\(/);
    expect(REPORT_CSP).toMatch(/style-src 'self' file: 'unsafe-inline';/);
  });

  it('carry kind, title and summary back to the index intact and escaped again there', async () => {
    expect(indexEntry('a.html', page)).toEqual({
      file: 'a.html',
      kind: 'check',
      title: `Card accuracy: ${HOSTILE}`,
      summary: `summary "${HOSTILE}"`,
    });
    expect(indexEntry('b.html', '<html><title>not ours</title></html>')).toBeUndefined();
    const index = await indexPage([indexEntry('a b.html', page)!]);
    expect(index).not.toContain('<script>');
    expect(index).toContain('href="a%20b.html"');
    expect(index).toContain('Card accuracy: &lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('number formats', () => {
  it('prints averages baseball-style, shares as percentages and differences in signed points', () => {
    expect([
      formatRate('AVG', 0.2871),
      formatRate('SLG', 1),
      formatRate('K%', 0.2214),
      formatRate('AVG', Number.NaN),
    ]).toEqual(['.287', '1.000', '22.1%', '–']);
    expect([formatPoints(0.0042), formatPoints(-0.0105), formatPoints(0), formatPoints(undefined)]).toEqual([
      '+4.2',
      '−10.5',
      '±0.0',
      '–',
    ]);
    expect([formatShare(0.15), formatShare(undefined)]).toEqual(['15.0%', '–']);
  });
});
