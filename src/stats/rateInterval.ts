import { rateDefinition, rateMoments, type Counts } from '../core/model/rates.ts';
import type { Interval } from './Interval.ts';
import { meanInterval } from './meanInterval.ts';
import { wilsonInterval } from './wilsonInterval.ts';

/**
 * The interval of a named rate from simulated counts: Wilson for proportions (weights 0/1), a normal interval
 * for weighted means (SLG, wOBA). OPS = OBP + SLG gets the sum of the two half-widths, the bound for perfectly
 * correlated parts, so it is conservative.
 * @example rateInterval('AVG', { '1B': 300, GO: 700 }) // => { estimate: 0.3, lower: 0.272..., upper: 0.329... }
 */
export function rateInterval(name: string, counts: Counts, confidence = 0.95): Interval {
  if (name === 'OPS') {
    const obp = rateInterval('OBP', counts, confidence);
    const slg = rateInterval('SLG', counts, confidence);
    return { estimate: obp.estimate + slg.estimate, lower: obp.lower + slg.lower, upper: obp.upper + slg.upper };
  }
  const definition = rateDefinition(name);
  const moments = rateMoments(definition, counts);
  const isProportion = Object.values(definition.weights).every((w) => w === 0 || w === 1);
  return isProportion ? wilsonInterval(moments.sum, moments.trials, confidence) : meanInterval(moments, confidence);
}
