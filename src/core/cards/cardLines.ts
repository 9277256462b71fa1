import { z } from 'zod';
import type { CardTargets, StateMix, TargetCounts } from '../GameSystem.ts';
import type { SourceDocument } from '../input/SourceDocument.ts';
import { parseBaseOutState } from '../model/baseOut.ts';
import { rateValue } from '../model/rates.ts';

/** Who a player card is, in every game: id, name, team and hands. */
export const playerIdentity = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'a lower-case id of letters, digits and dashes' }),
  name: z.string().min(1),
  team: z.string().min(1),
  bats: z.enum(['L', 'R', 'S']),
  throws: z.enum(['L', 'R']),
};

/** A count on a printed line: a whole number, never negative. */
export const count = z.number().int().min(0);
/** A printed season line: the real statistics a card is meant to reproduce (any game's cards print one). */
export const seasonLine = z
  .object({
    PA: count,
    AB: count,
    H: count,
    '2B': count,
    '3B': count,
    HR: count,
    BB: count,
    IBB: count.optional(),
    HBP: count,
    SO: count,
    SF: count.optional(),
    SH: count.optional(),
    GDP: count.optional(),
    AVG: z.number().min(0).max(1).optional(),
    OBP: z.number().min(0).max(1).optional(),
    SLG: z.number().min(0).max(4).optional(),
  })
  .strict()
  .superRefine((line, context) => {
    for (const { field, expected } of lineProblems(line))
      context.addIssue({ code: 'custom', path: [field], message: expected });
  });
export type SeasonLine = z.output<typeof seasonLine>;

/**
 * What does not add up in a printed line, each at its field: counts one inside another (hits in at-bats, strikeouts
 * in at-bats without a hit), and plate appearances at least their parts. A line of no plate appearances is all
 * zeros (a pitcher who never batted); PA 0 with a strikeout, or AB 0 with a hit, would be checked against rates of
 * more than 100% (K% is SO over AB + BB + HBP + SF + SH).
 * @example lineProblems({ PA: 0, AB: 0, H: 0, '2B': 0, '3B': 0, HR: 0, BB: 74, HBP: 16, SO: 108 })[0].field // => 'PA'
 */
export function lineProblems(line: SeasonLine): { field: string; expected: string }[] {
  const { PA, AB, H, HR, BB, HBP, SO } = line;
  const [IBB, SF, SH] = [line.IBB ?? 0, line.SF ?? 0, line.SH ?? 0];
  const extraBases = line['2B'] + line['3B'] + HR;
  const parts = AB + BB + HBP + SF + SH;
  const problems: { field: string; expected: string }[] = [];
  const unless = (ok: boolean, field: string, expected: string) => ok || problems.push({ field, expected });
  unless(parts <= PA, 'PA', `at least AB + BB + HBP + SF + SH (${parts}): each of them is a plate appearance`);
  unless(H <= AB, 'H', `at most AB (${AB}): a hit is an at-bat`);
  unless(extraBases <= H, 'H', `at least 2B + 3B + HR (${extraBases}): an extra-base hit is a hit`);
  unless(
    SO <= Math.max(0, AB - H),
    'SO',
    `at most AB - H (${Math.max(0, AB - H)}): a strikeout is an at-bat without a hit`,
  );
  unless(IBB <= BB, 'IBB', `at most BB (${BB}): an intentional walk is a walk`);
  return problems;
}

export const targets = z
  .object({ season: seasonLine, vsL: seasonLine.optional(), vsR: seasonLine.optional() })
  .strict();
export type Targets = z.output<typeof targets>;

/**
 * Budgets a card records: what whole rolls alone cost each rate at its game's granularity, season and splits (see
 * docs/cards.md, "How cards are built").
 */
const rates = z.record(z.string(), z.number().min(0));
export const budget = z.object({ season: rates.optional(), vsL: rates.optional(), vsR: rates.optional() }).strict();
export type CardBudget = z.output<typeof budget>;

/** How the builder made a card: its mode, and the league plate appearances blended into a short line. */
export const build = z
  .object({
    mode: z.enum(['naive', 'calibrated']),
    /**
     * League plate appearances blended in: into the batting line (season, or a split), or into a pitcher's opponents'
     * line.
     */
    leaguePA: z
      .object({ season: count.optional(), vsL: count.optional(), vsR: count.optional(), pitching: count.optional() })
      .strict()
      .optional(),
    /**
     * What the card cannot carry of a printed season line (its batting, or a pitcher's opponents'): the fit rates the
     * best card the builder found misses beyond budget, and why.
     */
    cannotFit: z
      .array(
        z
          .object({ line: z.enum(['batting', 'pitching']), rates: z.array(z.string()).min(1), why: z.string() })
          .strict(),
      )
      .optional(),
  })
  .strict();

/** A built card's notes of what it cannot carry of its lines (`build.cannotFit`). */
export type CannotFitNotes = NonNullable<z.output<typeof build>['cannotFit']>;

/**
 * A card's builder note of what it cannot carry of one of its lines (its batting, or a pitcher's opponents'), as a
 * check subject carries it (CheckSubject.cannotFit); none where the card has no such note.
 */
export function cannotFitOf(
  notes: CannotFitNotes | undefined,
  line: 'batting' | 'pitching',
): { cannotFit?: { rates: readonly string[]; why: string } } {
  const note = notes?.find((n) => n.line === line);
  return note ? { cannotFit: { rates: note.rates, why: note.why } } : {};
}

/**
 * A printed season line as outcome counts: singles = H - 2B - 3B - HR, other outs = AB - H - SO (written as GO),
 * walks less intentional ones as BB. Rates computed from these equal the line's own AVG/OBP/SLG.
 * @example lineCounts({ PA: 10, AB: 9, H: 3, '2B': 1, '3B': 0, HR: 1, BB: 1, HBP: 0, SO: 2 })['1B'] // => 1
 */
export function lineCounts(line: SeasonLine): TargetCounts {
  const ibb = line.IBB ?? 0;
  return {
    '1B': line.H - line['2B'] - line['3B'] - line.HR,
    '2B': line['2B'],
    '3B': line['3B'],
    HR: line.HR,
    BB: line.BB - ibb,
    IBB: ibb,
    HBP: line.HBP,
    SO: line.SO,
    GO: line.AB - line.H - line.SO,
    SF: line.SF ?? 0,
    SH: line.SH ?? 0,
  };
}

/**
 * A split of a batting line as the engine's lineup rule reads it: plate appearances, OBP and SLG (the season line's
 * where the split is missing; 0 for a rate with no denominator).
 */
export function battingSplit(
  line: SeasonLine | undefined,
  season: SeasonLine,
): { pa: number; obp: number; slg: number } {
  const counts = lineCounts(line ?? season);
  const value = (rate: string) => (Number.isNaN(rateValue(rate, counts)) ? 0 : rateValue(rate, counts));
  return { pa: (line ?? season).PA, obp: value('OBP'), slg: value('SLG') };
}

function printedRates(line: SeasonLine | undefined): Record<string, number> | undefined {
  if (!line) return undefined;
  const rates: Record<string, number> = {};
  if (line.AVG !== undefined) rates.AVG = line.AVG;
  if (line.OBP !== undefined) rates.OBP = line.OBP;
  if (line.SLG !== undefined) rates.SLG = line.SLG;
  return rates;
}

/** A card's targets in the game-neutral shape. */
export function cardTargets(targets: Targets | undefined): CardTargets {
  if (!targets) return {};
  return {
    season: lineCounts(targets.season),
    ...(targets.vsL && { vsL: lineCounts(targets.vsL) }),
    ...(targets.vsR && { vsR: lineCounts(targets.vsR) }),
    printed: {
      season: printedRates(targets.season)!,
      ...(targets.vsL && { vsL: printedRates(targets.vsL)! }),
      ...(targets.vsR && { vsR: printedRates(targets.vsR)! }),
    },
  };
}

/**
 * A built set's league start states (`league.states`: base-out state text to share), each state parsed, at least one
 * share above 0; a bad state or no share is an InputError at `league.states`.
 * @example leagueStateMix(source, { '---/0': 0.25, '1--/1': 0.75 })[1].state.outs // => 1
 */
export function leagueStateMix(source: SourceDocument, raw: Readonly<Record<string, number>>): StateMix {
  const states = Object.entries(raw).map(([text, weight]) => {
    try {
      return { state: parseBaseOutState(text), weight };
    } catch {
      source.fail(['league', 'states', text], `a base-out state like "1-3/1" (got "${text}")`);
    }
  });
  if (!states.some((s) => s.weight > 0)) source.fail(['league', 'states'], 'at least one state with a share above 0');
  return states;
}
