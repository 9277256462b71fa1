import { RandomDice } from '../dice/randomDice.ts';
import { splitStreams } from '../dice/streams.ts';
import type { CheckSubject, TargetCounts } from '../games/GameSystem.ts';
import type { BaseOutState } from '../model/baseOut.ts';
import { CHECK_RATES, rateValue } from '../model/rates.ts';
import { Tally } from '../model/Tally.ts';
import type { Interval } from '../stats/Interval.ts';
import { rateInterval } from '../stats/rateInterval.ts';
import { allocate } from './allocate.ts';
import { tallySubject } from './tallySubject.ts';

/** Simulated counts and rates of one card, or of one of its splits, beside its printed target. */
export interface RateComparison {
  pa: number;
  counts: Record<string, number>;
  counters: Record<string, number>;
  rates: Record<string, Interval>;
  target: Record<string, number>;
  /** Rates whose printed target lies outside the 95% interval. */
  flagged: string[];
}

export interface CardCheck extends RateComparison {
  id: string;
  name: string;
  team: string;
  role: 'batter' | 'pitcher';
  splits: { vsL?: RateComparison; vsR?: RateComparison };
}

export interface CheckRun {
  pa: number;
  seed: number;
  state: BaseOutState;
}

export function targetRates(counts: TargetCounts | undefined, printed: Record<string, number> | undefined): Record<string, number> {
  if (!counts) return {};
  const rates: Record<string, number> = {};
  for (const name of CHECK_RATES) {
    const value = printed?.[name] ?? rateValue(name, counts);
    if (Number.isFinite(value)) rates[name] = value;
  }
  if (printed?.OBP !== undefined && printed.SLG !== undefined) rates.OPS = printed.OBP + printed.SLG;
  return rates;
}

function compare(tally: Tally, target: Record<string, number>): RateComparison {
  const counts = tally.outcomeCounts();
  const counters = tally.counterValues();
  const all = { ...counts, ...counters };
  const rates: Record<string, Interval> = {};
  for (const name of CHECK_RATES) rates[name] = rateInterval(name, all);
  const flagged = Object.entries(target)
    .filter(([name, value]) => {
      const interval = rates[name];
      return interval !== undefined && Number.isFinite(interval.estimate) && (value < interval.lower || value > interval.upper);
    })
    .map(([name]) => name);
  return { pa: tally.plateAppearances(), counts, counters, rates, target, flagged };
}

/**
 * Runs a check: for each card, `pa` plate appearances from `state`, split over its strata by weight (largest
 * remainder), all from the card's own random stream (stream i of the seed for the i-th card), so a card's numbers
 * depend only on the seed, its position in the set and the cards it faces.
 * @example runCheck(pineTar.checkPlan(set, tables, { state: baseOutState() }), { pa: 1e5, seed: 1, state: baseOutState() })
 */
export function runCheck(subjects: readonly CheckSubject[], run: CheckRun): CardCheck[] {
  const streams = splitStreams(run.seed, subjects.length);
  return subjects.map((subject, index) => {
    const dice = new RandomDice(streams[index]!);
    const counts = allocate(run.pa, subject.strata.map((s) => s.weight));
    const tallies = tallySubject(subject, (stratum, s) => {
      const tally = new Tally();
      for (let i = 0; i < counts[s]!; i++) tally.record(stratum.matchup.plateAppearance(run.state, dice));
      return tally;
    });
    const printed = subject.targets.printed;
    const splits: CardCheck['splits'] = {};
    for (const split of ['vsL', 'vsR'] as const) {
      if (tallies[split].plateAppearances() > 0) splits[split] = compare(tallies[split], targetRates(subject.targets[split], printed?.[split]));
    }
    return { id: subject.id, name: subject.name, team: subject.team, role: subject.role, ...compare(tallies.total, targetRates(subject.targets.season, printed?.season)), splits };
  });
}
