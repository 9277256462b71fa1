import { z } from 'zod';
import { TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { expandRanges } from '../../core/input/expandRanges.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { RATING_GRADES, type RatingGrade } from './cards.ts';
import { parseReading, type StratResult } from './vocabulary.ts';

/** What the Sacrifice Bunt Chart can read (sacrificeBunt.ts plays each). */
export const BUNT_RESULTS = [
  'beat-out',
  'sacrifice',
  'lead-runner-out',
  'pop-out',
  'pop-out-double-play',
  '1AND2',
] as const;
export type BuntResult = (typeof BUNT_RESULTS)[number];

/** The Sacrifice Bunt Chart: by infield (back, or in), by bunting rating, the result of each d20 roll (index 1-20). */
export type SacrificeBuntChart = Record<'back' | 'in', Record<RatingGrade, readonly BuntResult[]>>;

/**
 * What a hit-and-run reading can be: a result in the card language, a missed pitch (the runners must steal, the batter
 * bats on) or a strikeout with the runners going (they must steal).
 */
export type HitAndRunPlay = StratResult | 'miss' | 'strikeout-steal';

/** One part of a hit-and-run reading and the d20 range it covers (1-20 when it does not split). */
export interface HitAndRunPart {
  play: HitAndRunPlay;
  low: number;
  high: number;
}

/** The results of the pitcher's card a hit and run replaces (Pitching Results H&R Adjustments). */
export const ADJUSTED_RESULTS = ['SO', 'BB', 'SI', 'DO'] as const;

export interface HitAndRunTable {
  /** The Hit and Run Chart: by H&R rating, the reading on each 2d6 total (index 2-12). */
  chart: Record<RatingGrade, readonly (readonly HitAndRunPart[])[]>;
  /** The Pitching Results H&R Adjustments: the reading that replaces each of these results on the pitcher's card. */
  pitcherCard: Record<(typeof ADJUSTED_RESULTS)[number], readonly HitAndRunPart[]>;
}

const byGrade = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(RATING_GRADES.map((grade) => [grade, value])) as Record<RatingGrade, T>).strict();

export const sacrificeBuntSchema = z
  .object({
    ...TABLE_HEADER,
    back: byGrade(z.record(z.string(), z.enum(BUNT_RESULTS))),
    in: byGrade(z.record(z.string(), z.enum(BUNT_RESULTS))),
  })
  .strict();
export const hitAndRunSchema = z
  .object({
    ...TABLE_HEADER,
    chart: byGrade(z.record(z.string(), z.string())),
    pitcherCard: z
      .object(
        Object.fromEntries(ADJUSTED_RESULTS.map((r) => [r, z.string()])) as Record<
          (typeof ADJUSTED_RESULTS)[number],
          z.ZodString
        >,
      )
      .strict(),
  })
  .strict();

export function sacrificeBuntChart(
  source: SourceDocument,
  table: z.output<typeof sacrificeBuntSchema>,
): SacrificeBuntChart {
  const rows = (infield: 'back' | 'in') =>
    Object.fromEntries(
      RATING_GRADES.map((grade) => [
        grade,
        [undefined, ...expandRanges(source, [infield, grade], table[infield][grade], 1, 20)] as BuntResult[],
      ]),
    ) as Record<RatingGrade, BuntResult[]>;
  return { back: rows('back'), in: rows('in') };
}

const SPECIAL_PLAYS: Readonly<Record<string, HitAndRunPlay>> = { MISS: 'miss', 'SO+STEAL': 'strikeout-steal' };

/**
 * A hit-and-run reading: the card grammar (`SI**`, `GB(2b)C`, `FLY(lf)B 1-10 / SI** 11-20`) with `MISS` and `SO+STEAL`
 * allowed as parts; the error message says what is wrong when it is not one.
 * @example
 * parseHitAndRunReading('SO+STEAL 1-14 / MISS 15-20') // => [{ play: 'strikeout-steal', low: 1, high: 14 }, { play:
 * 'miss', low: 15, high: 20 }]
 */
export function parseHitAndRunReading(text: string): HitAndRunPart[] | string {
  const pieces = text.split('/').map((piece) => piece.trim());
  // The card parser checks the card-language parts and the d20 ranges; the special parts stand in as a walk there.
  const standIns = pieces.map((piece) => piece.replace(/^(MISS|SO\+STEAL)(?=\s|$)/, 'BB'));
  const reading = parseReading(standIns.join(' / '));
  if (typeof reading === 'string') return reading.replace(/\(SI, /, '(MISS, SO+STEAL, SI, ');
  if (reading.clutch || reading.parts.some((part) => part.park || part.pow))
    return `a reading without the clutch symbol, ballpark symbols or POW dot (got "${text.trim()}")`;
  // The parser sorts split parts by their d20 range: find each part's piece by the roll its range starts on.
  const pieceAt = (low: number) =>
    pieces.length === 1
      ? pieces[0]!
      : pieces.find((piece) => Number(/(\d{1,2})(?:-\d{1,2})?$/.exec(piece)![1]) === low)!;
  return reading.parts.map((part) => ({
    play: SPECIAL_PLAYS[/^\S+/.exec(pieceAt(part.low))![0]] ?? part.result,
    low: part.low,
    high: part.high,
  }));
}

function hitAndRunReading(source: SourceDocument, path: (string | number)[], text: string): HitAndRunPart[] {
  const parts = parseHitAndRunReading(text);
  if (typeof parts === 'string') source.fail(path, parts);
  return parts;
}

export function hitAndRunTable(source: SourceDocument, table: z.output<typeof hitAndRunSchema>): HitAndRunTable {
  const chart = Object.fromEntries(
    RATING_GRADES.map((grade) => {
      const readings = Object.fromEntries(
        Object.entries(table.chart[grade]).map(([key, text]) => [
          key,
          hitAndRunReading(source, ['chart', grade, key], text),
        ]),
      );
      // Indexed by the 2d6 total: 0 and 1 are never rolled.
      return [grade, [[], [], ...expandRanges(source, ['chart', grade], readings, 2, 12)]];
    }),
  ) as Record<string, HitAndRunPart[][]> as HitAndRunTable['chart'];
  const pitcherCard = Object.fromEntries(
    ADJUSTED_RESULTS.map((result) => [
      result,
      hitAndRunReading(source, ['pitcherCard', result], table.pitcherCard[result]),
    ]),
  ) as Record<string, HitAndRunPart[]> as HitAndRunTable['pitcherCard'];
  return { chart, pitcherCard };
}
