/**
 * The batter's result of a plate appearance, in every game: what the scorer writes for the batter.
 * Double and triple plays are counted in tallies, not as outcomes, except GDP, which is a batting statistic.
 *
 * SH covers a sacrifice on which the batter reached on an error too (scored SH + E: no at-bat).
 */
export const OUTCOMES = [
  '1B',
  '2B',
  '3B',
  'HR',
  'BB',
  'IBB',
  'HBP',
  'SO',
  'GO',
  'FO',
  'LO',
  'PO',
  'ROE',
  'FC',
  'GDP',
  'SF',
  'SH',
  'CI',
] as const;

export type Outcome = (typeof OUTCOMES)[number];

/** Index of each outcome in a tally's counts. */
export const OUTCOME_INDEX: Readonly<Record<Outcome, number>> = Object.fromEntries(
  OUTCOMES.map((outcome, index) => [outcome, index]),
) as Record<Outcome, number>;

/** Bases the batter's hit is worth (0 for anything that is not a hit). */
export const HIT_BASES: Readonly<Record<Outcome, number>> = {
  ...(Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>),
  '1B': 1,
  '2B': 2,
  '3B': 3,
  HR: 4,
};

/** Outcomes that are not official at-bats. */
export const NOT_AT_BATS: ReadonlySet<Outcome> = new Set(['BB', 'IBB', 'HBP', 'SF', 'SH', 'CI']);
