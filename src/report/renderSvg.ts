import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/** Fonts every chart names: the reader's own system fonts, so no font file is ever fetched. */
export const CHART_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The look every chart shares. */
export const CHART_CONFIG = {
  font: CHART_FONT,
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
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
