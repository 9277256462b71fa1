import { POSITIONS, type Position } from '../../core/model/positions.ts';
import { withOverride, type ReplayCard, type ReplayFielder } from '../../modules/replay/ratings.ts';
import type { HitAndRunGrade, HitAndRunGrades } from '../../modules/replay/tables.ts';
import { baserunnerChance, type OutChart, type PbcCard } from './cards.ts';
import type { PbcReplayAdapter } from './replayAdapterTable.ts';
import { hitChance, type HitRolls } from './vocabulary.ts';

/** Tolerance for counting ways out of 36 from a chance (a * cell counts half a way). */
const WAYS_EPSILON = 1e-9;

/** A PBC skill (-3..3) read on one of the adapter's scales. */
const rated = (scale: readonly number[], skill: number): number => scale[skill + 3]!;

/**
 * A batter's H&R grade from his hit rolls: the more of the 36 rolls that are hits, the fewer reach the pitcher's Out
 * Chart and its strikeouts (PBC's batter cards hold no strikeouts of their own).
 * @example batterHitAndRunGrade(parseHits('5,9,11'), adapter) // => 'A' (10 of 36, the built-in table's A)
 */
export function batterHitAndRunGrade(hits: HitRolls, adapter: PbcReplayAdapter): HitAndRunGrade {
  const ways = hitChance(hits) * 36 + WAYS_EPSILON;
  const { A, B, C } = adapter.batterGrade;
  return ways >= A ? 'A' : ways >= B ? 'B' : ways >= C ? 'C' : 'D';
}

/**
 * A pitcher's H&R grade from his Out Chart's control: the rolls of 36 that put the batter on base with no out made
 * (walks, hits, errors, a `*` cell at half). A card without an Out Chart is graded D.
 * @example pitcherHitAndRunGrade(luigiRyle.pitching.outChart, adapter) // => 'A' (3 of 36)
 */
export function pitcherHitAndRunGrade(outChart: OutChart | undefined, adapter: PbcReplayAdapter): HitAndRunGrade {
  if (!outChart) return 'D';
  const ways = baserunnerChance(outChart) * 36 - WAYS_EPSILON;
  const { A, B, C } = adapter.pitcherGrade;
  return ways <= A ? 'A' : ways <= B ? 'B' : ways <= C ? 'C' : 'D';
}

/** A fielder's Replay ratings from his Defense. */
const fielderOf = (defense: number, adapter: PbcReplayAdapter): ReplayFielder => ({
  defence: rated(adapter.defence, defense),
  error: rated(adapter.error, defense),
  arm: rated(adapter.arm, defense),
});

/**
 * One card's Replay ratings: his Bunt, Speed and Defense on the adapter's scales, his H&R results by his grades, the
 * table's hold; his own `replay:` block laid over them. PBC rates a fielder, not a position: his ratings hold at every
 * position, and at C his defence is the catcher's rating (the Umpire chart's catcher column, which a bunt to the
 * catcher reads). `advancedDefense` says whether the cards' Defense is in play (else the table's standard Defense).
 * @example replayCardOf(webbSlater, tables.replayAdapter, tables.replay.hitAndRunGrades, false).speed // => 5 (Speed 2)
 */
export function replayCardOf(
  card: PbcCard,
  adapter: PbcReplayAdapter,
  grades: HitAndRunGrades,
  advancedDefense: boolean,
): ReplayCard {
  const defense = advancedDefense || adapter.standardDefense === undefined ? card.defense : adapter.standardDefense;
  const fielder = fielderOf(defense, adapter);
  const adapted: ReplayCard = {
    bats: card.bats === 'L' ? 'L' : 'R',
    bunt: rated(adapter.bunt, card.bunt),
    speed: rated(adapter.speed, card.speed),
    hitAndRun: grades.batter[batterHitAndRunGrade(card.hits, adapter)],
    pitcherHitAndRun: grades.pitcher[pitcherHitAndRunGrade(card.pitching?.outChart, adapter)],
    hold: adapter.hold,
    fielding: Object.fromEntries(POSITIONS.map((position) => [position, fielder])) as Record<Position, ReplayFielder>,
    catcher: rated(adapter.catcher, defense),
  };
  const own = withOverride(adapted, card.replay);
  return { ...own, fielding: { ...own.fielding, C: { ...own.fielding.C!, defence: own.catcher } } };
}
