import type { SeasonDistance } from '../stats/nearestSeasons.ts';

/** For scale: how far apart two real MLB seasons are (src/stats/nearestSeasons.ts measured them). */
const SCALE = 'consecutive MLB seasons lie a median 0.011 apart, 2016 and 1968 0.072';

/**
 * The MLB seasons a line plays most like, in a sentence: the nearest with its distance, interval and share of
 * resamples, then the next ones.
 * @example playsLikeText(nearest) // => 'plays most like MLB 1930: Hellinger 0.041 (95% 0.039-0.044), ...'
 */
export function playsLikeText(nearest: readonly SeasonDistance[]): string {
  const [first, ...rest] = nearest;
  if (!first) return '';
  return (
    `plays most like MLB ${first.season}: Hellinger ${first.distance.toFixed(3)} ` +
    `(95% ${first.lower.toFixed(3)}-${first.upper.toFixed(3)}), nearest in ${Math.round(first.nearestShare * 100)}% ` +
    `of resamples; then ${rest.map((d) => `${d.season} ${d.distance.toFixed(3)}`).join(', ')} (${SCALE})`
  );
}
