import type { LoadedSet } from '../core/LoadedSet.ts';
import type { MlbSeason } from '../mlb/mlbTotals.ts';
import { nearestSeasons, type SeasonDistance } from '../stats/nearestSeasons.ts';
import { drawFraction } from '../core/dice/dieFace.ts';
import { rootStream } from '../core/dice/streams.ts';
import type { Counts } from '../core/model/rates.ts';

/** The MLB season a set is compared with when it names none. */
export const DEFAULT_MLB_SEASON = 2016;

/**
 * The MLB season a card set says it is of (its `season:`), else 2016.
 * @example comparisonSeason(cubs) // => 2016
 */
export function comparisonSeason(loaded: Pick<LoadedSet, 'input'>): number {
  const season = (loaded.input.document().value as { season?: unknown } | null)?.season;
  return typeof season === 'number' ? season : DEFAULT_MLB_SEASON;
}

/** The root seed of the resampling behind a nearest-season interval: fixed, so a result always prints the same. */
const NEAREST_SEED = 1871;
/** How many nearest seasons a check or season lists. */
export const NEAREST_COUNT = 5;

/**
 * The MLB seasons a played line is most like, each with its distance and a 95% interval from the line's own sampling
 * noise (src/stats/nearestSeasons.ts), drawn from a fixed stream: the same counts give the same answer.
 * @example playsLike(leagueCounts, seasons)[0].season // => 1930
 */
export function playsLike(played: Counts, seasons: readonly MlbSeason[]): SeasonDistance[] {
  const stream = rootStream(NEAREST_SEED);
  return nearestSeasons(played, seasons, { count: NEAREST_COUNT, next: () => drawFraction(stream.next()) });
}
