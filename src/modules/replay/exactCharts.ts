import type { BaseOutState } from '../../core/model/baseOut.ts';
import { forEachDiceOutcome } from '../../exact/enumerateDice.ts';
import { replayBunt, type ReplayBuntContext } from './bunt.ts';
import { replayHitAndRun, type ReplayHitAndRunContext } from './hitAndRun.ts';
import type { BuntChart, HitAndRunPlay, UmpireChart } from './tables.ts';

/** One way a chart's roll can end, with its chance: what kind of result, the batter's outcome or play, and after. */
export interface ChartOutcome {
  kind: string;
  result: string;
  after: BaseOutState | undefined;
  runs: number;
  chance: number;
}

/** Outcomes of an enumerated experiment merged by what they did. */
function merged<T>(
  experiment: Parameters<typeof forEachDiceOutcome<T>>[0],
  describe: (value: T) => Omit<ChartOutcome, 'chance'>,
) {
  const outcomes = new Map<string, ChartOutcome>();
  forEachDiceOutcome(experiment, (value, chance) => {
    const outcome = describe(value);
    const key = `${outcome.kind}|${outcome.result}|${JSON.stringify(outcome.after)}|${outcome.runs}`;
    const seen = outcomes.get(key);
    if (seen) seen.chance += chance;
    else outcomes.set(key, { ...outcome, chance });
  });
  return [...outcomes.values()];
}

/**
 * Every way a bunt attempt on a chart can end from a state, with its exact chance: the blue, red and white dice and
 * each key's own rolls enumerated.
 * @example buntOutcomes(sacrifice, umpire, ctx, parseBaseOutState('1--/0')).find((o) => o.result === 'ROE')?.chance
 * // => 1/9 for a bunt rating of 1, infield in, error rating 3
 */
export function buntOutcomes(
  chart: BuntChart,
  umpire: UmpireChart,
  ctx: ReplayBuntContext,
  state: BaseOutState,
): ChartOutcome[] {
  return merged(
    (dice) => replayBunt(chart, umpire, ctx, state, dice),
    (bunt) =>
      bunt.kind === 'foul'
        ? { kind: 'foul', result: `${bunt.strikes} strike${bunt.strikes > 1 ? 's' : ''}`, after: undefined, runs: 0 }
        : bunt.kind === 'missed'
          ? { kind: 'missed', result: 'steal of home', after: undefined, runs: 0 }
          : { kind: bunt.kind, result: bunt.event.result, after: bunt.event.after, runs: bunt.event.runs },
  );
}

/** Every way a hit-and-run pitch can end from a state, with its exact chance. */
export function hitAndRunOutcomes(
  chart: readonly HitAndRunPlay[],
  ctx: ReplayHitAndRunContext,
  state: BaseOutState,
): ChartOutcome[] {
  return merged(
    (dice) => replayHitAndRun(chart, ctx, state, dice),
    (pitch) =>
      pitch.kind === 'foul'
        ? { kind: 'foul', result: 'foul', after: undefined, runs: 0 }
        : { kind: pitch.kind, result: pitch.event.result, after: pitch.event.after, runs: pitch.event.runs },
  );
}
