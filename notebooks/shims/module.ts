// node:module in the notebooks' browser bundle: createRequire over the few CommonJS modules src/ loads lazily by name.
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import chiSquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import chiSquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import pureRand from 'pure-rand/package.json';
import cardlab from '../../package.json';

const MODULES: Record<string, unknown> = {
  '@stdlib/stats-base-dists-beta-quantile': betaQuantile,
  '@stdlib/stats-base-dists-binomial-cdf': binomialCdf,
  '@stdlib/stats-base-dists-chisquare-cdf': chiSquareCdf,
  '@stdlib/stats-base-dists-chisquare-quantile': chiSquareQuantile,
  '@stdlib/stats-base-dists-normal-cdf': normalCdf,
  '@stdlib/stats-base-dists-normal-quantile': normalQuantile,
  'pure-rand/package.json': pureRand,
  '../../package.json': cardlab,
};

export function createRequire(_from: string) {
  return (name: string): unknown => {
    if (!(name in MODULES)) throw new Error(`the notebooks' bundle has no module ${name}`);
    return MODULES[name];
  };
}
