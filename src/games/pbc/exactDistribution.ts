import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { ExactResult } from '../../core/model/PlayEvent.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { forEachDiceOutcome, type Branch } from '../../exact/enumerateDice.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import { placeKey, swingKeyOf, watchBatterSpeed } from './compile.ts';
import type { PbcTables } from './tables.ts';
import { exactOutcomes } from '../../exact/exactOutcomes.ts';
import { ResultMerger, signature } from '../../exact/plateAppearanceDistribution.ts';
import type { PbcMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { playSwing } from './resolve.ts';
import { swing, type Swing } from './swing.ts';

/**
 * The exact distribution of a PBC plate appearance from a state: the swing's dice enumerated (a few dozen paths, a
 * handful of swings), then each distinct swing's play with its roll-offs, whose re-rolled ties are loops solved
 * exactly ({@link exactOutcomes}).
 * @example pbcDistribution(skipVsLuigi, parseBaseOutState('---/0')).reduce((s, r) => s + r.probability, 0) // => 1
 */
export function pbcDistribution(
  m: PbcMatchup,
  state: BaseOutState,
  situation: Situation = NEUTRAL_SITUATION,
): ExactResult[] {
  const swings = swingsOf(m);
  const merged = new ResultMerger(state);
  // In the neutral situation a play is what its place reads (see compile.ts): shared by every batter of a run, by
  // his speed only where the play read it.
  const place =
    situation === NEUTRAL_SITUATION ? `${placeKey(m, state)}|${m.batter.id}|${state.bases.join(',')}` : undefined;
  let byPlace = PLAYS.get(m.tables);
  if (!byPlace) PLAYS.set(m.tables, (byPlace = new Map()));
  for (const [result, chance] of swings) {
    const blind = place && `${place}|${swingName(result)}`;
    const bySpeed = blind && `${blind}|${m.batter.speed}`;
    let plays = blind ? (byPlace.get(blind) ?? byPlace.get(bySpeed!)) : undefined;
    if (!plays) {
      const { watched, read } = watchBatterSpeed(m);
      plays = exactOutcomes(
        (dice) => playSwing(watched, state, result, dice, situation),
        (event) => signature([event]),
      );
      if (blind) byPlace.set(read() ? bySpeed! : blind, plays);
    }
    for (const { value, probability } of plays) merged.add([value], chance * probability);
  }
  return merged.results();
}

/** A matchup's swings with their chances, whatever the state: enumerated once per batter, pitcher and fatigue. */
function swingsOf(m: PbcMatchup): Map<Swing, number> {
  let byKey = SWINGS.get(m.tables);
  if (!byKey) SWINGS.set(m.tables, (byKey = new Map()));
  const key = swingKeyOf(m);
  let swings = byKey.get(key);
  if (!swings) {
    const found = new Map<Swing, number>();
    forEachDiceOutcome(
      (dice) => swing(m, dice),
      (result, probability) => found.set(result, (found.get(result) ?? 0) + probability),
    );
    byKey.set(key, (swings = found));
  }
  return swings;
}

const SWINGS = new WeakMap<PbcTables, Map<string, Map<Swing, number>>>();

/** Each play's outcomes by place and swing, per loaded tables (a run's exact chains ask for them again and again). */
const PLAYS = new WeakMap<PbcTables, Map<string, Branch<PlayEvent>[]>>();

const swingName = (s: Swing): string => (s.kind === 'hit' ? s.type : `${s.cell.key}${s.cell.rollOff ? '*' : ''}`);
