import { stateIndex, type BaseOutState } from '../../core/model/baseOut.ts';
import type { CheckStratum, StateMix } from '../../core/GameSystem.ts';
import { readingChances, readingPlays, RANDOM_PAIRS, type CardPair } from './exactAtBat.ts';
import { cardEdge } from './hitRoll.ts';
import type { PiecepackMatchup } from './matchup.ts';

/** How much of an at-bat's worth is the cards and how much the dice, and what winning the cards is worth. */
export interface CardsAndDice {
  /** The share of the variance of an at-bat's run value that which card won explains (the rest is the dice's). */
  cardsShare: number;
  /** Runs an at-bat is worth to the batter when his card wins, against when the pitcher's does (averaged). */
  edgeWorth: number;
  /** The standard deviation of an at-bat's run value, in runs. */
  spread: number;
}

/**
 * The variance of an at-bat's run value (its runs plus the change in run expectancy `re`) split by the law of total
 * variance into the part between the ways the cards compare (the cards: who won, and any Juice bonus) and the part
 * within them (the dice), for cards drawn blind from full hands; averaged over the at-bats of `strata` from `states`.
 * @example cardsAndDice(leagueStrata, states, re).cardsShare // => 0.08 (the dice decide the rest)
 */
export function cardsAndDice(
  strata: readonly CheckStratum[],
  states: StateMix,
  re: readonly number[],
  matchupOf: (stratum: CheckStratum) => PiecepackMatchup,
): CardsAndDice {
  let between = 0;
  let total = 0;
  let edge = 0;
  let weights = 0;
  for (const stratum of strata) {
    const m = matchupOf(stratum);
    const groups = edgeGroups(m);
    for (const { state, weight } of states) {
      const w = stratum.weight * weight;
      const before = re[stateIndex(state)]!;
      const parts = [...groups.values()].map(({ pairs, chance }) => ({
        chance,
        ...moments(m, state, pairs, before, re),
      }));
      const mean = parts.reduce((sum, p) => sum + p.chance * p.mean, 0);
      const meanSquare = parts.reduce((sum, p) => sum + p.chance * p.meanSquare, 0);
      between += w * parts.reduce((sum, p) => sum + p.chance * (p.mean - mean) ** 2, 0);
      total += w * (meanSquare - mean * mean);
      const worth = (won: boolean) => {
        const side = parts.filter((p) => p.won === won);
        const chance = side.reduce((sum, p) => sum + p.chance, 0);
        return side.reduce((sum, p) => sum + p.chance * p.mean, 0) / chance;
      };
      edge += w * (worth(true) - worth(false));
      weights += w;
    }
  }
  return { cardsShare: between / total, edgeWorth: edge / weights, spread: Math.sqrt(total / weights) };
}

/** The 144 blind pairs grouped by who won and what that does to the at-bat (the edge and any Juice bonus). */
function edgeGroups(m: PiecepackMatchup): Map<string, { pairs: CardPair[]; chance: number }> {
  const groups = new Map<string, { pairs: CardPair[]; chance: number }>();
  for (const pair of RANDOM_PAIRS) {
    const { edge, bonus } = cardEdge(pair, m.tables.play.cardEdge, m.rules);
    const key = `${Math.sign(pair.swing - pair.pitch)}|${edge}|${bonus}`;
    const group = groups.get(key);
    if (group) {
      group.pairs.push(pair);
      group.chance += pair.chance;
    } else groups.set(key, { pairs: [pair], chance: pair.chance });
  }
  return groups;
}

/** The mean and mean square of an at-bat's run value for some card pairs, and whether the batter's card won. */
function moments(
  m: PiecepackMatchup,
  state: BaseOutState,
  pairs: readonly CardPair[],
  before: number,
  re: readonly number[],
): { mean: number; meanSquare: number; won: boolean | undefined } {
  const chance = pairs.reduce((sum, p) => sum + p.chance, 0);
  let mean = 0;
  let meanSquare = 0;
  for (const [reading, p] of readingChances(m, pairs))
    for (const { event, chance: q } of readingPlays(m, state, reading)) {
      const after = event.after.outs >= 3 ? 0 : re[stateIndex(event.after)]!;
      const value = event.runs + after - before;
      mean += ((p * q) / chance) * value;
      meanSquare += ((p * q) / chance) * value * value;
    }
  const first = pairs[0]!;
  return { mean, meanSquare, won: first.swing === first.pitch ? undefined : first.swing > first.pitch };
}
