import type { TopLevelSpec } from 'vega-lite';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import type { DigestRun, ReportDigest } from './reportDigest.ts';
import { renderSvg } from './renderSvg.ts';

/** A report of the folder as the dashboard reads it (an index entry). */
interface ListedReport {
  file: string;
  digest?: ReportDigest;
  run?: DigestRun;
}

type Digest<K extends ReportDigest['kind']> = Extract<ReportDigest, { kind: K }>;
/** A report's digest of one kind, with the file its marks link to. */
type Linked<K extends ReportDigest['kind']> = { file: string; digest: Digest<K> };

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const MUTED = '#5b6573';

/** A chart's title, and its subtitle in the muted ink of the page's notes. */
const titled = (text: string, subtitle: string) => ({ text, subtitle, subtitleColor: MUTED });

function digestsOf<K extends ReportDigest['kind']>(entries: readonly ListedReport[], kind: K): Linked<K>[] {
  return entries.flatMap(({ file, digest }) => (digest?.kind === kind ? [{ file, digest: digest as Digest<K> }] : []));
}

/** The last part of a card set's path without its extension: `cards/pinetar/2016-cubs.yaml` as pinetar/2016-cubs. */
const setLabel = (file: string) =>
  file
    .split(/[/\\]/)
    .slice(-2)
    .join('/')
    .replace(/\.(ya?ml|json)$/, '');

/** How far the cards are from their targets: each checked set's share of cards within budget. */
export function accuracyOverviewSpec(checks: readonly Linked<'check'>[]): TopLevelSpec {
  const rows = checks
    .filter(({ digest }) => digest.checked > 0)
    .flatMap(({ file, digest }) => [
      { set: setLabel(digest.set), rates: 'AVG, OBP, SLG', share: digest.slashWithinBudget / digest.checked, file },
      {
        set: setLabel(digest.set),
        rates: 'K%, BB%, HR%',
        share: digest.trueOutcomesWithinBudget / digest.checked,
        file,
      },
    ]);
  return {
    $schema: SCHEMA,
    title: titled(
      'Cards within their rounding budget',
      'share of each set’s cards with a target; a bar opens its report',
    ),
    data: { values: rows },
    width: 360,
    height: { step: 11 },
    mark: { type: 'bar', cursor: 'pointer' },
    encoding: {
      y: { field: 'set', type: 'nominal', sort: null, title: null, axis: { labelLimit: 220 } },
      yOffset: { field: 'rates', type: 'nominal', sort: ['AVG, OBP, SLG', 'K%, BB%, HR%'] },
      x: { field: 'share', type: 'quantitative', title: null, scale: { domain: [0, 1] }, axis: { format: '.0%' } },
      color: { field: 'rates', type: 'nominal', title: 'within budget on', scale: { range: ['#1f5fa8', '#8cb8ff'] } },
      href: { field: 'file' },
      tooltip: [{ field: 'set' }, { field: 'rates' }, { field: 'share', format: '.0%' }],
    },
  } as TopLevelSpec;
}

/** How much each grade shifts hitting: the league-average batter's OPS at each grade, from the reference grade. */
export function gradeOverviewSpec(grades: readonly Linked<'grades'>[]): TopLevelSpec {
  const rows = grades.flatMap(({ file, digest }) =>
    digest.grades.map((grade, step) => ({
      set: setLabel(digest.set),
      grade,
      step,
      move: digest.opsMove[step]!,
      file,
    })),
  );
  return {
    $schema: SCHEMA,
    title: titled(
      'How much each grade moves OPS',
      'the set’s league-average batter, exact, in points from its reference grade; best grade left',
    ),
    data: { values: rows },
    facet: { field: 'set', type: 'nominal', title: null, sort: null, header: { labelFontSize: 11, labelLimit: 200 } },
    columns: 4,
    resolve: { scale: { x: 'independent', y: 'independent' } },
    spec: {
      width: 150,
      height: 90,
      layer: [
        { mark: { type: 'rule', color: '#8a939e' }, encoding: { y: { datum: 0, type: 'quantitative' } } },
        {
          mark: { type: 'line', point: true, cursor: 'pointer', color: '#1f5fa8' },
          encoding: {
            x: { field: 'grade', type: 'ordinal', sort: { field: 'step' }, title: null, axis: { labelAngle: 0 } },
            y: { field: 'move', type: 'quantitative', title: 'OPS, points' },
            href: { field: 'file' },
            tooltip: [{ field: 'set' }, { field: 'grade' }, { field: 'move', title: 'OPS move (points)' }],
          },
        },
      ],
    },
  } as TopLevelSpec;
}

/** Which rule changes move R/G: each rule's effect on runs per team game, with its 95% interval, per report. */
export function rulesOverviewSpec(rules: readonly Linked<'rules'>[]): TopLevelSpec {
  const rows = rules.flatMap(({ file, digest }) =>
    digest.effects.map((effect) => ({
      report: digest.label,
      ...effect,
      moves: effect.lower > 0 || effect.upper < 0 ? 'moves R/G' : 'within noise',
      file,
    })),
  );
  const y = { field: 'rule', type: 'nominal', sort: null, title: null, axis: { labelLimit: 200 } } as const;
  const colour = {
    field: 'moves',
    type: 'nominal',
    title: null,
    scale: { domain: ['moves R/G', 'within noise'], range: ['#b3261e', '#8a939e'] },
  } as const;
  return {
    $schema: SCHEMA,
    title: titled(
      'Which optional rules move runs per game',
      'difference in runs per team game against the rules each needs, same dice, 95% interval',
    ),
    data: { values: rows },
    facet: {
      field: 'report',
      type: 'nominal',
      title: null,
      sort: null,
      header: { labelFontSize: 11, labelLimit: 300 },
    },
    columns: 3,
    resolve: { scale: { y: 'independent' } },
    spec: {
      width: 180,
      height: { step: 13 },
      layer: [
        { mark: { type: 'rule', color: '#8a939e' }, encoding: { x: { datum: 0, type: 'quantitative' } } },
        {
          mark: 'rule',
          encoding: {
            y,
            x: { field: 'lower', type: 'quantitative', title: 'R/G difference' },
            x2: { field: 'upper' },
            color: colour,
          },
        },
        {
          mark: { type: 'point', filled: true, cursor: 'pointer' },
          encoding: {
            y,
            x: { field: 'difference', type: 'quantitative' },
            color: colour,
            href: { field: 'file' },
            tooltip: [
              { field: 'rule' },
              { field: 'difference', format: '+.3f' },
              { field: 'lower', format: '+.3f' },
              { field: 'upper', format: '+.3f' },
            ],
          },
        },
      ],
    },
  } as TopLevelSpec;
}

/** How the run environment compares with MLB's: each season's runs per team game beside its MLB season's. */
export function runEnvironmentSpec(seasons: readonly Linked<'season'>[]): TopLevelSpec {
  const rows = seasons.map(({ file, digest }) => ({ ...digest, mlb: `MLB ${digest.mlbSeason}`, file }));
  const y = { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 320 } } as const;
  return {
    $schema: SCHEMA,
    title: titled(
      'Runs per team game against MLB',
      'dot: the simulated season with its 95% interval · tick: MLB in the cards’ season',
    ),
    data: { values: rows },
    width: 320,
    height: { step: 16 },
    layer: [
      {
        mark: { type: 'rule', color: '#1f5fa8' },
        encoding: {
          y,
          x: { field: 'lower', type: 'quantitative', title: 'runs per team game', scale: { zero: false } },
          x2: { field: 'upper' },
        },
      },
      {
        mark: { type: 'point', filled: true, color: '#1f5fa8', cursor: 'pointer' },
        encoding: {
          y,
          x: { field: 'runsPerGame', type: 'quantitative' },
          href: { field: 'file' },
          tooltip: [{ field: 'label' }, { field: 'runsPerGame', format: '.2f' }],
        },
      },
      {
        transform: [{ filter: 'isValid(datum.mlbRunsPerGame)' }],
        mark: { type: 'tick', color: '#b3261e', thickness: 2 },
        encoding: {
          y,
          x: { field: 'mlbRunsPerGame', type: 'quantitative' },
          tooltip: [{ field: 'mlb' }, { field: 'mlbRunsPerGame', format: '.2f' }],
        },
      },
    ],
  } as TopLevelSpec;
}

/** One overview chart with its caption, or nothing where the folder has no report of its kind. */
async function overview(id: string, spec: TopLevelSpec | undefined, caption: SafeHtml): Promise<SafeHtml | undefined> {
  if (!spec) return undefined;
  return html`<figure class="chart" id="${id}">${trustedHtml(await renderSvg(spec))}<figcaption>${caption}</figcaption></figure>`;
}

/** The presets of the folder's runs; an optional-rules report's many (each rule on its own) in a word. */
function presets(runs: readonly DigestRun[]): string {
  const each = runs.some((run) => run.rules.includes(' against '));
  const plain = [...new Set(runs.filter((run) => !run.rules.includes(' against ')).map((run) => run.rules))].sort();
  return [
    ...plain,
    ...(each ? ['each optional rule against the rules it needs (the optional-rules reports)'] : []),
  ].join(', ');
}

/** The runs the folder's reports came from: tool versions, commits, seeds, rule presets and card sets. */
function runsSummary(runs: readonly DigestRun[]): SafeHtml | undefined {
  if (runs.length === 0) return undefined;
  const distinct = (values: readonly string[]) => [...new Set(values)].sort();
  const cards = new Map(runs.flatMap((run) => run.cards.map((c) => [`${c.file} ${c.sha256.slice(0, 12)}…`, c.file])));
  const dates = distinct(runs.map((run) => run.date));
  const rows: [string, string][] = [
    ['cardlab', distinct(runs.map((run) => run.version)).join(', ')],
    ['git commit', distinct(runs.map((run) => run.commit ?? 'not a git checkout')).join(', ')],
    ['seeds', distinct(runs.flatMap((run) => run.seeds.map(String))).join(', ')],
    ['rules presets', presets(runs)],
    [`card sets (${new Set(cards.values()).size}, SHA-256)`, [...cards.keys()].sort().join('; ')],
    ['made', dates.length > 1 ? `${dates[0]} to ${dates[dates.length - 1]}` : dates[0]!],
  ];
  return html`<section class="manifest runs" id="runs"><dl>${rows.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl></section>`;
}

/**
 * The index's dashboard: what the folder's runs were, then one overview chart per question the reports answer (how
 * far the cards are from their targets, how much each grade shifts hitting, which rules move R/G, how the run
 * environment compares with MLB), each mark linking to its report. Drawn from the digests in the folder's list.
 */
export async function dashboard(entries: readonly ListedReport[]): Promise<SafeHtml> {
  const checks = digestsOf(entries, 'check').filter(({ digest }) => digest.checked > 0);
  const grades = digestsOf(entries, 'grades');
  const rules = digestsOf(entries, 'rules').filter(({ digest }) => digest.effects.length > 0);
  const seasons = digestsOf(entries, 'season');
  const charts = await Promise.all([
    overview(
      'overview-accuracy',
      checks.length > 0 ? accuracyOverviewSpec(checks) : undefined,
      html`How far the cards are from their targets: a card is within budget when its simulated rates miss the printed ones by no more than whole rolls force, plus sampling error.`,
    ),
    overview(
      'overview-grades',
      grades.length > 0 ? gradeOverviewSpec(grades) : undefined,
      html`How much each grade shifts hitting, along each game's own ladder.`,
    ),
    overview(
      'overview-rules',
      rules.length > 0 ? rulesOverviewSpec(rules) : undefined,
      html`Which rule changes move runs per game: red where the interval leaves out zero.`,
    ),
    overview(
      'overview-seasons',
      seasons.length > 0 ? runEnvironmentSpec(seasons) : undefined,
      html`How each simulated season's run environment compares with MLB's in the cards' season.`,
    ),
  ]);
  const runs = runsSummary(entries.flatMap(({ run }) => (run ? [run] : [])));
  return html`${runs}${charts.some(Boolean) ? html`<h2>At a glance</h2>${charts}` : ''}`;
}
