import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlateAppearanceResult, PlayEvent } from '../../core/model/PlayEvent.ts';
import type { PlateAppearanceStep, Situation } from '../../core/GameSystem.ts';
import { extraBases } from './advancement.ts';
import { resolveBallparkCatchInRight, resolveFlyball, resolveGroundball, resolveLineout } from './battedBalls.ts';
import { resolveFieldingChart } from './fielding.ts';
import { READ_THE_DICE, ROLL_AGAIN, wildPitchGate } from './gate.ts';
import type { StratMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { isOut, partAt, type Reading, type ReadingPart, type StratResult } from './vocabulary.ts';

/** What POW, clutch hitting and weak power turn a reading into. */
const SINGLE_TWO_STARS: StratResult = { kind: 'hit', bases: 1, stars: 2 };
/** What clutch hitting turns a single into. */
const CLUTCH_POPOUT: StratResult = { kind: 'POP', fielder: 'SS' };
const HITS = ['1B', '1B', '2B', '3B', 'HR'] as const;
/** A printed error that names no fielder is charged to the shortstop, the infielder with the most X chances. */
const PRINTED_ERROR_FIELDER = 'SS';

/** The dice of a reading: the white die (column), the two coloured dice (row). */
export interface CardRoll {
  white: number;
  total: number;
}

function partOf(reading: Reading, dice: DiceSource): ReadingPart {
  return reading.parts.length === 1 ? reading.parts[0]! : partAt(reading, dice.d20());
}

/**
 * The result a card roll reads, with every rule that changes a reading: a split read on a (fresh) d20; a ballpark
 * home run or single read on the park's card for the batter's side; a home run off the pitcher's card or the park
 * turned into a single** for a batter of weak power (his own card's homers stand); an out with the POW dot a single**
 * once the pitcher is past his point of weakness; and a `W` reading reversed with two out and a runner in scoring
 * position (an out a single**, a single a popout).
 */
export function readCard(
  m: StratMatchup,
  state: BaseOutState,
  roll: CardRoll,
  dice: DiceSource,
  play: PlayBuilder,
): StratResult {
  const pitcherCard = roll.white >= 4;
  const reading = pitcherCard
    ? m.pitcher.columns[roll.white - 4]![roll.total]!
    : m.batter.columns[roll.white - 1]![roll.total]!;
  play.note(() => `white ${roll.white}, dice ${roll.total}: ${reading.text}`);
  return readReading(m, state, reading, pitcherCard, dice);
}

/** The result one printed reading gives (see {@link readCard}); `pitcherCard` when it is on the pitcher's card. */
export function readReading(
  m: StratMatchup,
  state: BaseOutState,
  reading: Reading,
  pitcherCard: boolean,
  dice: DiceSource,
): StratResult {
  const part = partOf(reading, dice);
  let result = part.result;
  let fromPark = false;
  if (part.park) {
    const parkReading = part.park === 'HR' ? m.park.homeRuns[m.batter.side] : m.park.singles[m.batter.side];
    result = partOf(parkReading, dice).result;
    fromPark = true;
    if (part.park === 'HR' && result.kind === 'FLY') result = { ...result, ballpark: true };
  }
  if (result.kind === 'hit' && result.bases === 4 && (pitcherCard || fromPark) && m.batter.power === 'W')
    result = SINGLE_TWO_STARS;
  if (part.pow && m.pitcher.weakened && isOut(result)) result = SINGLE_TWO_STARS;
  if (reading.clutch && state.outs === 2 && (state.bases[1]! >= 0 || state.bases[2]! >= 0)) {
    if (isOut(result)) result = SINGLE_TWO_STARS;
    else if (result.kind === 'hit' && result.bases === 1) result = CLUTCH_POPOUT;
  }
  return result;
}

/** The events one result makes. */
export function resolveResult(
  play: PlayBuilder,
  m: StratMatchup,
  result: StratResult,
  dice: DiceSource,
  situation: Situation,
): PlayEvent[] {
  switch (result.kind) {
    case 'hit': {
      const outs = play.outs;
      if (result.bases >= 3) play.advanceAll(result.bases);
      else play.advanceAll(result.stars > 0 ? result.stars : result.bases);
      play.batterTo(m.batter.id, result.bases);
      if (result.bases <= 2 && result.stars === 0) {
        const hit = result.bases === 1 ? 'single' : 'double';
        extraBases(play, m, hit, result.field ?? 'CF', outs, dice, situation);
      }
      return [play.finish(HITS[result.bases], result.field ? { location: result.field } : {})];
    }
    case 'BB':
    case 'HBP':
      play.forceBatterToFirst(m.batter.id);
      return [play.finish(result.kind)];
    case 'SO':
      play.batterOut(m.batter.id);
      return [play.finish('SO')];
    case 'E': {
      // E(1)-E(3): the batter takes as many bases and every runner moves up as many (E(3): all score).
      const fielder = result.fielder ?? PRINTED_ERROR_FIELDER;
      play.advanceAll(result.bases);
      play.batterTo(m.batter.id, result.bases);
      play.chargeError(fielder);
      return [play.finish('ROE', { location: fielder })];
    }
    case 'GB':
      return [resolveGroundball(play, m, result.fielder, result.type, result.plus, dice, situation, result.fielderIn)];
    case 'FLY':
      if (result.ballpark && result.fielder === 'RF' && play.outs < 2 && play.isOccupied(2) && !play.isOccupied(3))
        return [resolveBallparkCatchInRight(play, m, dice)];
      return [resolveFlyball(play, m, result.fielder, result.type, dice, situation)];
    case 'LO':
      return [resolveLineout(play, m, result.fielder, result.max, dice)];
    case 'POP':
      play.batterOut(m.batter.id);
      return [play.finish('PO', { location: result.fielder })];
    case 'X':
      return resolveFieldingChart(play, m, result.fielder, result.batted, dice, situation);
  }
}

/**
 * One step of a plate appearance. With runners on, the d20 rolled with the dice is read first, with the white die
 * (which picks balk or passed ball): a wild pitch, balk or passed ball does not end the plate appearance; one whose
 * check misses is no event at all (the same step again: the exact chain solves it as a geometric re-roll); a d20 of
 * 3-20 passes the white die on as the step's count to the reading. The reading (white die, coloured dice and every
 * follow-up) is the step with that count, or the first step with the bases empty. Split this way, the exact chain
 * enumerates the gate and the reading apart instead of every gate roll times every reading.
 */
export function resolveStep(
  m: StratMatchup,
  state: BaseOutState,
  count: number,
  dice: DiceSource,
  situation: Situation = NEUTRAL_SITUATION,
  trace = false,
): PlateAppearanceStep {
  const play = new PlayBuilder(state, trace);
  if (count === 0 && play.leadBase() > 0) {
    const white = dice.d6();
    const gate = wildPitchGate(play, m, white, dice);
    if (gate === ROLL_AGAIN) return { events: [], continues: true, count: 0 };
    if (gate === READ_THE_DICE) return { events: [], continues: true, count: white };
    return { events: [gate], continues: true, count: 0 };
  }
  const white = count > 0 ? count : dice.d6();
  const total = dice.d6() + dice.d6();
  const result = readCard(m, state, { white, total }, dice, play);
  return { events: resolveResult(play, m, result, dice, situation), continues: false, count: 0 };
}

/**
 * One Strat-O-Matic Super-Advanced plate appearance from `state`. Wild pitches, balks and passed balls come first in
 * `events`; the last event ends it.
 * @example
 * resolvePlateAppearance(matchup, baseOutState(), scriptedDice([['d6', 2], ['d6', 1], ['d6', 3]])).result // => 'HR'
 * (Gonzalez 2-4)
 */
export function resolvePlateAppearance(
  m: StratMatchup,
  state: BaseOutState,
  dice: DiceSource,
  situation: Situation = NEUTRAL_SITUATION,
  trace = false,
): PlateAppearanceResult {
  let events: PlayEvent[] = [];
  let at = state;
  let count = 0;
  for (;;) {
    const step = resolveStep(m, at, count, dice, situation, trace);
    // Most plate appearances have one step with events: its events are the plate appearance's, not copied.
    if (step.events.length > 0) events = events.length === 0 ? step.events : [...events, ...step.events];
    if (!step.continues) break;
    if (step.events.length > 0) at = step.events[step.events.length - 1]!.after;
    count = step.count;
  }
  return plateAppearanceOf(state, events);
}

/** A plate appearance from `state` made of `events`, the last of which ends it. */
export function plateAppearanceOf(state: BaseOutState, events: PlayEvent[]): PlateAppearanceResult {
  const last = events[events.length - 1]!;
  let runs = 0;
  for (const event of events) runs += event.runs;
  return {
    result: last.result as PlateAppearanceResult['result'],
    events,
    runs,
    outs: last.after.outs - state.outs,
    after: last.after,
  };
}
