/**
 * Bill James's Log5: the chance of an event when a batter with rate `batter` meets a pitcher allowing `pitcher`,
 * in a league where it happens at `league`. The usual yardstick for what a matchup "should" produce.
 * @example log5(0.3, 0.25, 0.26) // => { probability: 0.2890... }
 */
export function log5(batter: number, pitcher: number, league: number): { probability: number } {
  for (const [name, p] of [
    ['batter', batter],
    ['pitcher', pitcher],
    ['league', league],
  ] as const) {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`${name} rate must be in [0, 1], got ${p}`);
  }
  if (league === 0 || league === 1) return { probability: league };
  const numerator = (batter * pitcher) / league;
  const denominator = numerator + ((1 - batter) * (1 - pitcher)) / (1 - league);
  return { probability: denominator === 0 ? 0 : numerator / denominator };
}
