import type { CheckSubject } from './GameSystem.ts';
import { targetRates } from './model/targetRates.ts';

/** A card's target rates: the season's and, where printed, each split's. */
export interface TargetRates {
  season: Record<string, number>;
  vsL: Record<string, number>;
  vsR: Record<string, number>;
}

/** The target rates of a check subject (printed rates win over rates computed from the counts). */
export function subjectTargets(subject: CheckSubject): TargetRates {
  const { targets } = subject;
  return {
    season: targetRates(targets.season, targets.printed?.season),
    vsL: targetRates(targets.vsL, targets.printed?.vsL),
    vsR: targetRates(targets.vsR, targets.printed?.vsR),
  };
}
