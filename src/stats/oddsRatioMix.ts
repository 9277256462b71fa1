/**
 * The odds-ratio (multinomial Log5) expectation of a batter with outcome distribution `batter` facing a pitcher who
 * allows `pitcher`, in a league whose distribution is `league`: each outcome's share is batter x pitcher / league,
 * renormalised. For two outcomes it is Bill James's Log5. Keys missing from `league` (or zero there) are dropped.
 * @example oddsRatioMix({ hit: 0.3, out: 0.7 }, { hit: 0.25, out: 0.75 }, { hit: 0.26, out: 0.74 }).hit // => 0.2890...
 */
export function oddsRatioMix<Key extends string>(
  batter: Readonly<Record<Key, number>>,
  pitcher: Readonly<Record<Key, number>>,
  league: Readonly<Record<Key, number>>,
): Record<Key, number> {
  const raw = {} as Record<Key, number>;
  let total = 0;
  for (const key of Object.keys(league) as Key[]) {
    const base = league[key];
    if (!(base > 0)) continue;
    const value = ((batter[key] ?? 0) * (pitcher[key] ?? 0)) / base;
    raw[key] = value;
    total += value;
  }
  if (!(total > 0)) throw new RangeError('the distributions share no outcome the league has');
  for (const key of Object.keys(raw) as Key[]) raw[key] /= total;
  return raw;
}
