import type { AnnotatedCardCheck } from '../../experiments/annotations.ts';
import { statisticText } from '../../report/statisticText.ts';
import { checkJson } from '../../experiments/check.ts';
import type { RateComparison } from '../../experiments/cardCheck.ts';
import { playsLikeText } from '../../report/playsLikeText.ts';

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

/** The MLB seasons a card plays most like, where its target is an MLB season. */
function nearestLines(card: AnnotatedCardCheck): string[] {
  if (!card.nearest?.length) return [];
  return [`  ${playsLikeText(card.nearest)}`, `  target: MLB ${card.mlbSeason}, the set's season`];
}

/** The per-card tables `cardlab check` prints. */
export function formatCardChecks(cards: readonly AnnotatedCardCheck[]): string {
  return cards
    .map((card) => {
      if (card.pa === 0) return `${card.name} (${card.team}, ${card.role}): no opponents in this set, not checked`;
      const head =
        `${card.name} (${card.team}, ${card.role}) - ${card.flagged.length} of ` +
        `${Object.keys(card.target).length} season targets outside the interval`;
      const parts = [head, fitLine(card), ...nearestLines(card)];
      parts.push(...rows('season', card, card.exact, card.budget, card.beyondBudget));
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
  const lines = [
    `${file}: ${cards.length} cards`,
    `  ${'card'.padEnd(22)}${'role'.padEnd(9)}  AVG  sim/target     OBP  ` +
      `sim/target     SLG  sim/target   flagged  beyond budget  season p (Holm)`,
  ];
  for (const c of cards) {
    const pair = (name: string) => `${three(c.rates[name]?.estimate)}/${three(c.target[name]).trim()}`.padEnd(17);
    const fit = c.seasonFit
      ? `${c.seasonFit.adjustedPValue.toPrecision(2)}${c.seasonFit.inconsistent ? ' inconsistent' : ''}`
      : '-';
    const beyond = c.beyondBudget.filter((r) => ['AVG', 'OBP', 'SLG'].includes(r)).join(' ') || '-';
    const flags = (c.pa === 0 ? 'not checked' : `${c.flagged.length}`).padEnd(9);
    const slash = `${pair('AVG')}${pair('OBP')}${pair('SLG')}`;
    lines.push(`  ${c.name.slice(0, 21).padEnd(22)}${c.role.padEnd(9)}${slash}${flags}${beyond.padEnd(15)}${fit}`);
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
  return lines.join('\n');
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
    lines.push(`  ${c.name.slice(0, 21).padEnd(22)}${c.role.padEnd(9)}${rates}`);
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
      `${options.summary ? formatSummary(file, cards) : `${file}\n\n${formatCardChecks(cards)}`}\n\n`,
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
