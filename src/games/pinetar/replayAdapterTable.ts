import { z } from 'zod';
import { TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { BOUNDS, byGrade, REPLAY_RATING } from '../../modules/replay/ratings.ts';
import { HIT_AND_RUN_GRADES } from '../../modules/replay/tables.ts';
import { ARMS, GRADES, RANGES, SBO_GRADES } from './vocabulary.ts';

/** The table of Pine Tar's Replay adapter (src/games/pinetar/tables/replay-adapter.yaml). */
export const REPLAY_ADAPTER_TABLE = 'replay-adapter';

/** A number onto 1-5 through four ascending upper bounds: at or under bounds[i], ratings[i]; above all, the last. */
const byBounds = z.object({ bounds: BOUNDS, ratings: z.array(REPLAY_RATING).length(5) }).strict();
const speedRow = byGrade(SBO_GRADES);
const hitAndRunGrade = z.enum(HIT_AND_RUN_GRADES);
const ascending = (bounds: readonly number[]) => bounds.every((bound, i) => i === 0 || bound >= bounds[i - 1]!);

/** The adapter table's schema: every choice of the card → Replay ratings map, as data. */
export const REPLAY_ADAPTER_SCHEMA = z
  .object({
    ...TABLE_HEADER,
    /** SHC through bounds; SHC N (he never bunts) gets `N`. */
    bunt: byBounds.extend({ N: REPLAY_RATING }).strict(),
    /** By the speed letter, then the SBO grade. */
    speed: z.object({ S: speedRow, M: speedRow, F: speedRow }).strict(),
    /** A fielder's defence by RG. */
    defence: byGrade(RANGES),
    /** Error rating from EC through bounds. */
    error: byBounds,
    /** An outfielder's arm letter; `none` for a card that prints none. */
    arm: byGrade([...ARMS, 'none']),
    /** The catcher's defence from AR through bounds; `none` for a card without AR. */
    catcher: byBounds.extend({ none: REPLAY_RATING }).strict(),
    /** The pitcher's hold by the hand he throws with. */
    hold: byGrade(['L', 'R']),
    hitAndRun: z
      .object({
        /** A batter's strikeout rolls (his columns' mean) through three ascending bounds onto four grades. */
        batter: z
          .object({
            bounds: z.array(z.number()).length(3).refine(ascending, 'three bounds in ascending order'),
            grades: z.array(hitAndRunGrade).length(4),
          })
          .strict(),
        /** A pitcher's grade of the moment onto an H&R grade. */
        pitcher: z.object(Object.fromEntries(GRADES.map((grade) => [grade, hitAndRunGrade]))).strict(),
      })
      .strict(),
  })
  .strict();

type Parsed = z.output<typeof REPLAY_ADAPTER_SCHEMA>;

/** The adapter's maps, as the table gives them (its header left out). */
export type PineTarReplayAdapter = Omit<Parsed, keyof typeof TABLE_HEADER | 'hitAndRun'> & {
  hitAndRun: {
    batter: Parsed['hitAndRun']['batter'];
    pitcher: Record<(typeof GRADES)[number], (typeof HIT_AND_RUN_GRADES)[number]>;
  };
};

/**
 * The adapter's maps from its validated table.
 * @example replayAdapterOf(table).bunt.bounds // => [51, 63, 73, 80]
 */
export function replayAdapterOf(table: Parsed): PineTarReplayAdapter {
  const { bunt, speed, defence, error, arm, catcher, hold, hitAndRun } = table;
  return {
    bunt,
    speed,
    defence,
    error,
    arm,
    catcher,
    hold,
    hitAndRun: hitAndRun as PineTarReplayAdapter['hitAndRun'],
  };
}
