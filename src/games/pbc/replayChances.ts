import type { BaseOutState } from '../../core/model/baseOut.ts';
import { forEachDiceOutcome } from '../../exact/enumerateDice.ts';
import type { ReplayBuntContext } from '../../modules/replay/bunt.ts';
import { buntOutcomes, type ChartOutcome } from '../../modules/replay/exactCharts.ts';
import type { ReplayParties } from '../../modules/replay/ratings.ts';
import type { ReplayDefense } from '../../modules/replay/rules.ts';
import { stealOfHome } from '../../modules/replay/stealOfHome.ts';
import type { ReplayTables } from '../../modules/replay/tables.ts';
import type { BuntChartName } from '../../modules/replay/vocabulary.ts';

/**
 * What bunting on one of Replay's charts is worth to the offense over the plate appearance, as the chart plays it: a
 * foul with one strike bunts again, any other foul or a rundown hands him back his swing (no bunt made).
 */
export interface ReplayBuntChances {
  /** The runners move up a base with none of them out: a sacrifice, a hit, an error, a throw too late. */
  advance: number;
  /** The batter safe on a hit or an error. */
  reach: number;
  /** A run scores: on the bunt, or (a missed squeeze) on the steal of home it forces. */
  score: number;
}

const moved = (o: ChartOutcome, outs: number) =>
  o.result === 'SH' || o.result === '1B' || o.result === 'ROE' || (o.result === 'FC' && o.after?.outs === outs);
/** The batter safe at first: a hit, an error, or a sacrifice on which he was safe too (an error, a throw too late). */
const reached = (o: ChartOutcome, batter: number) =>
  o.result === '1B' || o.result === 'ROE' || (o.result === 'SH' && o.after?.bases.includes(batter) === true);

/**
 * The exact chances of a bunt on `chart` from `state`, enumerating the chart's dice for the first attempt and, after a
 * foul with one strike, for the second. A caller keeps them by the ratings they read: they are the same for every
 * plate appearance with the same ratings, fielders and runners' speeds.
 * @example replayBuntChances(tables, 'sacrifice-bunt', averageParties({ bunt: 1 }, {}), defense, true, oneOn).advance
 * // => 0.708 (17/24: a Replay bunt of 1, the infield In, every other rating 3)
 */
export function replayBuntChances(
  tables: ReplayTables,
  chart: BuntChartName,
  parties: ReplayParties,
  defense: ReplayDefense,
  infieldIn: boolean,
  state: BaseOutState,
): ReplayBuntChances {
  const stealsHome = chart === 'squeeze-bunt' ? stealOfHomeChance(tables, parties, state) : 0;
  const attempt = (secondAttempt: boolean): ReplayBuntChances & { again: number } => {
    const ctx: ReplayBuntContext = {
      batter: parties.batter,
      speedOf: parties.speedOf,
      fielder: parties.fielder,
      infieldIn,
      secondAttempt,
      tryLeadRunner: (_state, safeChance) => safeChance <= defense.leadRunnerSafeAtMost,
    };
    const chances = { advance: 0, reach: 0, score: 0, again: 0 };
    for (const o of buntOutcomes(tables.bunt[chart], tables.umpire, ctx, state)) {
      if (o.kind === 'foul' && o.result === '1 strike') chances.again += o.chance;
      if (o.kind === 'missed') chances.score += o.chance * stealsHome;
      if (o.kind !== 'play') continue;
      if (moved(o, state.outs)) chances.advance += o.chance;
      if (reached(o, parties.batter.id)) chances.reach += o.chance;
      if (o.runs > 0) chances.score += o.chance;
    }
    return chances;
  };
  const first = attempt(false);
  const second = first.again > 0 ? attempt(true) : first;
  const after = first.again;
  return {
    advance: first.advance + after * second.advance,
    reach: first.reach + after * second.reach,
    score: first.score + after * second.score,
  };
}

/** The chance the runner on 3rd steals home after a missed squeeze (the Action Chart's letter J). */
function stealOfHomeChance(tables: ReplayTables, parties: ReplayParties, state: BaseOutState): number {
  const speed = parties.speedOf(state.bases[2]!);
  let safe = 0;
  forEachDiceOutcome(
    (dice) => stealOfHome(tables, speed, parties.catcher, parties.pitcher.hold, dice),
    (isSafe, chance) => (safe += isSafe ? chance : 0),
  );
  return safe;
}
