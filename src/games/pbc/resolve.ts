import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlateAppearanceResult, PlayEvent } from '../../core/model/PlayEvent.ts';
import type { PlateAppearanceStep, Situation } from '../../core/GameSystem.ts';
import { hitPlay } from './hits.ts';
import type { PbcMatchup } from './matchup.ts';
import { chartPlay } from './outs.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { swing, type Swing } from './swing.ts';

/** A swing played out from a state: the hit, or the Out Chart cell, with every roll-off it calls for. */
export function playSwing(
  m: PbcMatchup,
  state: BaseOutState,
  result: Swing,
  dice: DiceSource,
  situation: Situation = NEUTRAL_SITUATION,
  trace = false,
): PlayEvent {
  const play = new PlayBuilder(state, trace);
  play.note(() =>
    result.kind === 'hit' ? `hit: ${result.type}` : `Out Chart: ${result.cell.key}${result.cell.rollOff ? '*' : ''}`,
  );
  return result.kind === 'hit'
    ? hitPlay(play, m, result.type, dice, situation)
    : chartPlay(play, m, result.cell, dice, situation);
}

/**
 * One PBC plate appearance: the swing, then its play. A PBC plate appearance is one play (steals and bunts are the
 * game's, before or instead of it), so its result is one event.
 * @example resolvePlateAppearance(skipVsLuigi, parseBaseOutState('---/0'), scriptedDice([['d6', 4], ['d6', 1], ['d6',
 * 5], ['d6', 3]])).result // => '1B' (the text's example: a 5 is a hit, the hit type an 8)
 */
export function resolvePlateAppearance(
  m: PbcMatchup,
  state: BaseOutState,
  dice: DiceSource,
  situation: Situation = NEUTRAL_SITUATION,
  trace = false,
): PlateAppearanceResult {
  return onePlay(playSwing(m, state, swing(m, dice), dice, situation, trace));
}

/** A plate appearance that is one play (PBC's always are: a swing, a bunt). */
export function onePlay(event: PlayEvent): PlateAppearanceResult {
  return {
    result: event.result as PlateAppearanceResult['result'],
    events: [event],
    runs: event.runs,
    outs: event.outs,
    after: event.after,
  };
}

/** The plate appearance as one step of the game-neutral chain (it always ends the plate appearance). */
export function resolveStep(
  m: PbcMatchup,
  state: BaseOutState,
  dice: DiceSource,
  situation: Situation = NEUTRAL_SITUATION,
): PlateAppearanceStep {
  return { events: [playSwing(m, state, swing(m, dice), dice, situation)], continues: false, count: 0 };
}
