import { FIT_RATES, type FitRate } from '../../mlb/fitTarget.ts';
import { OUTCOMES } from '../../core/model/outcomes.ts';
import {
  budgetFitSummary,
  pooledLines,
  REGULAR_PA,
  type CardBudgetFit,
  type Share,
  type Slash,
} from '../../experiments/budgetFit.ts';
import { formatRate } from '../../report/formatRate.ts';

/** A card's note of a line it cannot carry, with who it is. */
export interface CannotFitNote {
  name: string;
  team: string;
  line: string;
  rates: readonly string[];
  why: string;
}

const slashText = (rates: Slash) => ['AVG', 'OBP', 'SLG'].map((r) => formatRate(r, rates[r as keyof Slash])).join('/');

/** MLB's line of a whole league's season, and what its batters' pool is set beside. */
export interface MlbLine {
  season: number;
  slash: Slash;
  /** MLB's line less its pitchers' batting, and each batting card's plate appearances for its team (`team|id`). */
  positionPlayers?: { slash: Slash; teamPA: ReadonlyMap<string, number> };
}

/** The role's cards pooled at their real playing time: exact beside printed (and MLB's line, for a whole league). */
function pooledLine(label: string, fits: readonly CardBudgetFit[], mlb: Slash | undefined): string {
  const { pa, exact, printed } = pooledLines(fits);
  return (
    `  ${label.padEnd(9)}${slashText(exact)} exact at their ${Math.round(pa).toLocaleString('en-US')} PA ` +
    `(printed ${slashText(printed)}${mlb ? `; MLB ${slashText(mlb)}` : ''})`
  );
}

/**
 * A whole league's batters pooled at their plate appearances for their own teams: a traded player's card prints his
 * whole season on each of his teams, so only so weighted do the printed lines pool to MLB's position players'.
 */
function teamPooledLine(
  fits: readonly CardBudgetFit[],
  { slash, teamPA }: NonNullable<MlbLine['positionPlayers']>,
): string {
  const { pa, exact, printed } = pooledLines(fits, (fit) => teamPA.get(`${fit.team}|${fit.id}`) ?? 0);
  return (
    `    at their ${Math.round(pa).toLocaleString('en-US')} PA for their teams ${slashText(exact)} exact ` +
    `(printed ${slashText(printed)}; MLB without its pitchers batting ${slashText(slash)})`
  );
}

/**
 * The fit of one role: cards within budget per rate, the inconsistent; then its regulars per rate and on all six at
 * once, also with the rates their cards' notes say the format cannot carry set aside.
 */
function roleLines(label: string, fits: readonly CardBudgetFit[], notes: readonly CannotFitNote[]): string[] {
  const summary = budgetFitSummary(fits);
  const regulars = fits.filter((f) => f.pa >= REGULAR_PA);
  const perRate = (shares: Record<FitRate, Share>) =>
    FIT_RATES.map((r) => `${r} ${shares[r].within}/${shares[r].of}`).join('  ');
  const noted = notedRates(notes);
  const carried = regulars.filter((f) => f.missed.every((r) => noted.get(noteKey(f))?.has(r))).length;
  return [
    `  ${label.padEnd(9)}${perRate(summary.byRate)}; inconsistent with their season ${summary.inconsistent}`,
    `    regulars (${REGULAR_PA}+ PA)  ${perRate(summary.regularsByRate)}` +
      `; on all six ${summary.regulars.within}/${summary.regulars.of}, ` +
      `${carried}/${regulars.length} with the rates the format cannot carry (below) set aside`,
  ];
}

const noteKey = (card: { team: string; name: string }) => `${card.team}\t${card.name}`;

/** The rates each card's notes say it cannot carry (a batter's batting notes, a pitcher's pitching notes). */
function notedRates(notes: readonly CannotFitNote[]): Map<string, Set<string>> {
  const rates = new Map<string, Set<string>>();
  for (const note of notes) {
    const key = noteKey(note);
    rates.set(key, new Set([...(rates.get(key) ?? []), ...note.rates]));
  }
  return rates;
}

/**
 * What `cardlab build` prints after writing a set: every card's exact fit against its printed season line (within
 * budget per rate, by role) and the lines its cards cannot carry, with why.
 * @example formatBuildReport(fits, notes) // => 'fit, exact (cards within budget):\n  batters  AVG 20/20 ...'
 */
export function formatBuildReport(
  fits: readonly CardBudgetFit[],
  notes: readonly CannotFitNote[],
  mlb?: MlbLine,
): string {
  const lines = ["fit, exact against the set's league (cards within budget, of cards):"];
  const roles = [
    ['batter', 'batters'],
    ['pitcher', 'pitchers'],
  ] as const;
  for (const [role, label] of roles) {
    const ofRole = fits.filter((f) => f.role === role);
    const line = role === 'batter' ? 'batting' : 'pitching';
    if (ofRole.length > 0)
      lines.push(
        ...roleLines(
          label,
          ofRole,
          notes.filter((n) => n.line === line),
        ),
      );
  }
  lines.push(
    `pooled at their real playing time, PA mode (batting; against the pitchers)${mlb ? `, MLB ${mlb.season}` : ''}:`,
  );
  for (const [role, label] of roles) {
    const ofRole = fits.filter((f) => f.role === role);
    if (ofRole.length === 0) continue;
    lines.push(pooledLine(label, ofRole, mlb?.slash));
    if (role === 'batter' && mlb?.positionPlayers) lines.push(teamPooledLine(ofRole, mlb.positionPlayers));
  }
  if (notes.length > 0) {
    lines.push(`cannot fit (${notes.length}):`);
    const listed = notes.length > NOTES_LISTED ? notes.slice(0, NOTES_LISTED) : notes;
    for (const n of listed) lines.push(`  ${n.name} (${n.team}) ${n.line}: ${n.rates.join(', ')}. ${n.why}`);
    if (listed.length < notes.length) {
      const more = notes.length - listed.length;
      lines.push(`  ... and ${more} more (each card's build.cannotFit holds its note); by why:`);
      for (const [why, count] of reasonCounts(notes)) lines.push(`  ${String(count).padStart(5)}  ${why}`);
    }
  }
  return lines.join('\n');
}

/** Notes listed one by one; a bigger set (a whole league) lists this many and counts the rest by reason. */
const NOTES_LISTED = 40;

/** A list of results ("HR, 3B, 2B") in a reason: a count by reason reads any list as one kind. */
const RESULT_LIST = new RegExp(`\\b(?:${OUTCOMES.join('|')})(?:, (?:${OUTCOMES.join('|')}))*\\b`, 'g');

/**
 * How many notes give each kind of reason (its words up to a colon, numbers as N, lists of results as "results"),
 * most first.
 */
function reasonCounts(notes: readonly CannotFitNote[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { line, why } of notes) {
    const words = why
      .split(':')[0]!
      .replace(RESULT_LIST, 'results')
      .replace(/\b\d+\b/g, 'N');
    const kind = `${line}: ${words}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
