import { createRequire } from 'node:module';

// stdlib's distribution functions, each loaded the first time it is called: every one is dozens of small CommonJS
// files (about 100 ms to load the four), and a command that asks for none (`exact`, `--help`) should not wait for them.
const require = createRequire(import.meta.url);

type Distribution = (x: number, a: number, b: number) => number;

function lazy(name: string): Distribution {
  let loaded: Distribution | undefined;
  return (x, a, b) => (loaded ??= require(name) as Distribution)(x, a, b);
}

/** The normal CDF at x, mean mu, standard deviation sigma. */
export const normalCdf = lazy('@stdlib/stats-base-dists-normal-cdf');
/** The normal quantile of p, mean mu, standard deviation sigma. */
export const normalQuantile = lazy('@stdlib/stats-base-dists-normal-quantile');
/** The beta quantile of p with shapes alpha and beta. */
export const betaQuantile = lazy('@stdlib/stats-base-dists-beta-quantile');

const chiSquare = lazy('@stdlib/stats-base-dists-chisquare-cdf');
/** The chi-square CDF at x with k degrees of freedom. */
export const chiSquareCdf = (x: number, k: number): number => chiSquare(x, k, 0);

const binomialCdf = lazy('@stdlib/stats-base-dists-binomial-cdf');
/**
 * One tail of a binomial distribution: P(X >= k) ('upper') or P(X <= k) ('lower') for X ~ Binomial(n, p).
 * @example binomialTail(3, 13, 0.04, 'upper') // => 0.01354 (1 - P(0) - P(1) - P(2))
 */
export function binomialTail(k: number, n: number, p: number, side: 'upper' | 'lower'): number {
  return side === 'lower' ? binomialCdf(k, n, p) : 1 - binomialCdf(k - 1, n, p);
}
