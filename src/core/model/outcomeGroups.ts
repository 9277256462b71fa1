import type { Outcome } from './outcomes.ts';

/**
 * A line of an outcome distribution as reports show it: outcomes a reader thinks of as one, and the target rate that
 * prints it.
 */
export interface OutcomeGroup {
  name: string;
  outcomes: readonly Outcome[];
  /** The check rate that is this group's share of plate appearances, where targets print one. */
  rate?: string;
}

/**
 * The lines of a plate appearance's outcome distribution in reports: the seven a season line prints, then the outs
 * and the rest, which it lumps together. Every outcome is in exactly one group.
 * @example OUTCOME_GROUPS.find((g) => g.name === 'ground out')?.outcomes // => ['GO', 'GDP', 'FC']
 */
export const OUTCOME_GROUPS: readonly OutcomeGroup[] = [
  { name: '1B', outcomes: ['1B'], rate: '1B%' },
  { name: '2B', outcomes: ['2B'], rate: '2B%' },
  { name: '3B', outcomes: ['3B'], rate: '3B%' },
  { name: 'HR', outcomes: ['HR'], rate: 'HR%' },
  { name: 'BB', outcomes: ['BB', 'IBB'], rate: 'BB%' },
  { name: 'HBP', outcomes: ['HBP'], rate: 'HBP%' },
  { name: 'SO', outcomes: ['SO'], rate: 'K%' },
  { name: 'ground out', outcomes: ['GO', 'GDP', 'FC'] },
  { name: 'air out', outcomes: ['FO', 'LO', 'PO', 'SF'] },
  { name: 'ROE', outcomes: ['ROE'] },
  { name: 'SH, CI', outcomes: ['SH', 'CI'] },
];

/**
 * Shares of each group in a distribution of outcome counts (any scale: they are divided by the total).
 * @example groupShares({ '1B': 1, GO: 2, GDP: 1 })['ground out'] // => 0.75
 */
export function groupShares(counts: Partial<Record<string, number>>): Record<string, number> {
  const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return Object.fromEntries(
    OUTCOME_GROUPS.map((group) => [group.name, group.outcomes.reduce((sum, o) => sum + (counts[o] ?? 0), 0) / total]),
  );
}
