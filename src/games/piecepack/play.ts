import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { Outcome } from '../../core/model/outcomes.ts';
import type { PlateAppearanceResult } from '../../core/model/PlayEvent.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { cardEdge, hitDice, type CardsDown } from './hitRoll.ts';
import type { PiecepackMatchup } from './matchup.ts';
import { hitReading, type HitReading } from './tables.ts';

const HIT_BASES = { '2B': 2, '3B': 3, HR: 4 } as const;

/**
 * One at-bat once the cards are down: the Hit Result (the batting dice, the card edge) read on the chart, the fielder's
 * red die for a ball in play, then the runners. Returns the plate appearance (one event).
 * @example atBat(m, baseOutState(), { pitch: 9, swing: 12 }, dice, situation).result // => '2B' (dice summing 9+)
 */
export function atBat(
  m: PiecepackMatchup,
  state: BaseOutState,
  cards: CardsDown,
  dice: DiceSource,
  situation: Situation,
  trace = false,
): PlateAppearanceResult {
  const { edge, bonus } = cardEdge(cards, m.tables.play.cardEdge, m.rules);
  const rolled = hitDice(dice, m.batter.tile, m.dice, bonus, m.rules);
  const reading = hitReading(m.tables, rolled + edge);
  const play = new PlayBuilder(state, trace);
  play.note(() => `pitch ${cards.pitch} swing ${cards.swing}: dice ${rolled} ${edge >= 0 ? '+' : ''}${edge}`);
  const result = playReading(m, play, reading, dice, situation);
  const event = play.finish(
    result,
    reading.result === 'GB' || reading.result === 'FB' ? { location: reading.fielder } : {},
  );
  return { result, events: [event], runs: event.runs, outs: event.outs, after: event.after };
}

/** What a chart reading does to the batter and the runners. */
export function playReading(
  m: PiecepackMatchup,
  play: PlayBuilder,
  reading: HitReading,
  dice: DiceSource,
  situation: Situation,
): Outcome {
  const batter = m.batter.id;
  switch (reading.result) {
    case 'SO':
      play.batterOut(batter);
      return 'SO';
    case 'GB':
    case 'FB': {
      const tile = m.fielders[reading.fielder] ?? 0;
      const red = dice.piecepack();
      play.note(() => `${reading.fielder} (tile ${tile}) rolls ${red}`);
      if (red >= tile) return hit(m, play, 1, dice, situation);
      return reading.result === 'GB' ? groundOut(play, batter) : flyOut(m, play, dice, situation);
    }
    default:
      return hit(m, play, HIT_BASES[reading.result], dice, situation);
  }
}

/** A hit of `bases`: every runner moves as far as the batter, then the lead runner may try for one more. */
function hit(m: PiecepackMatchup, play: PlayBuilder, bases: number, dice: DiceSource, situation: Situation): Outcome {
  const lead = play.leadBase();
  play.advanceAll(bases);
  play.batterTo(m.batter.id, bases);
  // The lead runner at the hit, where he is still on base (main reading); or the lead runner still on base.
  // Every runner is ahead of the batter after the hit, so the lead runner still on base is the highest one above him.
  const top = play.leadBase();
  const from =
    lead === 0 ? 0 : m.rules.leadRunnerOnBase ? (top > bases ? top : 0) : lead + bases <= 3 ? lead + bases : 0;
  if (from > 0) tryExtraBase(m, play, from, dice, situation, false);
  return bases === 1 ? '1B' : bases === 2 ? '2B' : bases === 3 ? '3B' : 'HR';
}

/** A ground out: in a force the lead forced runner is out and the batter safe at first; else the batter is out. */
function groundOut(play: PlayBuilder, batter: number): Outcome {
  if (!play.isOccupied(1)) {
    play.batterOut(batter);
    return 'GO';
  }
  let forced = 1;
  while (forced < 3 && play.isOccupied(forced + 1)) forced++;
  play.runnerOut(forced);
  for (let base = forced - 1; base >= 1; base--) play.advance(base, 1);
  play.batterTo(batter, 1);
  return 'FC';
}

/** A fly out: unless it is the third out, the lead runner may try to advance after the catch. */
function flyOut(m: PiecepackMatchup, play: PlayBuilder, dice: DiceSource, situation: Situation): Outcome {
  play.batterOut(m.batter.id);
  const lead = play.leadBase();
  if (play.outs >= 3 || lead === 0) return 'FO';
  const scored = tryExtraBase(m, play, lead, dice, situation, true);
  return scored ? 'SF' : 'FO';
}

/**
 * The runner on `base` may try for the next base (his manager's call): safe when a die shows his tile value or less.
 * Returns whether he scored.
 */
function tryExtraBase(
  m: PiecepackMatchup,
  play: PlayBuilder,
  base: number,
  dice: DiceSource,
  situation: Situation,
  afterCatch: boolean,
): boolean {
  const runner = play.runnerOn(base);
  const tile = m.tileOf(runner);
  const chance = Math.min(Math.max(tile + 1, 0), 6) / 6;
  if (!m.running.send({ chance, to: base + 1, state: play.state(), situation, afterCatch }, m.coin)) return false;
  const die = dice.piecepack();
  play.note(() => `runner (tile ${tile}) tries for ${base + 1}: ${die}`);
  if (die <= tile) {
    play.advance(base, 1);
    return base === 3;
  }
  play.runnerOut(base);
  return false;
}
