import type { AnnotatedCardCheck } from '../../experiments/annotations.ts';
import { statisticText } from '../../report/statisticText.ts';
import { checkJson } from '../../experiments/check.ts';
import type { RateComparison } from '../../experiments/cardCheck.ts';
import { playsLikeText } from '../../report/playsLikeText.ts';
import {
  SEASON_MODE_ALPHA,
  SEASON_MODE_RATES,
  seasonModeVerdict,
  type SeasonModeCheck,
} from '../../experiments/seasonMode.ts';
import { terminalText } from '../terminalText.ts';

const PRINTED = ['AVG', 'OBP', 'SLG', 'OPS', 'K%', 'BB%', 'HR%', '2B%', '3B%', 'BABIP'] as const;
const three = (x: number | undefined) =>
  x === undefined || !Number.isFinite(x) ? '   -  ' : x.toFixed(3).replace(/^0/, ' ').padStart(6);

function rows(
  label: string,
  c: RateComparison,
  exact?: Record<string, number>,
  budget?: Record<string, number>,
  beyond?: readonly string[],
): string[] {
  const lines = [
    `  ${label} (${c.pa.toLocaleString('en-US')} PA)`,
    `    rate    sim    95% interval       exact  target  budget`,
  ];
  for (const name of PRINTED) {
    const r = c.rates[name];
    if (!r) continue;
    const flag = beyond?.includes(name)
      ? '  << beyond budget'
      : c.flagged.includes(name)
        ? '  << target outside interval'
        : '';
    lines.push(
      `    ${name.padEnd(6)}${three(r.estimate)}  [${three(r.lower)}, ${three(r.upper)}]  ` +
        `${exact ? three(exact[name]) : '      '}  ${three(c.target[name])} ` +
        ` ${budget ? three(budget[name]) : ''}${flag}`,
    );
  }
  return lines;
}

function fitLine(card: AnnotatedCardCheck): string {
  const fit = card.seasonFit;
  if (!fit) return '  season fit: no season target';
  const who = card.mlbSeason === undefined ? 'the card does' : 'the game does';
  const verdict = fit.inconsistent ? `INCONSISTENT: ${who} not reproduce the season` : 'consistent with the season';
  return (
    `  season fit: chi-square ${statisticText(fit.statistic)} on ${fit.df} df, p = ` +
    `${fit.pValue.toPrecision(2)}, Holm-adjusted p = ${fit.adjustedPValue.toPrecision(2)}: ${verdict}`
  );
}

const signed = (x: number | undefined) =>
  x === undefined || !Number.isFinite(x)
    ? '    -  '
    : `${x < 0 ? '-' : '+'}${Math.abs(x).toFixed(3).replace(/^0/, '')}`.padStart(7);

/**
 * A card's season-mode block: its line in the season beside the plate-appearance mode's simulated rate and the
 * printed target, the miss, its z in the season's standard errors, the budget, and what is off.
 */
function seasonModeRows(card: AnnotatedCardCheck): string[] {
  if (card.noSeasonMode) return [`  season mode: ${terminalText(card.noSeasonMode)}`];
  const mode = card.seasonMode;
  if (!mode) return [];
  const head = `  season mode (${mode.pa.toLocaleString('en-US')} PA in the season): ${seasonModeVerdict(mode)}`;
  if (mode.pa === 0) return [head];
  const lines = [head, `    rate  season    95% interval    PA mode  target     miss      z  budget`];
  for (const name of SEASON_MODE_RATES) {
    const r = mode.rates[name];
    if (!r) continue;
    const flag = mode.flagged.includes(name)
      ? '  << off (Holm)'
      : mode.outside.includes(name)
        ? '  << target outside the interval'
        : '';
    const z = Number.isFinite(r.z) ? r.z.toFixed(1).padStart(6) : '     -';
    lines.push(
      `    ${name.padEnd(4)}${three(r.estimate)}  [${three(r.lower)}, ${three(r.upper)}]  ` +
        `${three(card.rates[name]?.estimate)}` +
        `  ${three(r.target)}  ${signed(r.miss)} ${z}  ${three(r.budget)}${flag}`,
    );
  }
  return lines;
}

/** A season-mode line for one row of the summary: PA, AVG/OBP/SLG and the verdict. */
function seasonModeCell(mode: SeasonModeCheck | undefined, missing: string | undefined): string {
  if (!mode) return `${'-'.padStart(9)}  ${'-'.padEnd(17)}  ${missing ? 'no season line' : '-'}`;
  const slash = ['AVG', 'OBP', 'SLG'].map((name) => three(mode.rates[name]?.estimate).trim()).join('/');
  return `${mode.pa.toLocaleString('en-US').padStart(9)}  ${slash.padEnd(17)}  ${seasonModeVerdict(mode)}`;
}

/** The MLB seasons a card plays most like, where its target is an MLB season. */
function nearestLines(card: AnnotatedCardCheck): string[] {
  if (!card.nearest?.length) return [];
  return [`  ${playsLikeText(card.nearest)}`, `  target: MLB ${card.mlbSeason}, the set's season`];
}

/** A card as the tables head it: its name, team and role, the first two escaped (they come from the card set). */
const who = (card: AnnotatedCardCheck) => `${terminalText(card.name)} (${terminalText(card.team)}, ${card.role})`;

/** The per-card tables `cardlab check` prints. */
export function formatCardChecks(cards: readonly AnnotatedCardCheck[]): string {
  return cards
    .map((card) => {
      if (card.pa === 0) return `${who(card)}: no opponents in this set, not checked`;
      const head =
        `${who(card)} - ${card.flagged.length} of ` +
        `${Object.keys(card.target).length} season targets outside the interval`;
      const parts = [head, fitLine(card), ...nearestLines(card)];
      const seasonal = card.seasonMode !== undefined || card.noSeasonMode !== undefined;
      parts.push(...rows(seasonal ? 'season, PA mode' : 'season', card, card.exact, card.budget, card.beyondBudget));
      parts.push(...seasonModeRows(card));
      for (const split of ['vsL', 'vsR'] as const) {
        const s = card.splits[split];
        // A line set beside MLB has no hands: its one split is the season again.
        if (s && (card.mlbSeason === undefined || s.pa < card.pa))
          parts.push(
            ...rows(
              card.role === 'batter'
                ? `${split === 'vsL' ? 'vs LHP' : 'vs RHP'}`
                : `${split === 'vsL' ? 'vs LHB' : 'vs RHB'}`,
              s,
              card.splitExact[split]?.exact,
              card.splitExact[split]?.budget,
            ),
          );
      }
      return parts.join('\n');
    })
    .join('\n\n');
}

/** One line per card: AVG/OBP/SLG simulated against target, and the count of flagged rates. */
export function formatSummary(file: string, cards: readonly AnnotatedCardCheck[]): string {
  const seasonal = cards.some((c) => c.seasonMode !== undefined || c.noSeasonMode !== undefined);
  const seasonHead = seasonal ? `${'season p (Holm)'.padEnd(18)}season PA  season AVG/OBP/SLG  season mode` : '';
  const lines = [
    `${terminalText(file)}: ${cards.length} cards`,
    `  ${'card'.padEnd(22)}${'role'.padEnd(9)}  AVG  sim/target     OBP  ` +
      `sim/target     SLG  sim/target   flagged  beyond budget  ${seasonHead || 'season p (Holm)'}`,
  ];
  for (const c of cards) {
    const pair = (name: string) => `${three(c.rates[name]?.estimate)}/${three(c.target[name]).trim()}`.padEnd(17);
    const fit = c.seasonFit
      ? `${c.seasonFit.adjustedPValue.toPrecision(2)}${c.seasonFit.inconsistent ? ' inconsistent' : ''}`
      : '-';
    const beyond = c.beyondBudget.filter((r) => ['AVG', 'OBP', 'SLG'].includes(r)).join(' ') || '-';
    const flags = (c.pa === 0 ? 'not checked' : `${c.flagged.length}`).padEnd(9);
    const slash = `${pair('AVG')}${pair('OBP')}${pair('SLG')}`;
    const season = seasonal ? `${fit.padEnd(18)}${seasonModeCell(c.seasonMode, c.noSeasonMode)}` : fit;
    const name = terminalText(c.name.slice(0, 21)).padEnd(22);
    lines.push(`  ${name}${c.role.padEnd(9)}${slash}${flags}${beyond.padEnd(15)}${season}`);
  }
  const flagged = cards.reduce((n, c) => n + c.flagged.length, 0);
  const inconsistent = cards.filter((c) => c.seasonFit?.inconsistent).length;
  const beyond = cards.filter((c) => c.beyondBudget.some((r) => ['AVG', 'OBP', 'SLG'].includes(r))).length;
  lines.push(`  ${flagged} season rates lie outside their 95% intervals (each rate tested alone).`);
  lines.push(
    `  ${beyond} of ${cards.length} cards miss an AVG, OBP or SLG target by more than budget plus sampling error.`,
  );
  lines.push(
    `  ${inconsistent} of ${cards.length} cards do not reproduce their real season (chi-square ` +
      `of the season line against the card's exact distribution, Holm at ${0.05} across the set).`,
  );
  if (seasonal) lines.push(seasonModeTotals(cards));
  return lines.join('\n');
}

/** The summary's season-mode line: cards off their printed line in game context, and cards without a season line. */
function seasonModeTotals(cards: readonly AnnotatedCardCheck[]): string {
  const played = cards.filter((c) => c.seasonMode && c.seasonMode.pa > 0);
  const off = played.filter((c) => c.seasonMode!.flagged.length > 0).length;
  const without = cards.length - played.length;
  const why = [...new Set(cards.flatMap((c) => (c.noSeasonMode ? [terminalText(c.noSeasonMode)] : [])))];
  if (played.length === 0)
    return `  season mode: no card played in the season${why.length ? `: ${why.join('; ')}` : ''}.`;
  return (
    `  season mode: ${off} of ${played.length} cards that played in the season miss a target beyond budget and ` +
    `season noise (the miss beyond the budget over the season line's own standard error, ` +
    `Holm at ${SEASON_MODE_ALPHA} ` +
    `across the set)${without > 0 ? `; ${without} without a season line` : ''}.`
  );
}

/** The per-card lines `cardlab exact` prints. */
export function formatExactCards(
  cards: readonly {
    name: string;
    team: string;
    role: string;
    rates: Record<string, { estimate: number }>;
    target: Record<string, number>;
  }[],
): string {
  const lines = [`  ${'card'.padEnd(22)}${'role'.padEnd(9)}${PRINTED.map((r) => r.padStart(7)).join('')}`];
  for (const c of cards) {
    const rates = PRINTED.map((r) => three(c.rates[r]?.estimate).padStart(7)).join('');
    lines.push(`  ${terminalText(c.name.slice(0, 21)).padEnd(22)}${c.role.padEnd(9)}${rates}`);
    lines.push(`  ${'  printed target'.padEnd(31)}${PRINTED.map((r) => three(c.target[r]).padStart(7)).join('')}`);
  }
  return lines.join('\n');
}

/** What `check` and `merge` print for checked sets: JSON, one line per card, or full tables, then the footer. */
export function formatChecks(
  results: readonly { file: string; cards: readonly AnnotatedCardCheck[] }[],
  options: { json?: boolean; summary?: boolean },
  footer: string,
): string {
  if (options.json) return `${checkJson(results)}\n`;
  const sets = results.map(
    ({ file, cards }) =>
      `${options.summary ? formatSummary(file, cards) : `${terminalText(file)}\n\n${formatCardChecks(cards)}`}\n\n`,
  );
  return `${sets.join('')}${footer}\n`;
}

const BASES = ['---', '1--', '-2-', '12-', '--3', '1-3', '-23', '123'];

/** A run-expectancy matrix as a table: bases down, outs across. */
export function formatRunExpectancy(matrix: readonly number[]): string {
  const rows = ['  bases    0 out  1 out  2 out'];
  BASES.forEach((bases, occupancy) =>
    rows.push(
      `  ${bases}   ${[0, 1, 2].map((outs) => matrix[outs * 8 + occupancy]!.toFixed(3).padStart(6)).join(' ')}`,
    ),
  );
  return rows.join('\n');
}
