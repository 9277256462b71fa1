import * as aq from 'arquero';
import { LEAGUE_AVERAGE_ID } from '../core/GameSystem.ts';
import type { GradeCell, GradeShift, GradeShiftCard } from '../experiments/gradeShift.ts';
import { formatPoints, formatRate } from './formatRate.ts';
import { GRADE_RATES, gradeHeatmapSpec, gradeLinesSpec, gradeRows } from './gradeCharts.ts';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { htmlTable } from './htmlTable.ts';
import { renderSvg } from './renderSvg.ts';
import { reportPage } from './reportPage.ts';
import type { ReportManifest } from './reportManifest.ts';

/** Rates of a card's grade table: the charts' six and the other outcome shares. */
const TABLE_RATES = [...GRADE_RATES, '1B%', '2B%', '3B%', 'HBP%'] as const;

export interface GradesReportInput {
  file: string;
  shift: GradeShift;
  manifest: ReportManifest;
}

/** The best and worst grade's move of the league-average batter's (else the first card's) AVG, for summaries. */
export function gradeRange(
  shift: GradeShift,
): { card: string; best: string; worst: string; low: number; high: number } | undefined {
  const card = shift.cards.find((c) => c.id === LEAGUE_AVERAGE_ID) ?? shift.cards[0];
  if (!card) return undefined;
  const avg = card.cells.map((cell) => ({ grade: cell.grade, avg: cell.exact.AVG! }));
  const low = avg.reduce((a, b) => (b.avg < a.avg ? b : a));
  const high = avg.reduce((a, b) => (b.avg > a.avg ? b : a));
  return { card: card.name, best: low.grade, worst: high.grade, low: low.avg, high: high.avg };
}

export function gradesSummaryLine(shift: GradeShift): string {
  const range = gradeRange(shift);
  const alike = shift.cards.filter((c) => c.alike.length > 0).length;
  const moves = range
    ? `${range.card}'s AVG runs from ${formatRate('AVG', range.low)} (grade ${range.best}) to ${formatRate('AVG', range.high)} (grade ${range.worst})`
    : 'no batters';
  return `${shift.cards.length} batters against ${shift.grades.length} grades: ${moves}; ${alike === 1 ? '1 card' : `${alike} cards`} on which some grades play alike`;
}

/** A card's tables by grade: each rate exact, its move from the reference grade, and the simulation's 95% interval. */
function cardGradeTables(card: GradeShiftCard, shift: GradeShift): SafeHtml {
  const reference = card.cells[shift.grades.indexOf(shift.reference)]!;
  const byGrade = (rates: readonly string[], cell: (c: GradeCell, rate: string) => string) =>
    aq.table({
      grade: card.cells.map((c) => c.grade),
      ...Object.fromEntries(rates.map((rate) => [rate, card.cells.map((c) => cell(c, rate))])),
    });
  const exact = byGrade(TABLE_RATES, (c, rate) => formatRate(rate, c.exact[rate]));
  const moves = byGrade(TABLE_RATES, (c, rate) => formatPoints(c.exact[rate]! - reference.exact[rate]!));
  const simulated = byGrade(
    GRADE_RATES,
    (c, rate) => `${formatRate(rate, c.simulated[rate]!.lower)}–${formatRate(rate, c.simulated[rate]!.upper)}`,
  );
  return html`${htmlTable(exact, { text: ['grade'], caption: 'Exact rates by grade' })}
${htmlTable(moves, { text: ['grade'], caption: `Move from grade ${shift.reference}, in points (thousandths)` })}
${htmlTable(simulated, { text: ['grade'], caption: `Simulated 95% intervals, ${shift.pa.toLocaleString('en-US')} plate appearances per grade` })}`;
}

function alikeText(card: GradeShiftCard): string {
  return card.alike
    .map((group) => `${group.slice(0, -1).join(', ')} and ${group.at(-1)} play exactly alike`)
    .join('; ');
}

/**
 * The grade shift report of one card set: for every pitcher grade, how each rate moves for the league-average batter
 * and for each batter (exact values, simulated intervals), as a heat map and line charts, and where a grade changes
 * nothing on a card.
 */
export async function gradesReport(input: GradesReportInput): Promise<{ html: string; summary: string }> {
  const { shift } = input;
  const rows = gradeRows(shift, LEAGUE_AVERAGE_ID);
  const [heatmap, lines] = await Promise.all([
    renderSvg(gradeHeatmapSpec(rows, shift.grades, shift.reference)),
    renderSvg(gradeLinesSpec(rows, shift.grades)),
  ]);
  const league = shift.cards.find((card) => card.id === LEAGUE_AVERAGE_ID);
  const alike = shift.cards.filter((card) => card.alike.length > 0);
  const summary = gradesSummaryLine(shift);
  const body = html`<h1>Grade shift: ${input.file}</h1>
<p class="lede">How much each pitcher grade moves every batter's rates: ${shift.opponents}. Exact values come from enumerating the dice; the simulation (${shift.pa.toLocaleString('en-US')} plate appearances per batter and grade, seed ${shift.seed}) must agree with them. Moves are measured from grade ${shift.reference}.</p>
<p>${summary}.</p>
<h2>Every batter, every grade</h2>
<figure class="chart" id="grade-heatmap">${trustedHtml(heatmap)}<figcaption>Each cell: the exact rate against that grade minus the rate against grade ${shift.reference}, in points; each rate has its own colour scale.</figcaption></figure>
<figure class="chart" id="grade-lines">${trustedHtml(lines)}<figcaption>The exact rate against each grade. Whiskers are the simulation's 95% intervals${league ? ' for the league-average batter' : ''}.</figcaption></figure>
<h2>Grades that change nothing</h2>
${
  alike.length === 0
    ? html`<p>Every grade changes the outcome distribution of every card: no two grades play exactly alike on any card.</p>`
    : html`<ul>${alike.map((card) => html`<li><b>${card.name}</b>: ${alikeText(card)} (identical exact outcome distributions).</li>`)}</ul>`
}
${league ? html`<h2>${league.name}</h2><div class="wide">${cardGradeTables(league, shift)}</div>` : html`<p class="note">The set has no league block, so there is no league-average batter; every batter is below.</p>`}
<h2>Batter by batter</h2>
${shift.cards.filter((card) => card !== league).map((card) => html`<details class="card"><summary>${card.name} <span class="verdict">${card.team}${card.alike.length > 0 ? ` · ${alikeText(card)}` : ''}</span></summary><div class="wide">${cardGradeTables(card, shift)}</div></details>`)}`;
  return {
    html: reportPage({ kind: 'grades', title: `Grade shift: ${input.file}`, summary, body, manifest: input.manifest }),
    summary,
  };
}
