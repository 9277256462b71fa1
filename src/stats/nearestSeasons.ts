import { OUTCOMES, type Outcome } from '../core/model/outcomes.ts';
import type { Counts } from '../core/model/rates.ts';
import { RunRefused } from '../core/input/RunRefused.ts';

/** How far a season is from the played line, with a bootstrap interval over the played line's sampling noise. */
export interface SeasonDistance {
  season: number;
  /** Hellinger distance between the played line's and the season's shares of the eight cells. */
  distance: number;
  /** 2.5th percentile of the distance over the bootstrap replicates of the played line. */
  lower: number;
  /** 97.5th percentile of the distance over the bootstrap replicates of the played line. */
  upper: number;
  /** share of bootstrap replicates in which this season was the nearest */
  nearestShare: number;
}

/** The seven named cells of a line; the eighth, other outs, is every other outcome (outs in play, SF, SH, ROE, CI). */
const NAMED_CELLS: readonly (readonly Outcome[])[] = [['1B'], ['2B'], ['3B'], ['HR'], ['BB', 'IBB'], ['HBP'], ['SO']];
const NAMED = new Set<Outcome>(NAMED_CELLS.flat());
const OTHER: readonly Outcome[] = OUTCOMES.filter((o) => !NAMED.has(o));
const CELLS: readonly (readonly Outcome[])[] = [...NAMED_CELLS, OTHER];

/** The line's counts in the eight cells (tally counters such as GDP chances are not plate appearances: left out). */
function cellCounts(counts: Counts): number[] {
  return CELLS.map((cell) => cell.reduce((sum, outcome) => sum + (counts[outcome] ?? 0), 0));
}

/** Square roots of the cells' shares of the plate appearances. */
function rootShares(cells: readonly number[]): number[] {
  const total = cells.reduce((a, b) => a + b, 0);
  return cells.map((c) => Math.sqrt(c / total));
}

/**
 * Hellinger distance from square-rooted shares: sqrt(1/2 sum (sqrt p - sqrt q)^2), which equals sqrt(1 - sum
 * sqrt(p q)) when both sum to 1 but has no cancellation, so identical shares give exactly 0.
 */
function hellinger(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  return Math.sqrt(sum / 2);
}

/** A standard normal draw (Box-Muller, cosine half): two uniforms. */
function normal(next: () => number): number {
  const radius = Math.sqrt(-2 * Math.log(1 - next())); // 1 - u is in (0, 1]: the log is finite
  return radius * Math.cos(2 * Math.PI * next());
}

/**
 * Above this variance n p (1 - p) a binomial is drawn as a rounded normal. Its error there: by the Berry-Esseen bound
 * the CDFs differ by at most 0.4748 (p^2 + q^2) / sqrt(npq) < 0.015, and in practice by about the skewness (q - p) /
 * sqrt(npq) / 6 < 0.0053 standard deviations at the centre (the 2.5% tail moves by under (z^2 - 1) / 6 x skewness =
 * 0.015 sd): far below the Monte Carlo error of a percentile from a few hundred replicates. Such a cell already has
 * over 1,000 expected events, so no small cell is ever drawn this way.
 */
const NORMAL_ABOVE_VARIANCE = 1000;

/**
 * A binomial(n, p) draw. Exact (to floating point) while n p (1 - p) <= 1000: successes are counted by geometric gaps
 * between them, (floor(log U / log(1 - p)) + 1 trials each), about n min(p, 1 - p) + 1 uniforms, at most 2,001.
 * Above, a rounded normal (see NORMAL_ABOVE_VARIANCE).
 */
function binomial(n: number, p: number, next: () => number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(n, 1 - p, next);
  const variance = n * p * (1 - p);
  if (variance > NORMAL_ABOVE_VARIANCE) {
    const draw = Math.round(n * p + Math.sqrt(variance) * normal(next));
    return Math.min(n, Math.max(0, draw));
  }
  const logMiss = Math.log1p(-p);
  let successes = 0;
  let trials = 0;
  for (;;) {
    trials += Math.floor(Math.log(1 - next()) / logMiss) + 1;
    if (trials > n) return successes;
    successes++;
  }
}

/** A multinomial(n, shares) draw as sequential binomials: each cell of what the cells before it left. */
function multinomial(n: number, shares: readonly number[], next: () => number): number[] {
  const drawn: number[] = [];
  let left = n;
  let shareLeft = 1;
  for (let i = 0; i < shares.length - 1; i++) {
    const share = shares[i]!;
    const count = shareLeft > 0 ? binomial(left, Math.min(1, share / shareLeft), next) : 0;
    drawn.push(count);
    left -= count;
    shareLeft -= share;
  }
  drawn.push(left);
  return drawn;
}

/** The q-quantile of sorted values, interpolating between order statistics (R's type 7). */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const low = sorted[below]!;
  const high = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return low + (high - low) * (position - below);
}

/**
 * The real seasons whose rates a played line is nearest: for games with no printed targets, which era does this game
 * play like? Each line is split into the eight cells cardlab fits (1B, 2B, 3B, HR, BB + IBB, HBP, SO, other outs:
 * every other outcome, SF and SH among them) and compared by their shares of the plate appearances.
 *
 * The measure is the Hellinger distance sqrt(1 - sum sqrt(p_i q_i)) = sqrt(1/2 sum (sqrt p_i - sqrt q_i)^2): a true
 * metric, symmetric, 0 only for identical shares and at most 1 (no shared cell at all); it stays defined when a cell
 * is empty (HBP before 1884, a game that never hits batters), where a chi-square or Kullback-Leibler divergence would
 * divide by zero or be infinite; and, like the chi-square, it weighs a difference by the size of the cell, so a point
 * of triples counts for more than a point of outs. For small differences it is about sqrt(sum (p_i - q_i)^2 / (8
 * p_i)), so 0.02 is close: two points of strikeout rate (.20 against .22) moved to other outs make 0.019, and
 * consecutive MLB seasons are a median 0.011 apart (0.006 to 0.028 for 80% of them); 0.05 and more is another era
 * (2016 is 0.044 from 2000, 0.072 from 1968). Sampling noise alone puts a line of
 * N plate appearances about sqrt(7 / (8 N)) from the rates that made it (8 N H^2 is about chi-square with 7 df):
 * 0.009 at 10,000 PA, 0.003 at 100,000.
 *
 * The interval is a 95% percentile bootstrap over the played line's noise: `replicates` lines of the same plate
 * appearances are drawn as multinomials of its shares (sequential binomials, exact for small cells, see `binomial`)
 * and each is compared with every season. The MLB seasons are held fixed: with 100,000 to 185,000 plate appearances
 * a season since 1900, their own noise is small beside a played sample's and is not the question asked. Because a
 * replicate carries noise of its own, the interval of a season the line nearly matches lies above its distance (about
 * the noise floor above); read it as the distances a replay of the same length would show. `nearestShare` is the
 * share of replicates in which the season was the nearest of all (ties to the earlier in `seasons`).
 *
 * A pure function: the same inputs and the same `next` stream (uniform in [0, 1)) give the same result.
 * @example
 * nearestSeasons(mlb2016.counts, mlbSeasons(totals), { next })[0]
 * // => { season: 2016, distance: 0, lower: 0.0012, upper: 0.0032, nearestShare: 1 } (next: seed 42's stream)
 */
export function nearestSeasons(
  played: Counts,
  seasons: readonly { season: number; counts: Counts }[],
  options: { count?: number; replicates?: number; next: () => number },
): SeasonDistance[] {
  const count = options.count ?? 5;
  const replicates = options.replicates ?? 200;
  if (!Number.isInteger(count) || count < 1) throw new RunRefused(`count must be a whole number >= 1, got ${count}`);
  if (!Number.isInteger(replicates) || replicates < 1)
    throw new RunRefused(`replicates must be a whole number >= 1, got ${replicates}`);
  const playedCells = cellCounts(played);
  const badCell = CELLS.findIndex((_, i) => !Number.isInteger(playedCells[i]) || playedCells[i]! < 0);
  if (badCell >= 0)
    throw new RunRefused(
      `played counts must be whole numbers >= 0: ${CELLS[badCell]!.join('+')} is ${playedCells[badCell]}`,
    );
  const plateAppearances = playedCells.reduce((a, b) => a + b, 0);
  if (plateAppearances === 0) throw new RunRefused('the played line has no plate appearances');
  const targets = seasons.map(({ season, counts }) => {
    const cells = cellCounts(counts);
    if (!cells.every((c) => Number.isFinite(c) && c >= 0) || cells.reduce((a, b) => a + b, 0) <= 0)
      throw new RunRefused(`season ${season} has no plate appearances or a count that is not >= 0`);
    return rootShares(cells);
  });
  const playedRoots = rootShares(playedCells);
  const shares = playedCells.map((c) => c / plateAppearances);
  const replicateDistances = targets.map(() => new Array<number>(replicates));
  const nearestTimes = new Array<number>(targets.length).fill(0);
  for (let r = 0; r < replicates; r++) {
    const replicateRoots = rootShares(multinomial(plateAppearances, shares, options.next));
    let nearest = -1;
    let nearestDistance = Number.POSITIVE_INFINITY;
    targets.forEach((target, s) => {
      const distance = hellinger(replicateRoots, target);
      replicateDistances[s]![r] = distance;
      if (distance < nearestDistance) {
        nearest = s;
        nearestDistance = distance;
      }
    });
    if (nearest >= 0) nearestTimes[nearest]!++;
  }
  return targets
    .map((target, s) => {
      const sorted = replicateDistances[s]!.sort((a, b) => a - b);
      return {
        season: seasons[s]!.season,
        distance: hellinger(playedRoots, target),
        lower: quantile(sorted, 0.025),
        upper: quantile(sorted, 0.975),
        nearestShare: nearestTimes[s]! / replicates,
      };
    })
    .sort((a, b) => a.distance - b.distance || a.season - b.season)
    .slice(0, count);
}
