import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { EMPTY, type BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlateAppearanceResult } from '../../core/model/PlayEvent.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { RatingGrade } from './cards.ts';
import { READ_THE_DICE, ROLL_AGAIN, wildPitchGate } from './gate.ts';
import type { StratMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { plateAppearanceOf, readCard, resolvePlateAppearance, resolveResult, type CardRoll } from './resolve.ts';
import type { ADJUSTED_RESULTS, HitAndRunPart, HitAndRunPlay } from './strategyTables.ts';
import type { StratResult } from './vocabulary.ts';

/** Whether a hit and run may be called: a runner on 1st or 2nd (or both) with 3rd open, so the lead runner can go. */
export const mayHitAndRun = (state: BaseOutState): boolean =>
  state.bases[2] === EMPTY && (state.bases[0] !== EMPTY || state.bases[1] !== EMPTY);

/** What a hit and run came to. */
export type HitAndRunOutcome =
  /** The batter swung and missed: the runners must steal (a play of the game's), and he bats on, swinging away. */
  | { kind: 'miss' }
  /** The plate appearance; `runnersSteal` when he struck out with the runners going, who must steal now. */
  | { kind: 'played'; pa: PlateAppearanceResult; runnersSteal: boolean };

function partAt(parts: readonly HitAndRunPart[], dice: DiceSource): HitAndRunPlay {
  if (parts.length === 1) return parts[0]!.play;
  const roll = dice.d20();
  return parts.find((part) => roll <= part.high)!.play;
}

/** The result of the pitcher's card a hit and run replaces (SO, BB, a single, a double), if it is one. */
function adjusted(result: StratResult): (typeof ADJUSTED_RESULTS)[number] | undefined {
  if (result.kind === 'SO' || result.kind === 'BB') return result.kind;
  if (result.kind !== 'hit' || result.bases > 2) return undefined;
  return result.bases === 1 ? 'SI' : 'DO';
}

/**
 * What a hit and run reads on the dice: on a white die of 1-3 the Hit and Run Chart in the batter's H&R column; on 4-6
 * the pitcher's card as usual (splits, park, POW, clutch), where a strikeout, walk, single or double is replaced by
 * the Pitching Results H&R Adjustments. A fielding-chart reading stands: its results are never adjusted.
 */
export function readHitAndRun(
  m: StratMatchup,
  state: BaseOutState,
  rating: RatingGrade,
  roll: CardRoll,
  dice: DiceSource,
  play: PlayBuilder,
): HitAndRunPlay {
  const table = m.tables.hitAndRun;
  if (roll.white <= 3) {
    play.note(() => `hit and run, white ${roll.white}, dice ${roll.total}: chart ${rating}`);
    return partAt(table.chart[rating][roll.total]!, dice);
  }
  const result = readCard(m, state, roll, dice, play);
  const replaced = adjusted(result);
  if (replaced === undefined) return result;
  play.note(() => `hit and run: ${replaced} on the pitcher's card reads the H&R adjustments`);
  return partAt(table.pitcherCard[replaced], dice);
}

/**
 * A hit and run from `state` (runners on, so the wild-pitch d20 is rolled with the dice, as for any reading): a wild
 * pitch, balk or passed ball moves the runners and calls the hit and run off (the batter swings away); otherwise
 * the hit-and-run reading. A missed pitch ends nothing: the game plays the runners' steal and the batter bats on.
 * @example
 * resolveHitAndRun(m, baseOutState(0, [7, EMPTY, EMPTY]), scriptedDice([['d6', 2], ['d20', 10], ['d6', 3], ['d6', 4]]),
 * 'B') // => { kind: 'played', ... SI** }
 */
export function resolveHitAndRun(
  m: StratMatchup,
  state: BaseOutState,
  dice: DiceSource,
  rating: RatingGrade,
  situation: Situation = NEUTRAL_SITUATION,
  trace = false,
): HitAndRunOutcome {
  for (;;) {
    const play = new PlayBuilder(state, trace);
    const white = dice.d6();
    const gate = wildPitchGate(play, m, white, dice);
    if (gate === ROLL_AGAIN) continue;
    if (gate !== READ_THE_DICE) {
      const rest = resolvePlateAppearance(m, gate.after, dice, situation, trace);
      return { kind: 'played', pa: plateAppearanceOf(state, [gate, ...rest.events]), runnersSteal: false };
    }
    const reading = readHitAndRun(m, state, rating, { white, total: dice.d6() + dice.d6() }, dice, play);
    if (reading === 'miss') return { kind: 'miss' };
    if (reading === 'strikeout-steal') {
      play.batterOut(m.batter.id);
      return { kind: 'played', pa: plateAppearanceOf(state, [play.finish('SO')]), runnersSteal: true };
    }
    return {
      kind: 'played',
      pa: plateAppearanceOf(state, resolveResult(play, m, reading, dice, situation)),
      runnersSteal: false,
    };
  }
}
