import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { ReplayParties } from '../../modules/replay/ratings.ts';
import type { ReplayDefense } from '../../modules/replay/rules.ts';
import type { ReplayTables } from '../../modules/replay/tables.ts';
import type { BuntChartName } from '../../modules/replay/vocabulary.ts';
import { buntPlayed, type PlayedOutcome } from '../../modules/replay/values.ts';

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

/** The runners up a base with none of them out: a sacrifice, a hit, an error, or a throw too late. */
const moved = (o: PlayedOutcome, outs: number) =>
  o.outcome === 'SH' || o.outcome === '1B' || o.outcome === 'ROE' || (o.outcome === 'FC' && o.after.outs === outs);
/** The batter safe at first: a hit, an error, or a sacrifice on which he was safe too (an error, a throw too late). */
const reached = (o: PlayedOutcome, batter: number) =>
  o.outcome === '1B' || o.outcome === 'ROE' || (o.outcome === 'SH' && o.after.bases.includes(batter));

/**
 * The exact chances of a bunt on `chart` from `state`, over every way the module plays it (its attempts, and a missed
 * squeeze's steal of home): only plays that end the plate appearance advance or put the batter on, and any run counts.
 * A caller keeps them by the ratings they read: they are the same for every plate appearance with the same ratings,
 * fielders and runners' speeds.
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
  const chances = { advance: 0, reach: 0, score: 0 };
  for (const o of buntPlayed(tables, chart, parties, defense, infieldIn, state)) {
    if (o.runs > 0) chances.score += o.chance;
    if (!o.endsPlateAppearance) continue;
    if (moved(o, state.outs)) chances.advance += o.chance;
    if (reached(o, parties.batter.id)) chances.reach += o.chance;
  }
  return chances;
}
