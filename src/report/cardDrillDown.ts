import * as aq from 'arquero';
import { statisticText } from './statisticText.ts';
import { playsLikeText } from './playsLikeText.ts';
import type { AnnotatedCardCheck } from '../experiments/annotations.ts';
import { OUTCOME_GROUPS, groupShares } from '../core/model/outcomeGroups.ts';
import type { CardFindings } from './checkFindings.ts';
import { formatPoints, formatRate, formatShare } from './formatRate.ts';
import { html, type SafeHtml } from './html.ts';
import { htmlTable } from './htmlTable.ts';
import type { RateComparison } from '../experiments/cardCheck.ts';
import { SEASON_MODE_RATES, SLG_MIN_TRIALS, seasonModeVerdict } from '../experiments/seasonMode.ts';

/** Rates of a drill-down's season table, in the order `check` prints them; the splits show the headline ones. */
const SEASON_RATES = ['AVG', 'OBP', 'SLG', 'OPS', 'K%', 'BB%', 'HR%', '1B%', '2B%', '3B%', 'HBP%', 'BABIP'] as const;
const SPLIT_RATES = ['AVG', 'OBP', 'SLG', 'OPS', 'K%', 'BB%', 'HR%'] as const;
const halfWidth = (lower: number, upper: number) => (upper - lower) / 2;

/** The outcome distribution side by side: as printed on the card, exact, simulated, and the season's. */
function outcomeTable(card: AnnotatedCardCheck): SafeHtml {
  const simulated = groupShares(card.counts);
  const exact = card.exactOutcomes ? groupShares(card.exactOutcomes) : undefined;
  const printed = card.printed ?? [];
  const printedOnly = [...new Set(printed.flatMap((column) => Object.keys(column.shares)))].filter(
    (key) => !OUTCOME_GROUPS.some((g) => g.name === key),
  );
  const rows = [
    ...OUTCOME_GROUPS.map((g) => ({ name: g.name, rate: g.rate })),
    ...printedOnly.map((name) => ({ name, rate: undefined })),
  ];
  const columns: Record<string, string[]> = { outcome: rows.map((r) => r.name) };
  for (const column of printed)
    columns[`card ${column.label}`] = rows.map((r) => formatShare(column.shares[r.name] ?? 0));
  columns.exact = rows.map((r) => formatShare(exact?.[r.name]));
  columns.simulated = rows.map((r) => formatShare(simulated[r.name]));
  columns.target = rows.map((r) => (r.rate ? formatShare(card.target[r.rate]) : '–'));
  const caption =
    printed.length > 0
      ? 'Outcomes per plate appearance (card: share of the 100 rolls of each column)'
      : 'Outcomes per plate appearance';
  return htmlTable(aq.table(columns), { text: ['outcome'], caption });
}

/** The rates: exact and simulated beside the target, the rounding budget apart from the sampling error. */
function rateTable(
  rates: readonly string[],
  comparison: RateComparison,
  exact: Record<string, number> | undefined,
  budget: Record<string, number> | undefined,
  caption: string,
  flagged: readonly string[] = [],
): SafeHtml {
  const names = rates.filter(
    (name) => comparison.rates[name] && (comparison.target[name] !== undefined || exact?.[name] !== undefined),
  );
  const interval = (name: string) => comparison.rates[name]!;
  const table = aq.table({
    rate: names,
    exact: names.map((n) => formatRate(n, exact?.[n])),
    simulated: names.map((n) => formatRate(n, interval(n).estimate)),
    'sampling ± (95%)': names.map((n) =>
      formatPoints(halfWidth(interval(n).lower, interval(n).upper)).replace(/^[+±]/, '±'),
    ),
    target: names.map((n) => formatRate(n, comparison.target[n])),
    'rounding budget': names.map((n) => formatPoints(budget?.[n]).replace(/^[+±]/, '±')),
    'simulated − target': names.map((n) => formatPoints(interval(n).estimate - (comparison.target[n] ?? Number.NaN))),
  });
  return htmlTable(
    flagged.length > 0 ? table.assign({ verdict: names.map((n) => (flagged.includes(n) ? 'flagged' : '')) }) : table,
    {
      text: ['rate', 'verdict'],
      caption: `${caption} — ${comparison.pa.toLocaleString('en-US')} simulated PA; differences in points (thousandths)`,
      rowClass: (row) => (flagged.includes(names[row]!) ? 'flagged' : undefined),
    },
  );
}

function seasonFitLine(card: AnnotatedCardCheck): SafeHtml {
  const fit = card.seasonFit;
  if (!fit) return html`<p class="note">Season fit: the card prints no season line to test.</p>`;
  const who = card.mlbSeason === undefined ? 'the card does' : `the game does`;
  const verdict = fit.inconsistent
    ? html`<span class="flag">inconsistent: ${who} not reproduce the season</span>`
    : html`<span class="ok">consistent with the season</span>`;
  const target =
    card.mlbSeason === undefined
      ? ''
      : html` The target is MLB ${card.mlbSeason}'s line (the set's season): the game prints no lines of its own.`;
  const like = card.nearest ? html` Its simulated line ${playsLikeText(card.nearest)}.` : '';
  return html`<p class="note">Season fit: chi-square ${statisticText(fit.statistic)} on ${fit.df} df, p = ${fit.pValue.toPrecision(2)}, Holm-adjusted p = ${fit.adjustedPValue.toPrecision(2)}: ${verdict}.${target}${like}</p>`;
}

/** A z as the report prints it: one decimal, a true minus sign; a dash where untested. */
export const zText = (z: number): string => (Number.isFinite(z) ? z.toFixed(1).replace(/^-/, '−') : '–');

/**
 * The card's season-mode table: its line in the season beside its plate-appearance check and its target, the miss,
 * the z of the miss beyond the budget in the season's standard errors, and what is off; a note where it has none.
 */
export function seasonModeTable(card: AnnotatedCardCheck): SafeHtml | undefined {
  if (card.noSeasonMode) return html`<p class="note season-mode">Season mode: ${card.noSeasonMode}.</p>`;
  const mode = card.seasonMode;
  if (!mode) return undefined;
  const verdict = seasonModeVerdict(mode);
  if (mode.pa === 0) return html`<p class="note season-mode">Season mode: ${verdict}.</p>`;
  const names = SEASON_MODE_RATES.filter((name) => mode.rates[name]);
  const rate = (name: string) => mode.rates[name]!;
  const table = aq.table({
    rate: names,
    'PA mode (simulated)': names.map((n) => formatRate(n, card.rates[n]?.estimate)),
    'season mode': names.map((n) => formatRate(n, rate(n).estimate)),
    '95% interval': names.map((n) => `${formatRate(n, rate(n).lower)} – ${formatRate(n, rate(n).upper)}`),
    target: names.map((n) => formatRate(n, rate(n).target)),
    'season − target': names.map((n) => formatPoints(rate(n).miss)),
    'rounding budget': names.map((n) => formatPoints(rate(n).budget).replace(/^[+±]/, '±')),
    'z beyond budget': names.map((n) => zText(rate(n).z)),
    'Holm p': names.map((n) => (Number.isFinite(rate(n).adjustedPValue) ? rate(n).adjustedPValue.toPrecision(2) : '–')),
    verdict: names.map((n) =>
      mode.flagged.includes(n)
        ? 'off (Holm)'
        : mode.outside.includes(n)
          ? 'outside 95% alone'
          : n === 'SLG' && !Number.isFinite(rate(n).adjustedPValue) && Number.isFinite(rate(n).target)
            ? `untested (under ${SLG_MIN_TRIALS} AB)`
            : '',
    ),
  });
  return htmlTable(table, {
    text: ['rate', 'verdict'],
    caption: `Season mode: ${verdict} — ${mode.pa.toLocaleString('en-US')} PA in the season; differences in points (thousandths)`,
    rowClass: (row) => (mode.flagged.includes(names[row]!) ? 'flagged' : undefined),
  });
}

/** A verdict in words for a card's summary line. */
export function cardVerdict(card: AnnotatedCardCheck, findings: CardFindings): string {
  if (card.pa === 0) return 'not checked: no opponents in this set';
  if (card.mlbSeason !== undefined)
    return card.nearest?.[0] ? `plays most like MLB ${card.nearest[0].season}` : `set beside MLB ${card.mlbSeason}`;
  // Misses the builder noted it cannot fit are no surprise: the verdict says so.
  const noted = (rates: readonly string[]) =>
    card.cannotFit && rates.every((r) => card.cannotFit!.rates.includes(r)) ? ', as its builder notes' : '';
  if (findings.flagged.length > 0) return `flagged on ${findings.flagged.join(', ')}${noted(findings.flagged)}`;
  if (findings.beyondBudget.length > 0)
    return `beyond budget on ${findings.beyondBudget.join(', ')} (not after Holm)${noted(findings.beyondBudget)}`;
  return 'within budget';
}

/** One card's drill-down, folded under its name: outcomes side by side, then the rates of the season and each split. */
export function cardDrillDown(card: AnnotatedCardCheck, findings: CardFindings, label: string): SafeHtml {
  const verdict = cardVerdict(card, findings);
  const seasonVerdict = card.seasonMode
    ? html` · season mode: <span class="${card.seasonMode.flagged.length > 0 ? 'flag' : ''}">${seasonModeVerdict(card.seasonMode)}</span>`
    : undefined;
  const head = html`<summary>${label} <span class="verdict">${card.team} · ${card.role} · <span class="${findings.flagged.length > 0 ? 'flag' : ''}">${verdict}</span>${seasonVerdict}</span></summary>`;
  if (card.pa === 0) return html`<details class="card">${head}<p class="note">${verdict}.</p></details>`;
  const splitLabel = (split: 'vsL' | 'vsR') =>
    card.role === 'batter'
      ? split === 'vsL'
        ? 'vs left-handed pitchers'
        : 'vs right-handed pitchers'
      : split === 'vsL'
        ? 'vs left-handed batters'
        : 'vs right-handed batters';
  const splits = (['vsL', 'vsR'] as const).flatMap((split) => {
    const comparison = card.splits[split];
    // A line set beside MLB has no hands: its one split is the season again.
    return comparison && (card.mlbSeason === undefined || comparison.pa < card.pa)
      ? [
          rateTable(
            SPLIT_RATES,
            comparison,
            card.splitExact[split]?.exact,
            card.splitExact[split]?.budget,
            splitLabel(split),
          ),
        ]
      : [];
  });
  const pitcherNote =
    card.role === 'pitcher'
      ? html`<p class="note">A pitcher's card prints his grade, not an outcome column: his outcomes are the batters he faces, played through his grade.</p>`
      : undefined;
  const builderNote = card.cannotFit
    ? html`<p class="note">Its builder notes it cannot fit ${card.cannotFit.rates.join(', ')}: ${card.cannotFit.why}.</p>`
    : undefined;
  const seasonMode = seasonModeTable(card);
  const seasonCaption = seasonMode ? 'Season, PA mode' : 'Season';
  return html`<details class="card">${head}
${pitcherNote}${builderNote}<div class="wide">${outcomeTable(card)}</div>
<div class="wide">${rateTable(SEASON_RATES, card, card.exact, card.budget, seasonCaption, findings.flagged)}</div>
${seasonFitLine(card)}
${seasonMode && html`<div class="wide">${seasonMode}</div>`}
${splits.map((table) => html`<div class="wide">${table}</div>`)}
</details>`;
}
