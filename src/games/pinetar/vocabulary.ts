import type { Position } from '../../core/model/positions.ts';

/** The game id card files carry. */
export const PINE_TAR_ID = 'pinetar';

/** Pitcher grades, best to worst as the manual orders them. */
export const GRADES = ['A+', 'A', 'B', 'C', 'D', 'E', 'G', 'M'] as const;
export type Grade = (typeof GRADES)[number];

/** Grades for which a BB with first base occupied becomes "ball 2" (special rules for walks). */
export const WALK_RULE_GRADES: ReadonlySet<Grade> = new Set(['A+', 'A', 'B']);

/** Runner speed: slow, medium, fast. */
export const SPEEDS = ['S', 'M', 'F'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Stolen base opportunity grades (optional base-stealing rules). */
export const SBO_GRADES = ['AA', 'A', 'B', 'C', 'D', 'E', 'N'] as const;

/** Defensive range: positive, neutral, negative (optional defensive rolls). */
export const RANGES = ['pos', 'neu', 'neg'] as const;

/** Outfield arms for plays at the plate: weak, average, elite. */
export const ARMS = ['W', 'A', 'E'] as const;

/** What a roll on a batting column says, parsed once when the card is loaded. */
export type CardResult =
  | { kind: 'hit'; bases: 1 | 2 | 3 | 4; text: string }
  | { kind: 'BB' | 'HBP' | 'SO' | 'ROE/PO' | 'ROE/LO' | 'BK/WP'; text: string }
  | { kind: 'GO' | 'LO'; fielder: Position; text: string }
  | { kind: 'FO'; fielder: 'LF' | 'CF' | 'RF'; text: string };

const HITS = { '1B': 1, '2B': 2, '3B': 3, HR: 4 } as const;
const GROUND_FIELDERS = ['P', 'C', '1B', '2B', '3B', 'SS'] as const;
const LINE_FIELDERS = ['P', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;
const FLY_FIELDERS = ['LF', 'CF', 'RF'] as const;

/** Every result a batting column may print. GO-C is not among them: it only comes from the positive defensive roll. */
export const CARD_RESULTS: readonly string[] = [
  ...Object.keys(HITS),
  'BB',
  'HBP',
  'SO',
  ...GROUND_FIELDERS.filter((f) => f !== 'C').map((f) => `GO-${f}`),
  ...FLY_FIELDERS.map((f) => `FO-${f}`),
  ...LINE_FIELDERS.map((f) => `LO-${f}`),
  'ROE/PO',
  'ROE/LO',
  'BK/WP',
];

/**
 * Parses a card or table result (`'GO-SS'`, `'2B'`, `'ROE/PO'`); undefined for anything else.
 * `GO-C` is accepted here (tables may produce it) and refused on cards by {@link CARD_RESULTS}.
 * @example parseCardResult('FO-RF') // => { kind: 'FO', fielder: 'RF', text: 'FO-RF' }
 */
export function parseCardResult(text: string): CardResult | undefined {
  if (text in HITS) return { kind: 'hit', bases: HITS[text as keyof typeof HITS], text };
  if (text === 'BB' || text === 'HBP' || text === 'SO' || text === 'ROE/PO' || text === 'ROE/LO' || text === 'BK/WP')
    return { kind: text, text };
  const [kind, fielder] = text.split('-');
  if (kind === 'GO' && (GROUND_FIELDERS as readonly string[]).includes(fielder ?? ''))
    return { kind, fielder: fielder as Position, text };
  if (kind === 'LO' && (LINE_FIELDERS as readonly string[]).includes(fielder ?? ''))
    return { kind, fielder: fielder as Position, text };
  if (kind === 'FO' && (FLY_FIELDERS as readonly string[]).includes(fielder ?? ''))
    return { kind, fielder: fielder as 'LF' | 'CF' | 'RF', text };
  return undefined;
}

/** Whether a roll reads the same on both dice: 00, 11, ..., 99. */
export function isDoubled(roll: number): boolean {
  return roll % 11 === 0;
}
