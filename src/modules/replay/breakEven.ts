import { canonicalState, formatBaseOutState, type BaseOutState } from '../../core/model/baseOut.ts';
import { mayHitAndRun, maySqueeze } from './calls.ts';
import { playReplayHitAndRun } from './play.ts';
import { averageParties } from './ratings.ts';
import type { ReplayDefense } from './rules.ts';
import { HIT_AND_RUN_GRADES, type ReplayTables } from './tables.ts';
import {
  buntPlayed,
  playedOutcomes,
  playValue,
  type InningValues,
  type PlayedOutcome,
  type PlayValue,
} from './values.ts';
import { BUNT_CHARTS, type BuntChartName } from './vocabulary.ts';

/** One cell of a break-even table: a play from a state against swinging away, in runs and in the chance to score. */
export interface BreakEvenCell {
  chart: BuntChartName | 'hit-and-run';
  /** Bunt rating 1-5, or the batter's and the pitcher's H&R grades ("A/C"). */
  rating: string;
  /** The infield, for a bunt. */
  infield?: 'In' | 'Not In';
  state: string;
  swing: PlayValue;
  play: PlayValue;
}

/** Where each chart is played (its heading): the states it may be read from. */
const CHART_STATES: Record<BreakEvenCell['chart'], (state: BaseOutState) => boolean> = {
  'bunt-for-a-hit': (s) => s.bases.every((runner) => runner < 0),
  'sacrifice-bunt': (s) => s.outs < 2 && s.bases[2] < 0 && (s.bases[0] >= 0 || s.bases[1] >= 0),
  'squeeze-bunt': maySqueeze,
  'hit-and-run': mayHitAndRun,
};

/** The states a chart is read from, in the order of the 24 (outs, then occupancy). */
export function chartStates(chart: BreakEvenCell['chart']): { index: number; state: BaseOutState }[] {
  return Array.from({ length: 24 }, (_, index) => ({ index, state: canonicalState(index) })).filter(({ state }) =>
    CHART_STATES[chart](state),
  );
}

const DEFENSE: ReplayDefense = { leadRunnerSafeAtMost: 0.5, tryForce: true };

/**
 * The break-even table of a chart in a host game: for each bunt rating 1-5 and infield In and Not In (or each pair
 * of batter and pitcher H&R grades), and each state the chart is read from, the play's worth against swinging away.
 * Everyone else is rated 3, the middle of each scale; on Lead ? the defense throws for the lead runner when he is
 * safe at most half the time, and on the hit and run's grounders it goes for the force.
 * @example breakEven(tables, 'sacrifice-bunt', values).find((c) => c.rating === '1' && c.state === '1--/0')
 */
export function breakEven(tables: ReplayTables, chart: BreakEvenCell['chart'], values: InningValues): BreakEvenCell[] {
  return chartOutcomes(tables)
    .filter((cell) => cell.chart === chart)
    .map(({ outcomes, index, ...cell }) => ({
      ...cell,
      swing: { runs: values.runs[index]!, scoring: values.scoring[index]! },
      play: playValue(outcomes, values),
    }));
}

/** One cell's play before a host values it: what it is, the state it starts from, and how it can go. */
interface ChartCell extends Omit<BreakEvenCell, 'swing' | 'play'> {
  index: number;
  outcomes: PlayedOutcome[];
}

/** Every cell's outcomes by the tables' hash: they are the same in every host, only their worth differs. */
const CELLS = new Map<string, ChartCell[]>();

/** The outcomes of every chart at every rating and state its heading allows, enumerated once per set of tables. */
export function chartOutcomes(tables: ReplayTables): readonly ChartCell[] {
  let cells = CELLS.get(tables.hash);
  if (cells) return cells;
  cells = [];
  for (const chart of BUNT_CHARTS)
    for (const { index, state } of chartStates(chart))
      for (let bunt = 1; bunt <= 5; bunt++)
        for (const infieldIn of [true, false])
          cells.push({
            chart,
            rating: String(bunt),
            infield: infieldIn ? 'In' : 'Not In',
            state: formatBaseOutState(state),
            index,
            outcomes: buntPlayed(tables, chart, averageParties({ bunt }, {}), DEFENSE, infieldIn, state),
          });
  for (const { index, state } of chartStates('hit-and-run'))
    for (const batter of HIT_AND_RUN_GRADES)
      for (const pitcher of HIT_AND_RUN_GRADES) {
        const parties = averageParties(
          { hitAndRun: tables.hitAndRunGrades.batter[batter] },
          { hitAndRun: tables.hitAndRunGrades.pitcher[pitcher] },
        );
        cells.push({
          chart: 'hit-and-run',
          rating: `${batter}/${pitcher}`,
          state: formatBaseOutState(state),
          index,
          outcomes: playedOutcomes((dice) => playReplayHitAndRun(tables, parties, DEFENSE, state, dice)),
        });
      }
  CELLS.set(tables.hash, cells);
  return cells;
}
