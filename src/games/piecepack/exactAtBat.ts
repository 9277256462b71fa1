import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { ExactResult, PlayEvent } from '../../core/model/PlayEvent.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { forEachDiceOutcome } from '../../exact/enumerateDice.ts';
import { ResultMerger } from '../../exact/plateAppearanceDistribution.ts';
import { cardEdge, hitDice, type JuiceBonus } from './hitRoll.ts';
import type { PiecepackMatchup } from './matchup.ts';
import { playReading } from './play.ts';
import { hitReading, type HitReading } from './tables.ts';

/** A pair of cards played, with its chance. */
export interface CardPair {
  pitch: number;
  swing: number;
  chance: number;
}

/** The situation of an at-bat outside a game: no manager policy here reads the inning or the score. */
export const NEUTRAL_SITUATION: Situation = { inning: 1, offenseLead: 0 };

/**
 * Both hands full and each card drawn blind: every pair of 2..K, 1/144 each (what a plate appearance outside a game
 * plays).
 */
export const RANDOM_PAIRS: readonly CardPair[] = Array.from({ length: 144 }, (_, i) => ({
  pitch: 2 + Math.floor(i / 12),
  swing: 2 + (i % 12),
  chance: 1 / 144,
}));

/** Chances of the dice part of a Hit Result, by tile, dice, bonus and reading of the Juice rule. */
const DICE_TOTALS = new Map<string, Map<number, number>>();

/**
 * The chance of each total of the batting dice (matching dice ignored, after a Juice re-roll), enumerated once.
 * @example diceTotals(tile5Batter, 'none').get(0) // => 1/8 (each die null or an ignored 5: (2/6)^3)
 */
export function diceTotals(m: PiecepackMatchup, bonus: JuiceBonus): Map<number, number> {
  const key = `${m.batter.tile}|${m.dice}|${bonus}|${m.rules.juiceIgnoredDice ? 1 : 0}`;
  let totals = DICE_TOTALS.get(key);
  if (!totals) {
    const found = new Map<number, number>();
    forEachDiceOutcome(
      (dice) => hitDice(dice, m.batter.tile, m.dice, bonus, m.rules),
      (total, p) => found.set(total, (found.get(total) ?? 0) + p),
    );
    DICE_TOTALS.set(key, (totals = found));
  }
  return totals;
}

/**
 * The chance of each chart reading for card pairs played with their chances: the pairs grouped by what they do (the
 * edge and any Juice bonus), each group's dice enumerated once.
 */
export function readingChances(m: PiecepackMatchup, pairs: readonly CardPair[]): Map<HitReading, number> {
  const groups = new Map<string, { edge: number; bonus: JuiceBonus; chance: number }>();
  for (const pair of pairs) {
    if (pair.chance === 0) continue;
    const { edge, bonus } = cardEdge(pair, m.tables.play.cardEdge, m.rules);
    const key = `${edge}|${bonus}`;
    const group = groups.get(key);
    if (group) group.chance += pair.chance;
    else groups.set(key, { edge, bonus, chance: pair.chance });
  }
  const readings = new Map<HitReading, number>();
  for (const { edge, bonus, chance } of groups.values())
    for (const [total, p] of diceTotals(m, bonus)) {
      const reading = hitReading(m.tables, total + edge);
      readings.set(reading, (readings.get(reading) ?? 0) + chance * p);
    }
  return readings;
}

/**
 * The play of a chart reading from a state, as one event per way it can go with its chance (the fielder's die, a
 * runner's try).
 */
export function readingPlays(
  m: PiecepackMatchup,
  state: BaseOutState,
  reading: HitReading,
  situation: Situation = NEUTRAL_SITUATION,
): { event: PlayEvent; chance: number }[] {
  const plays: { event: PlayEvent; chance: number }[] = [];
  forEachDiceOutcome(
    (dice) => {
      const play = new PlayBuilder(state);
      const result = playReading(m, play, reading, dice, situation);
      const ball = reading.result === 'GB' || reading.result === 'FB';
      return play.finish(result, ball ? { location: reading.fielder } : {});
    },
    (event, chance) => plays.push({ event, chance }),
  );
  return plays;
}

/**
 * The exact distribution of an at-bat from a state for card pairs played with their chances (both hands full and
 * drawn blind when not given): the card edge, the batting dice, the chart, the fielder's die and the runners,
 * enumerated.
 * @example
 * atBatDistribution(tile4, parseBaseOutState('---/0'), [{ pitch: 9, swing: 12, chance: 1 }]).length // => 5 (SO, GO,
 * FO, 1B and the extra-base hits...)
 */
export function atBatDistribution(
  m: PiecepackMatchup,
  state: BaseOutState,
  pairs: readonly CardPair[] = RANDOM_PAIRS,
  situation: Situation = NEUTRAL_SITUATION,
): ExactResult[] {
  const merged = new ResultMerger(state);
  for (const [reading, chance] of readingChances(m, pairs))
    for (const { event, chance: p } of readingPlays(m, state, reading, situation)) merged.add([event], chance * p);
  return merged.results();
}
