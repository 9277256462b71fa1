import type { CheckSubject, PrintedColumn } from '../core/GameSystem.ts';
import { CHECK_RATES } from '../core/model/rates.ts';
import type { Tally } from '../core/model/Tally.ts';
import type { TargetRates } from '../core/subjectTargets.ts';
import type { SimulatedSubject } from '../harness/simulateCheck.ts';
import type { Interval } from '../stats/Interval.ts';
import { rateInterval } from '../stats/rateInterval.ts';
import type { SeasonModeCheck } from './seasonMode.ts';

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
  /** The outcome distribution the card prints, per column, where it prints one. */
  printed?: PrintedColumn[];
  splits: { vsL?: RateComparison; vsR?: RateComparison };
  /** With `precision`: whether the intervals got narrow enough, or the cap stopped the run. */
  stoppedBy?: 'precision' | 'cap';
  /**
   * Season mode (`check --season-games`, the main job): the card's line in a season of whole games beside its printed
   * target, where the check played one and the card is a player of it.
   */
  seasonMode?: SeasonModeCheck;
  /** Why a check that played a season has no season-mode line for this card. */
  noSeasonMode?: string;
}

/** Who a card is, as results name it. */
export type CardIdentity = Pick<CheckSubject, 'id' | 'name' | 'team' | 'role' | 'printed'>;

function compare(tally: Tally, target: Record<string, number>): RateComparison {
  const counts = tally.outcomeCounts();
  const counters = tally.counterValues();
  const all = { ...counts, ...counters };
  const rates: Record<string, Interval> = {};
  for (const name of CHECK_RATES) rates[name] = rateInterval(name, all);
  const flagged = Object.entries(target)
    .filter(([name, value]) => {
      const interval = rates[name];
      return (
        interval !== undefined &&
        Number.isFinite(interval.estimate) &&
        (value < interval.lower || value > interval.upper)
      );
    })
    .map(([name]) => name);
  return { pa: tally.plateAppearances(), counts, counters, rates, target, flagged };
}

/** A card's simulated tallies beside its target rates: the comparison `check` prints (and `merge` prints again). */
export function cardCheck(
  card: CardIdentity,
  targets: TargetRates,
  { tallies, stoppedBy }: SimulatedSubject,
): CardCheck {
  const splits: CardCheck['splits'] = {};
  for (const split of ['vsL', 'vsR'] as const) {
    if (tallies[split].plateAppearances() > 0) splits[split] = compare(tallies[split], targets[split]);
  }
  return {
    id: card.id,
    name: card.name,
    team: card.team,
    role: card.role,
    ...(card.printed && { printed: card.printed }),
    ...compare(tallies.total, targets.season),
    splits,
    ...(stoppedBy && { stoppedBy }),
  };
}
