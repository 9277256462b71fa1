import * as aq from 'arquero';
import type { AnnotatedCardCheck } from '../experiments/annotations.ts';
import { accuracyRows, accuracySpec, cardLabels, STATUS } from './accuracyChart.ts';
import { cardDrillDown, cardVerdict } from './cardDrillDown.ts';
import { checkFindings, FLAG_ALPHA, REPORT_RATES, type CardFindings } from './checkFindings.ts';
import { formatRate } from './formatRate.ts';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { htmlTable } from './htmlTable.ts';
import { renderSvg } from './renderSvg.ts';
import { reportPage } from './reportPage.ts';
import { tile } from './tile.ts';
import type { ReportManifest } from './reportManifest.ts';

/** A checked card set, as the card accuracy report needs it. */
export interface CheckReportInput {
  file: string;
  cards: readonly AnnotatedCardCheck[];
  manifest: ReportManifest;
}

const SLASH_LINE: readonly string[] = ['AVG', 'OBP', 'SLG'];

/** The headline numbers of a card accuracy report, for the page, the index and the terminal. */
export interface CheckSummary {
  cards: number;
  checked: number;
  /** Cards within budget on AVG, OBP and SLG. */
  slashWithinBudget: number;
  /** Cards within budget on K%, BB% and HR%. */
  trueOutcomesWithinBudget: number;
  flagged: number;
  inconsistent: number;
  /** Cards whose builder notes a rate of the season line they cannot fit (`build.cannotFit`). */
  cannotFit: number;
  /** Cards flagged on each report rate. */
  flaggedByRate: Record<string, number>;
  /**
   * Where the targets are an MLB season (a game that prints none): the season, and the one the widest line (the
   * league, else the first) plays most like, with its distance.
   */
  mlb?: { season: number; nearest: number; distance: number };
}

export function checkSummary(cards: readonly AnnotatedCardCheck[], findings: readonly CardFindings[]): CheckSummary {
  // A card is checked when it was simulated and prints a season line to check it against.
  const isChecked = (card: AnnotatedCardCheck) => card.pa > 0 && Object.keys(card.target).length > 0;
  return {
    cards: cards.length,
    checked: cards.filter(isChecked).length,
    slashWithinBudget: cards.filter(
      (card, c) => isChecked(card) && !findings[c]!.beyondBudget.some((rate) => SLASH_LINE.includes(rate)),
    ).length,
    trueOutcomesWithinBudget: cards.filter(
      (card, c) => isChecked(card) && !findings[c]!.beyondBudget.some((rate) => !SLASH_LINE.includes(rate)),
    ).length,
    flagged: findings.filter((f) => f.flagged.length > 0).length,
    inconsistent: cards.filter((card) => card.seasonFit?.inconsistent).length,
    cannotFit: cards.filter((card) => card.cannotFit).length,
    flaggedByRate: Object.fromEntries(
      REPORT_RATES.map((rate) => [rate, findings.filter((f) => f.flagged.includes(rate)).length]),
    ),
    ...mlbSummary(cards),
  };
}

/** The MLB comparison of a check whose targets are an MLB season: the widest line's nearest season. */
function mlbSummary(cards: readonly AnnotatedCardCheck[]): Pick<CheckSummary, 'mlb'> {
  const compared = cards.filter((card) => card.mlbSeason !== undefined && card.nearest?.length);
  const widest = compared.reduce<AnnotatedCardCheck | undefined>((a, b) => (a && a.pa >= b.pa ? a : b), undefined);
  const nearest = widest?.nearest?.[0];
  if (!widest || !nearest) return {};
  return { mlb: { season: widest.mlbSeason!, nearest: nearest.season, distance: nearest.distance } };
}

/** The index's line for a check report. */
export function checkSummaryLine(summary: CheckSummary): string {
  if (summary.checked === 0) return `${summary.cards} cards, none printing a season line to check against`;
  if (summary.mlb)
    return (
      `${summary.cards} lines set beside MLB ${summary.mlb.season} (the game prints no targets): the widest plays ` +
      `most like MLB ${summary.mlb.nearest} (Hellinger ${summary.mlb.distance.toFixed(3)}); ` +
      `${summary.inconsistent} inconsistent with MLB ${summary.mlb.season}`
    );
  const byRate = REPORT_RATES.filter((rate) => summary.flaggedByRate[rate]! > 0)
    .map((rate) => `${rate} ${summary.flaggedByRate[rate]}`)
    .join(', ');
  const noted = summary.cannotFit > 0 ? `; ${summary.cannotFit} noted by their builder as unable to fit a rate` : '';
  return `${summary.cards} cards: within budget on AVG/OBP/SLG ${summary.slashWithinBudget} of ${summary.checked}, on K%/BB%/HR% ${summary.trueOutcomesWithinBudget}; ${summary.flagged} flagged after Holm${byRate ? ` (${byRate})` : ''}; ${summary.inconsistent} inconsistent with their season${noted}`;
}

/** Every card's miss against its target, as a chart; a note where no card prints a line. */
function accuracySection(chart: SafeHtml | undefined): SafeHtml {
  return chart
    ? html`<figure class="chart" id="accuracy-chart">${chart}<figcaption>Each dot is a card's simulated rate minus its printed target. <span class="ok">●</span> ${STATUS.within}; <span style="color:#d68100">▲</span> ${STATUS.beyond} (z = 3.29, one test at a time); <span class="flag">◆</span> ${STATUS.flagged}: the miss beyond the budget survives Holm's adjustment across the whole set.</figcaption></figure>`
    : html`<p class="note" id="no-targets">No card of this set prints a season line, so there is nothing to compare; the tables below give the simulated and exact rates.</p>`;
}

/** The head of a check whose targets are an MLB season (a game that prints none): no budgets, the nearest season. */
function mlbHead(mlb: NonNullable<CheckSummary['mlb']>, summary: CheckSummary, pa: number): SafeHtml {
  return html`<p class="lede">The game prints no targets: every line (each team's lineup, and the league) is simulated (about ${Math.round(pa).toLocaleString('en-US')} plate appearances each) and computed exactly, and set beside MLB ${mlb.season}'s line, the set's season. There are no rounding budgets: a line is as far from MLB as the game plays it. Each line also lists the MLB seasons it plays most like.</p>
<div class="tiles">
${tile(summary.checked, 'lines set beside MLB')}
${tile(String(mlb.nearest), `the MLB season the widest line plays most like (Hellinger ${mlb.distance.toFixed(3)}; consecutive MLB seasons lie a median 0.011 apart)`)}
${tile(summary.inconsistent, `inconsistent with MLB ${mlb.season} (chi-square, Holm)`, summary.inconsistent > 0 ? 'bad' : 'good')}
</div>`;
}

/** One row per card: the six report rates simulated against target, and the verdict. */
function overviewTable(
  cards: readonly AnnotatedCardCheck[],
  findings: readonly CardFindings[],
  labels: readonly string[],
): SafeHtml {
  const columns: Record<string, string[]> = {
    card: [...labels],
    team: cards.map((c) => c.team),
    role: cards.map((c) => c.role),
  };
  for (const rate of REPORT_RATES)
    columns[`${rate} sim / target`] = cards.map((c) =>
      c.pa === 0 ? '–' : `${formatRate(rate, c.rates[rate]?.estimate)} / ${formatRate(rate, c.target[rate])}`,
    );
  columns.verdict = cards.map((c, i) => cardVerdict(c, findings[i]!));
  columns['season fit (Holm p)'] = cards.map((c) =>
    c.seasonFit
      ? `${c.seasonFit.adjustedPValue.toPrecision(2)}${c.seasonFit.inconsistent ? ' inconsistent' : ''}`
      : '–',
  );
  return htmlTable(aq.table(columns), {
    text: ['card', 'team', 'role', 'verdict', 'season fit (Holm p)'],
    rowStyle: (row) => (findings[row]!.flagged.length > 0 ? 'color: #b3261e;' : undefined),
  });
}

/**
 * The card accuracy report of one card set: headline counts, the dot-and-interval chart of every card's miss on
 * AVG, OBP, SLG, K%, BB% and HR% against its rounding budget, an overview table, and a drill-down per card.
 */
export async function checkReport(input: CheckReportInput): Promise<{ html: string; summary: CheckSummary }> {
  const { cards } = input;
  const findings = checkFindings(cards);
  const summary = checkSummary(cards, findings);
  const labels = cardLabels(cards);
  const rows = accuracyRows(cards, findings);
  // A set that prints no season lines (the Strat rules' walk-through) has nothing to plot against.
  const chart = rows.length > 0 ? trustedHtml(await renderSvg(accuracySpec(rows))) : undefined;
  const pa = input.manifest.plateAppearances / Math.max(1, summary.checked);
  const byRate = REPORT_RATES.map((rate) => `${rate} ${summary.flaggedByRate[rate]}`).join(' · ');
  const body = html`<h1>Card accuracy: ${input.file}</h1>
${
  summary.mlb
    ? mlbHead(summary.mlb, summary, pa)
    : html`<p class="lede">Every card simulated (about ${Math.round(pa).toLocaleString('en-US')} plate appearances each) and computed exactly, against the season it prints. A miss is a problem only beyond its rounding budget, what whole rolls alone cost the card, plus sampling error.</p>
<div class="tiles">
${tile(summary.checked, 'cards checked')}
${tile(`${summary.slashWithinBudget} of ${summary.checked}`, 'within budget on AVG, OBP and SLG', summary.slashWithinBudget === summary.checked ? 'good' : undefined)}
${tile(`${summary.trueOutcomesWithinBudget} of ${summary.checked}`, 'within budget on K%, BB% and HR%', summary.trueOutcomesWithinBudget === summary.checked ? 'good' : undefined)}
${tile(summary.flagged, `flagged after Holm (family-wise ${FLAG_ALPHA} over all cards and rates)`, summary.flagged > 0 ? 'bad' : 'good')}
${tile(summary.inconsistent, 'inconsistent with their real season (chi-square, Holm)', summary.inconsistent > 0 ? 'bad' : 'good')}
</div>`
}
${
  summary.mlb
    ? ''
    : html`<p class="note">Cards flagged, by rate: ${byRate}.</p>
<h2>Every card against its target</h2>
${accuracySection(chart)}`
}
<h2>Overview</h2>
<div class="wide">${overviewTable(cards, findings, labels)}</div>
<h2>Card by card</h2>
<p class="note">Open a card for its outcome distribution as printed, exact, simulated and targeted, and its rates with the rounding budget and the sampling error side by side.</p>
${cards.map((card, c) => cardDrillDown(card, findings[c]!, labels[c]!))}`;
  const page = reportPage({
    kind: 'check',
    title: `Card accuracy: ${input.file}`,
    summary: checkSummaryLine(summary),
    body,
    manifest: input.manifest,
  });
  return { html: page, summary };
}
