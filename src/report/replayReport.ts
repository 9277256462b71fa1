import * as aq from 'arquero';
import type { TopLevelSpec } from 'vega-lite';
import type { ComparedMeasure } from '../experiments/compareRules.ts';
import type {
  BreakEvenCell,
  ChartHeat,
  HostBreakEven,
  HostEffects,
  ReplayCharts,
} from '../experiments/replayCharts.ts';
import { effectLabel } from '../experiments/ruleEffects.ts';
import { signedDifference } from './formatRate.ts';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { htmlTable } from './htmlTable.ts';
import { renderSvg } from './renderSvg.ts';
import type { ReportManifest } from './reportManifest.ts';
import { reportPage } from './reportPage.ts';
import { tile } from './tile.ts';

export interface ReplayReportInput {
  charts: ReplayCharts;
  manifest: ReportManifest;
}

const CHART_TITLES: Record<ChartHeat['chart'], string> = {
  'bunt-for-a-hit': 'Bunt for a hit (bases empty)',
  'sacrifice-bunt': 'Sacrifice bunt (from a runner on 1st, none out)',
  'squeeze-bunt': 'Squeeze bunt (from a runner on 3rd, none out)',
  'hit-and-run': 'Hit and run (from a runner on 1st, none out): batter v pitcher H&R grade',
};

const HEAT_CHARTS = Object.keys(CHART_TITLES) as ChartHeat['chart'][];

/** A chart's heat map: a column per rating (and infield), a row per outcome, each cell its chance. */
export function heatSpec(chart: ChartHeat['chart'], cells: readonly ChartHeat[]): TopLevelSpec {
  const columns = [...new Set(cells.map((c) => c.column))];
  const x = { field: 'column', type: 'ordinal', sort: columns, title: null, axis: { labelAngle: -40 } } as const;
  const y = {
    field: 'outcome',
    type: 'nominal',
    title: null,
    sort: { field: 'chance', op: 'sum', order: 'descending' },
    axis: { labelLimit: 200 },
  } as const;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: CHART_TITLES[chart],
      subtitle: 'the chance of each outcome; everyone else rated 3',
      subtitleColor: '#5b6573',
    },
    data: { values: cells as unknown as Record<string, unknown>[] },
    width: { step: 46 },
    height: { step: 20 },
    layer: [
      {
        mark: 'rect',
        encoding: {
          x,
          y,
          color: { field: 'chance', type: 'quantitative', scale: { scheme: 'blues', domain: [0, 1] }, legend: null },
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          x,
          y,
          text: { field: 'chance', type: 'quantitative', format: '.2f' },
          color: { condition: { test: 'datum.chance > 0.5', value: 'white' }, value: '#222' },
        },
      },
    ],
  };
}

/** A change with its sign; one that rounds to nothing has none. */
const signed = (x: number, digits = 3) => {
  const shown = Math.abs(x).toFixed(digits);
  return Number(shown) === 0 ? shown : `${x > 0 ? '+' : '−'}${shown}`;
};

/** A cell of a break-even table: the change in expected runs, and in the chance of a run. */
const change = (cell: BreakEvenCell) =>
  `${signed(cell.play.runs - cell.swing.runs)} (${signed(cell.play.scoring - cell.swing.scoring)})`;

/** A bunt chart's break-even table in a host: a row per state and infield, a column per bunt rating. */
function buntTable(cells: readonly BreakEvenCell[]): SafeHtml {
  const rows = new Map<string, Record<string, string>>();
  for (const cell of cells) {
    const key = `${cell.state} ${cell.infield}`;
    const row = rows.get(key) ?? {
      state: cell.state,
      infield: cell.infield ?? '',
      'swing away': `${cell.swing.runs.toFixed(3)} (${cell.swing.scoring.toFixed(3)})`,
    };
    row[`bunt ${cell.rating}`] = change(cell);
    rows.set(key, row);
  }
  return htmlTable(aq.from([...rows.values()]), { text: ['state', 'infield'] });
}

/** The hit and run's break-even table in a host: a row per state and pitcher grade, a column per batter grade. */
function hitAndRunTable(cells: readonly BreakEvenCell[]): SafeHtml {
  const rows = new Map<string, Record<string, string>>();
  for (const cell of cells) {
    const [batter, pitcher] = cell.rating.split('/');
    const key = `${cell.state} ${pitcher}`;
    const row = rows.get(key) ?? {
      state: cell.state,
      pitcher: pitcher!,
      'swing away': `${cell.swing.runs.toFixed(3)} (${cell.swing.scoring.toFixed(3)})`,
    };
    row[`batter ${batter}`] = change(cell);
    rows.set(key, row);
  }
  return htmlTable(aq.from([...rows.values()]), { text: ['state', 'pitcher'] });
}

/** What pays in a host: the cells where a play raises expected runs, and where it raises the chance of a run. */
function paysText(host: HostBreakEven, chart: BreakEvenCell['chart']): string {
  const cells = host.cells.filter((c) => c.chart === chart);
  const runs = cells.filter((c) => c.play.runs > c.swing.runs).length;
  const scoring = cells.filter((c) => c.play.scoring > c.swing.scoring).length;
  return `raises expected runs in ${runs} of ${cells.length} cells and the chance of a run in ${scoring}`;
}

function hostSection(host: HostBreakEven): SafeHtml {
  const of = (chart: BreakEvenCell['chart']) => host.cells.filter((c) => c.chart === chart);
  return html`<section id="break-even-${host.game}">
<h3>${host.title} <code>${host.set}</code></h3>
<p>Swinging away is worth what ${host.title}'s own engine gives: the exact inning from each state with one batter batting every time, ${host.batter} (expected runs ${host.values.runs[0]!.toFixed(3)} and a run ${(host.values.scoring[0]! * 100).toFixed(1)}% of the time from none on, none out). Each cell: the play's change in expected runs to the end of the inning, and (in brackets) in the chance of scoring at least once.</p>
<h4>Sacrifice bunt: ${paysText(host, 'sacrifice-bunt')}</h4>
${buntTable(of('sacrifice-bunt'))}
<h4>Squeeze bunt: ${paysText(host, 'squeeze-bunt')}</h4>
${buntTable(of('squeeze-bunt'))}
<h4>Bunt for a hit: ${paysText(host, 'bunt-for-a-hit')}</h4>
${buntTable(of('bunt-for-a-hit'))}
<h4>Hit and run: ${paysText(host, 'hit-and-run')}</h4>
${hitAndRunTable(of('hit-and-run'))}
</section>`;
}

/**
 * The paired effect size of a difference: the mean difference over the spread of the per-game differences (the
 * standard error times the root of the games).
 */
const pairedEffectSize = (m: ComparedMeasure, units: number) =>
  m.standardError > 0 ? m.difference / (m.standardError * Math.sqrt(units)) : 0;

/** Each host's Replay rules in seasons: R/G and the game counts against the host's own, on the same dice. */
function effectsTable(hosts: readonly HostEffects[]): SafeHtml {
  const rows = hosts.flatMap(({ title, effects }) =>
    effects.map(({ rule, comparison }) => {
      const runs = comparison.measures.find((m) => m.measure === 'R/G')!;
      return {
        game: title,
        rule: effectLabel({ rule, comparison }),
        against: comparison.base,
        games: comparison.units,
        'R/G': `${runs.base.toFixed(3)} → ${runs.variant.toFixed(3)}`,
        difference: `${signedDifference('R/G', runs.difference)}${runs.significant ? ' *' : ''}`,
        '95% interval': `${signedDifference('R/G', runs.lower)} to ${signedDifference('R/G', runs.upper)}`,
        relative: `${signed((runs.difference / runs.base) * 100, 1)}%`,
        'effect size (paired d)': signed(pairedEffectSize(runs, comparison.units), 3),
      };
    }),
  );
  return htmlTable(aq.from(rows), { text: ['game', 'rule', 'against'] });
}

/** The sacrifice from a runner on 1st with none out, bunt ratings 1-5, In and Not In: in every host, one table. */
function sacrificeHeadline(hosts: readonly HostBreakEven[]): SafeHtml {
  const rows = hosts.flatMap((host) =>
    host.cells
      .filter((c) => c.chart === 'sacrifice-bunt' && c.state === '1--/0')
      .map((c) => ({ game: host.title, bunt: Number(c.rating), infield: c.infield!, cell: change(c) })),
  );
  const table = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const key = `${row.game} ${row.infield}`;
    const line = table.get(key) ?? { game: row.game, infield: row.infield };
    line[`bunt ${row.bunt}`] = row.cell;
    table.set(key, line);
  }
  return htmlTable(aq.from([...table.values()]), { text: ['game', 'infield'] });
}

/**
 * The chart report: each of Replay's charts by rating as a heat map, the break-even tables of every host game, and
 * each host's own bunt and hit and run against Replay's over seasons. Self-contained HTML.
 */
export async function replayReport(input: ReplayReportInput): Promise<{ html: string; summary: string }> {
  const { charts } = input;
  const heatMaps = await Promise.all(
    HEAT_CHARTS.map(async (chart) =>
      trustedHtml(
        await renderSvg(
          heatSpec(
            chart,
            charts.heat.filter((c) => c.chart === chart),
          ),
        ),
      ),
    ),
  );
  const effects = charts.effects.flatMap((host) => host.effects);
  const moving = effects.filter(({ comparison }) => comparison.measures.find((m) => m.measure === 'R/G')!.significant);
  const sacrifices = charts.hosts.flatMap((h) => h.cells.filter((c) => c.chart === 'sacrifice-bunt'));
  const paying = sacrifices.filter((c) => c.play.runs > c.swing.runs).length;
  const summary = `${charts.hosts.length} host games; the sacrifice raises expected runs in ${paying} of ${sacrifices.length} cells; ${moving.length} of ${effects.length} Replay rules move runs per game`;
  const title = "Replay's bunt and hit-and-run charts in every host game";
  const body = html`<h1>${title}</h1>
<p class="lede">Replay Baseball's bunt, Umpire and hit-and-run charts (seeds/003) as a rule module: <code>replay-bunt</code>, <code>replay-squeeze</code> and <code>replay-hit-and-run</code> replace a host game's own bunt, squeeze and hit and run, its ratings read onto Replay's scales by the game's adapter (<code>replay-adapter.yaml</code>, or a card's own <code>replay:</code>). Every number on this page but the seasons is exact: the dice enumerated.</p>
<div class="tiles">
${tile(charts.hosts.length, 'host games')}
${tile(`${paying}/${sacrifices.length}`, 'sacrifice cells that raise expected runs')}
${tile(`${moving.length}/${effects.length}`, 'Replay rules that move runs per game')}
</div>
<h2 id="charts">The charts by rating</h2>
<p>Each column is a rating (bunt 1, the best bunter, to 5; the infield In or Not In) or a pair of H&R grades; every other rating is 3, the middle of its scale. A foul with one strike is bunted again; "swings away" and "bats on" hand the plate appearance back to the host.</p>
${heatMaps.map((svg, i) => html`<figure class="chart" id="chart-${HEAT_CHARTS[i]}">${svg}</figure>`)}
<h2 id="sacrifice">The sacrifice with a runner on 1st and none out</h2>
<p>Change in expected runs (and in the chance of scoring) against swinging away, by bunt rating and infield, in each host game.</p>
${sacrificeHeadline(charts.hosts)}
<h2 id="break-even">Break-even tables</h2>
${charts.hosts.map(hostSection)}
<h2 id="seasons">Seasons: each host's own against Replay's</h2>
<p>Each Replay rule against the host's own rules (with any rule it needs on both sides), over seasons on common random numbers, as the host's optional-rules report plays them. * marks a 95% interval that leaves out 0; the paired effect size is the difference over the spread of the per-game differences.</p>
${effects.length > 0 ? effectsTable(charts.effects) : html`<p>No season was played with these sets.</p>`}`;
  return { html: reportPage({ kind: 'replay', title, summary, body, manifest: input.manifest }), summary };
}
