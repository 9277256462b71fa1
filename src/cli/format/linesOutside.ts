import type { CardBudgetFit } from '../../experiments/budgetFit.ts';
import { SLASH_RATES, TEAM_LINE_TOLERANCE, type TeamLineMiss } from '../../experiments/seasonSummary.ts';
import type { CannotFitNote } from './build.ts';

const isSlash = (rate: string) => (SLASH_RATES as readonly string[]).includes(rate);

const points = (miss: number) => `${miss >= 0 ? '+' : '-'}${Math.abs(1000 * miss).toFixed(1)}`;

/**
 * The team lines a season-context build left beyond TEAM_LINE_TOLERANCE in the round it kept, each beside its cards
 * (of that team and side) whose notes say the format cannot fit one of their slash rates: where most of a side's cards
 * cannot reach their lines one plate appearance at a time, no round brings its line in (PBC's, docs/cli.md).
 * @example formatLinesOutside(2, [{ team: 'CHN', side: 'pitching', miss: 0.0229, by }], fits, notes)
 * // => ['team lines outside .005 in round 2 (...):',
 *     '  CHN pitching  AVG +8.1  OBP +3.0  SLG +22.9; 17 of its 25 cards cannot fit a slash rate']
 */
export function formatLinesOutside(
  kept: number,
  outside: readonly TeamLineMiss[],
  fits: readonly CardBudgetFit[],
  notes: readonly CannotFitNote[],
): string[] {
  if (outside.length === 0) return [];
  const tolerance = TEAM_LINE_TOLERANCE.toFixed(3).replace(/^0/, '');
  return [
    `team lines outside ${tolerance} in round ${kept} (games less printed, in points; beside each, its cards that ` +
      'cannot fit AVG, OBP or SLG one plate appearance at a time, under "cannot fit" below):',
    ...outside.map((line) => {
      const role = line.side === 'batting' ? 'batter' : 'pitcher';
      const cards = fits.filter((f) => f.team === line.team && f.role === role).length;
      const cannot = new Set(
        notes.filter((n) => n.team === line.team && n.line === line.side && n.rates.some(isSlash)).map((n) => n.name),
      ).size;
      const misses = SLASH_RATES.map((r) => `${r} ${points(line.by[r])}`).join('  ');
      const label = `${line.team} ${line.side.padEnd(8)}`;
      return `  ${label}  ${misses}; ${cannot} of its ${cards} cards cannot fit a slash rate`;
    }),
  ];
}
