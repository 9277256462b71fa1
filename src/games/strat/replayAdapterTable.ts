import { z } from 'zod';
import { readTable, TABLE_HEADER } from '../../core/input/tableHeader.ts';
import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import { byGrade, REPLAY_RATING, type BoundedScale } from '../../modules/replay/ratings.ts';
import { HIT_AND_RUN_GRADES, type HitAndRunGrade } from '../../modules/replay/tables.ts';
import { RATING_GRADES, type RatingGrade } from './cards.ts';

/** Every choice of the Replay rating adapter (tables/replay-adapter.yaml), as data. */
export interface ReplayAdapterTable {
  /** Strat's bunting grade to Replay's bunt rating (1 the best bunter). */
  bunt: Readonly<Record<RatingGrade, number>>;
  /** Strat's H&R grade to the batter's Replay H&R grade. */
  hitAndRun: Readonly<Record<RatingGrade, HitAndRunGrade>>;
  /** The strikeout chances on a pitcher's columns (of 108) to his Replay H&R grade. */
  pitcherHitAndRun: BoundedScale<HitAndRunGrade>;
  /** The running rating to Replay speed (5 the fastest). */
  speed: BoundedScale<number>;
  /** Strat's range 1-5 (index) to Replay defence (1 the best). */
  defence: readonly number[];
  /** The e-rating at each position to Replay's error rating (5 the surest hands). */
  error: Readonly<Record<Position, BoundedScale<number>>>;
  /** An outfielder's arm to Replay's arm (5 the strongest). */
  arm: BoundedScale<number>;
  /** A catcher's arm to Replay's catcher rating (5 the best). */
  catcher: BoundedScale<number>;
  /** A pitcher's hold to Replay's hold (5 the best). */
  hold: BoundedScale<number>;
}

const boundsOf = <T extends z.ZodType>(rating: T) =>
  z.object({ bounds: z.array(z.number()).min(1), ratings: z.array(rating) }).strict();
const ratingBounds = boundsOf(REPLAY_RATING);
const schema = z
  .object({
    ...TABLE_HEADER,
    bunt: byGrade(RATING_GRADES),
    hitAndRun: z.object(Object.fromEntries(RATING_GRADES.map((g) => [g, z.enum(HIT_AND_RUN_GRADES)]))).strict(),
    pitcherHitAndRun: boundsOf(z.enum(HIT_AND_RUN_GRADES)),
    speed: ratingBounds,
    defence: z.object(Object.fromEntries([1, 2, 3, 4, 5].map((range) => [String(range), REPLAY_RATING]))).strict(),
    error: z.object(Object.fromEntries(POSITIONS.map((position) => [position, ratingBounds]))).strict(),
    arm: ratingBounds,
    catcher: ratingBounds,
    hold: ratingBounds,
  })
  .strict();

/** Bounds in ascending order with one rating more than bounds; otherwise an InputError at the field. */
function checked<Rating>(source: SourceDocument, path: string[], scale: BoundedScale<Rating>): BoundedScale<Rating> {
  if (scale.bounds.some((bound, i) => i > 0 && bound < scale.bounds[i - 1]!))
    source.fail([...path, 'bounds'], 'bounds in ascending order');
  if (scale.ratings.length !== scale.bounds.length + 1)
    source.fail(
      [...path, 'ratings'],
      `one rating more than bounds (${scale.bounds.length + 1}; got ${scale.ratings.length})`,
    );
  return scale;
}

/**
 * The Replay adapter's table from its file (the built-in one or a user's own); a mistake names file, line and field.
 * @example loadReplayAdapterTable(input).bunt.A // => 1
 */
export function loadReplayAdapterTable(input: LoadedInput): ReplayAdapterTable {
  const { source, table } = readTable('replay-adapter', input, schema);
  const defence = table.defence as Record<string, number>;
  return {
    bunt: table.bunt as Record<RatingGrade, number>,
    hitAndRun: table.hitAndRun as Record<RatingGrade, HitAndRunGrade>,
    pitcherHitAndRun: checked(source, ['pitcherHitAndRun'], table.pitcherHitAndRun),
    speed: checked(source, ['speed'], table.speed),
    defence: [0, 1, 2, 3, 4, 5].map((range) => defence[String(range)] ?? 0),
    error: Object.fromEntries(
      POSITIONS.map((position) => [
        position,
        checked(source, ['error', position], (table.error as Record<string, BoundedScale<number>>)[position]!),
      ]),
    ) as Record<Position, BoundedScale<number>>,
    arm: checked(source, ['arm'], table.arm),
    catcher: checked(source, ['catcher'], table.catcher),
    hold: checked(source, ['hold'], table.hold),
  };
}
