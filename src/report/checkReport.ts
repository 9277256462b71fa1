import * as aq from 'arquero';
import type { AnnotatedCardCheck } from '../experiments/annotations.ts';
import {
  accuracyRows,
  accuracySpec,
  AGREEMENT,
  AGREEMENT_LEGEND,
  agreementRows,
  cardLabels,
  STATUS,
  type AccuracyRow,
} from './accuracyChart.ts';
import { cardDrillDown, cardVerdict, zText } from './cardDrillDown.ts';
import { checkFindings, FLAG_ALPHA, REPORT_RATES, type CardFindings } from './checkFindings.ts';
import { formatPoints, formatRate } from './formatRate.ts';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { htmlTable } from './htmlTable.ts';
import { renderSvg } from './renderSvg.ts';
import { reportPage } from './reportPage.ts';
import { tile } from './tile.ts';
import type { ReportManifest } from './reportManifest.ts';
import { SEASON_MODE_RATES, SEASON_MODE_TEST, seasonModeVerdict } from '../experiments/seasonMode.ts';

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
  /**
   * Where the check played a season (season mode): cards that played in it, those off a target beyond season noise
   * (Holm), and cards without a season line (did not play, or not one card of it).
   */
  seasonMode?: { played: number; off: number; without: number };
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
    ...seasonModeSummary(cards),
  };
}

/** The season-mode counts of a check that played a season. */
function seasonModeSummary(cards: readonly AnnotatedCardCheck[]): Pick<CheckSummary, 'seasonMode'> {
  if (!cards.some((card) => card.seasonMode || card.noSeasonMode)) return {};
  const played = cards.filter((card) => card.seasonMode && card.seasonMode.pa > 0);
  return {
    seasonMode: {
      played: played.length,
      off: played.filter((card) => card.seasonMode!.flagged.length > 0).length,
      without: cards.length - played.length,
    },
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
  const mode = summary.seasonMode;
  const seasonMode =
    mode && mode.played > 0
      ? `; in season mode ${mode.off} of ${mode.played} who played off a target beyond season noise (Holm)`
      : '';
  return `${summary.cards} cards: within budget on AVG/OBP/SLG ${summary.slashWithinBudget} of ${summary.checked}, on K%/BB%/HR% ${summary.trueOutcomesWithinBudget}; ${summary.flagged} flagged after Holm${byRate ? ` (${byRate})` : ''}; ${summary.inconsistent} inconsistent with their season${noted}${seasonMode}`;
}

/** Every card's miss against its target, as a chart; a note where no card prints a line. */
function accuracySection(chart: SafeHtml | undefined): SafeHtml {
  return chart
    ? html`<figure class="chart" id="accuracy-chart">${chart}<figcaption>Each dot is a card's simulated rate minus its printed target. <span class="ok">●</span> ${STATUS.within}; <span style="color:#d68100">▲</span> ${STATUS.beyond} (z = 3.29, one test at a time); <span class="flag">◆</span> ${STATUS.flagged}: the miss beyond the budget survives Holm's adjustment across the whole set.</figcaption></figure>`
    : html`<p class="note" id="no-targets">No card of this set prints a season line, so there is nothing to compare; the tables below give the simulated and exact rates.</p>`;
}

/** The head of a check of cards that print no season: what was simulated, and how often it agrees with the exact. */
function noTargetHead(cards: number, rows: readonly AccuracyRow[], pa: number): SafeHtml {
  const holds = rows.filter((row) => row.status === AGREEMENT.holds).length;
  return html`<p class="lede">Every card simulated (about ${Math.round(pa).toLocaleString('en-US')} plate appearances each) and computed exactly. The cards print no season line, so nothing is checked against a target: the report shows what the cards play, and whether the simulation agrees with the exact rates.</p>
<div class="tiles">
${tile(cards, 'cards simulated, no targets printed')}
${tile(`${holds} of ${rows.length}`, '95% intervals holding the exact rate (about 95% expected)', rows.length - holds <= Math.ceil(0.1 * rows.length) ? 'good' : 'bad')}
</div>`;
}

/** The chart of a set without targets: each card's simulation against its exact rates, and how often they agree. */
function agreementSection(chart: SafeHtml | undefined, rows: readonly AccuracyRow[]): SafeHtml {
  if (!chart) return accuracySection(undefined);
  const misses = rows.filter((row) => row.status === AGREEMENT.misses).length;
  return html`<p class="note" id="no-targets">No card of this set prints a season line, so there is no target to miss. The chart sets each card's simulated rates against its exact ones instead: about 5% of the ${rows.length} 95% intervals should miss by chance alone; ${misses} do.</p>
<figure class="chart" id="accuracy-chart">${chart}<figcaption>Each dot is a card's simulated rate minus its exact rate. <span class="ok">●</span> ${AGREEMENT.holds}; <span class="flag">◆</span> ${AGREEMENT.misses}.</figcaption></figure>`;
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
  const seasonal = cards.some((c) => c.seasonMode || c.noSeasonMode);
  if (seasonal) columns['season mode'] = cards.map((c) => (c.seasonMode ? seasonModeVerdict(c.seasonMode) : '–'));
  return htmlTable(aq.table(columns), {
    text: ['card', 'team', 'role', 'verdict', 'season fit (Holm p)', 'season mode'],
    rowClass: (row) => (findings[row]!.flagged.length > 0 ? 'flagged' : undefined),
  });
}

/** A slash line of rates: .287/.350/.480. */
const slash = (rates: (name: string) => number | undefined) =>
  ['AVG', 'OBP', 'SLG'].map((name) => formatRate(name, rates(name))).join('/');

/**
 * The two modes side by side, a card a row: its plate-appearance check and its line in the season against its printed
 * target, each report rate's miss in season mode with its z beyond the budget, and the season-mode verdict; what the
 * season was (the manifest's plan) and what the test is, in words.
 */
function seasonModeSection(
  cards: readonly AnnotatedCardCheck[],
  labels: readonly string[],
  summary: NonNullable<CheckSummary['seasonMode']>,
  plan: unknown,
): SafeHtml {
  const season = typeof plan === 'string' ? plan : 'a season of whole games';
  const lede = html`<p class="note">PA mode (the tables above) plays each card a plate appearance at a time against the league's stand-ins (or the set's other teams). Season mode plays a season of the set (${season}) and sets each card's line in it (his batting; for a pitcher, the batting against him) beside the same printed target: the card in game context, with its lineup spot, base-out states, opponents and pitching changes.</p>
<p class="note" id="season-mode-test">The test: ${SEASON_MODE_TEST}</p>`;
  const shown = cards.map((card, c) => ({ card, label: labels[c]! })).filter(({ card }) => card.seasonMode);
  const why = [...new Set(cards.flatMap((card) => (card.noSeasonMode ? [card.noSeasonMode] : [])))];
  const missing = why.length > 0 ? html`<p class="note">No season-mode line: ${why.join('; ')}.</p>` : undefined;
  if (shown.length === 0) return html`${lede}${missing}`;
  const columns: Record<string, string[]> = {
    card: shown.map((s) => s.label),
    team: shown.map((s) => s.card.team),
    role: shown.map((s) => s.card.role),
    'PA in season': shown.map((s) => s.card.seasonMode!.pa.toLocaleString('en-US')),
    'season mode': shown.map((s) => slash((name) => s.card.seasonMode!.rates[name]?.estimate)),
    'PA mode': shown.map((s) => (s.card.pa === 0 ? '–' : slash((name) => s.card.rates[name]?.estimate))),
    target: shown.map((s) => slash((name) => s.card.target[name])),
  };
  for (const rate of SEASON_MODE_RATES)
    columns[rate] = shown.map(({ card }) => {
      const r = card.seasonMode!.rates[rate];
      if (!r || !Number.isFinite(r.miss)) return '–';
      return `${formatPoints(r.miss)} (${zText(r.z)})`;
    });
  columns.verdict = shown.map(({ card }) => seasonModeVerdict(card.seasonMode!));
  const table = htmlTable(aq.table(columns), {
    text: ['card', 'team', 'role', 'verdict'],
    caption:
      'Each card in both modes (AVG/OBP/SLG); then each rate in season mode: season − target in points ' +
      "(thousandths), and in brackets z, the miss beyond the rounding budget in the season line's standard errors",
    rowClass: (row) => (shown[row]!.card.seasonMode!.flagged.length > 0 ? 'flagged' : undefined),
  });
  return html`${lede}
<div class="tiles">
${tile(summary.played, 'cards that played in the season')}
${tile(summary.off, 'off a printed target beyond season noise (Holm)', summary.off > 0 ? 'bad' : 'good')}
${tile(summary.without, 'cards without a season line')}
</div>
<div class="wide">${table}</div>
${missing}`;
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
  // A set that prints no season lines (the Strat rules' walk-through) is plotted against its exact rates instead.
  const agreement = rows.length > 0 ? [] : agreementRows(cards);
  const chart =
    rows.length > 0
      ? trustedHtml(await renderSvg(accuracySpec(rows)))
      : agreement.length > 0
        ? trustedHtml(await renderSvg(accuracySpec(agreement, AGREEMENT_LEGEND)))
        : undefined;
  const pa = input.manifest.plateAppearances / Math.max(1, cards.length);
  const byRate = REPORT_RATES.map((rate) => `${rate} ${summary.flaggedByRate[rate]}`).join(' · ');
  const body = html`<h1>Card accuracy: ${input.file}</h1>
${
  summary.mlb
    ? mlbHead(summary.mlb, summary, pa)
    : rows.length === 0
      ? noTargetHead(cards.length, agreement, pa)
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
    : html`${rows.length > 0 && html`<p class="note">Cards flagged, by rate: ${byRate}.</p>`}
<h2>Every card against ${rows.length > 0 ? 'its target' : 'its exact rates'}</h2>
${rows.length > 0 ? accuracySection(chart) : agreementSection(chart, agreement)}`
}
<h2>Overview</h2>
<div class="wide">${overviewTable(cards, findings, labels)}</div>
${
  summary.seasonMode &&
  html`<h2 id="season-mode">PA mode and season mode</h2>
${seasonModeSection(cards, labels, summary.seasonMode, input.manifest.plan.seasonMode)}`
}
<h2>Card by card</h2>
<p class="note">Open a card for its outcome distribution as printed, exact, simulated and targeted, and its rates with the rounding budget and the sampling error side by side${summary.seasonMode ? ', then its line in season mode' : ''}.</p>
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
