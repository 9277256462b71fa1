import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/** Fonts every chart names: the reader's own system fonts, so no font file is ever fetched. */
export const CHART_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The look every chart shares. No ARIA roles and labels per mark: a heat map's thousand cells would carry a thousand
 * labels (a third of a report's bytes), and every chart's numbers are in a table beside it.
 */
export const CHART_CONFIG = {
  font: CHART_FONT,
  aria: false,
  background: 'white',
  view: { stroke: '#ddd' },
  axis: {
    labelFontSize: 11,
    titleFontSize: 12,
    titleFontWeight: 'normal',
    labelColor: '#333',
    titleColor: '#333',
    gridColor: '#eee',
  },
  header: { labelFontSize: 12, titleFontSize: 12, labelFontWeight: 'bold' },
  legend: { labelFontSize: 11, titleFontSize: 12, titleFontWeight: 'normal', orient: 'top' },
  title: { fontSize: 14, anchor: 'start', fontWeight: 'bold' },
} as const;

/** A link a chart's mark may carry: another report of the same folder, by its bare file name. */
const REPORT_LINK = /^[\w.+-]+\.html$/;

/**
 * A loader that refuses every load: charts carry their data inline, and a report never reaches for a file or URL. A
 * mark may link (`href`) to a report of the same folder, nothing else.
 */
const noLoader = {
  ...vega.loader(),
  load: (uri: string) => Promise.reject(new Error(`charts carry their data inline; refused to load ${uri}`)),
  sanitize: (uri: string) =>
    REPORT_LINK.test(uri)
      ? Promise.resolve({ href: uri })
      : Promise.reject(new Error(`a chart links only to a report of its folder; refused ${uri}`)),
} as unknown as vega.Loader;

/**
 * Renders a Vega-Lite spec to SVG markup in Node (vega's headless SVG renderer; no canvas, no browser). Text from the
 * data is escaped by vega's renderer.
 * @example
 * await renderSvg({ data: { values: [{ x: 1 }] }, mark: 'point', encoding: { x: { field: 'x', type: 'quantitative' } }
 * }) // => '<svg ...'
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  // Vega-Lite's warnings (a faceted chart's independent scales) would reach the user's terminal: a chart is ours to
  // check, in its tests and the browser test's screenshots.
  const compiled = compile({ ...spec, config: { ...CHART_CONFIG, ...spec.config } } as TopLevelSpec, {
    logger: vega.logger(vega.None),
  }).spec;
  // Vega logs a failed load and draws an empty chart; a report must not ship one, so URLs are refused up front.
  const linked = compiled.data?.find((data) => 'url' in data);
  if (linked)
    throw new Error(
      `charts carry their data inline; refused to load ${JSON.stringify((linked as { url: unknown }).url)}`,
    );
  const view = new vega.View(vega.parse(compiled), { renderer: 'none', loader: noLoader });
  try {
    return compactSvg(await view.toSVG());
  } finally {
    view.finalize();
  }
}

const tenths = (number: string) => String(Math.round(Number(number) * 10) / 10);

/** The font attribute vega writes on every text: the report stylesheet sets the same font on `svg text` once. */
const FONT_ATTRIBUTE = ` font-family="${CHART_FONT.replaceAll('"', '&quot;')}"`;

/**
 * Vega's SVG without what it repeats on every element: the chart font (the stylesheet's), opacities of 1 (SVG's
 * default), and coordinates past a tenth of a pixel. The drawing is the same to the eye.
 * @example compactSvg('<text x="1.23456" opacity="1">a</text>') // => '<text x="1.2">a</text>'
 */
export function compactSvg(svg: string): string {
  return svg
    .replaceAll(FONT_ATTRIBUTE, '')
    .replace(/ (?:opacity|fill-opacity|stroke-opacity)="1"/g, '')
    .replace(
      / (d|transform|x|y|x1|x2|y1|y2|width|height)="([^"]*)"/g,
      (_attribute, name: string, value: string) => ` ${name}="${value.replace(/\d+\.\d{2,}(?!\d*e)/g, tenths)}"`,
    );
}
