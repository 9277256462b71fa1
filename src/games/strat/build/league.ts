import { stateShares } from '../../../exact/stateShares.ts';
import { baseOutState, canonicalState, isDoublePlayChance } from '../../../core/model/baseOut.ts';
import { CATEGORIES } from '../../../mlb/lines.ts';
import { leagueLines, type LeagueLines } from '../../../mlb/roster.ts';
import type { SeasonData } from '../../../mlb/seasonData.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import { doublePlayRates, type DoublePlayRates } from '../../../mlb/doublePlays.ts';
import type { StateMix } from '../../../core/GameSystem.ts';
import { Tally } from '../../../core/model/Tally.ts';
import type { CardSide } from '../cards.ts';
import type { ReadingCache } from '../exactDistribution.ts';
import type { StratTables } from '../tables.ts';
import {
  calibrateSide,
  laySide,
  lineShares,
  pairMatchup,
  pairTally,
  type FitContext,
  type PrintedSide,
  type SideBuild,
  type SideFit,
} from './fit.ts';
import { sideRows, type CardRow, type Granularity, type LaidRow } from './layout.ts';
import { KIND_DOUBLE_PLAY_SHARE, partKey, readSide } from './printing.ts';
import { leagueDoublePlayShare } from './doublePlays.ts';
import { ReadingTallies } from './sideModel.ts';

type Hand = 'L' | 'R';
const HANDS: readonly Hand[] = ['L', 'R'];
const split = (hand: Hand): 'vsL' | 'vsR' => (hand === 'L' ? 'vsL' : 'vsR');

/**
 * The X chances of every built pitcher's side: 30 of 108, spread C 3, 1B 2, 2B 6, 3B 3, SS 7, LF 2, CF 3, RF 2, P 2 as
 * public analysis of the game has them (RULES-NOTES), on whole rows of columns 4-6 (column index 0-2).
 */
export const X_ROWS: readonly { column: number; total: number; fielder: string }[] = [
  { column: 0, total: 7, fielder: 'ss' },
  { column: 0, total: 2, fielder: 'ss' },
  { column: 1, total: 7, fielder: '2b' },
  { column: 2, total: 4, fielder: 'c' },
  { column: 0, total: 10, fielder: '3b' },
  { column: 1, total: 4, fielder: 'cf' },
  { column: 2, total: 3, fielder: '1b' },
  { column: 0, total: 11, fielder: 'p' },
  { column: 1, total: 3, fielder: 'lf' },
  { column: 2, total: 11, fielder: 'rf' },
];

/** A pitcher side's X rows, laid, and the rows left for his other results. */
export function pitcherRows(): { fixed: LaidRow[]; rows: CardRow[] } {
  const all = sideRows();
  const isX = (row: CardRow) => X_ROWS.find((x) => x.column === row.column && x.total === row.total);
  return {
    fixed: all.filter(isX).map((row) => ({ row, parts: [{ kind: `X ${isX(row)!.fielder}`, slots: 1 }] })),
    rows: all.filter((row) => !isX(row)),
  };
}

/** Chances of a pitcher's side the X rows take (30). */
export const X_CHANCES = pitcherRows().fixed.reduce((sum, r) => sum + r.row.weight, 0);

/** About 15 of a pitcher's 108 chances carry the POW dot: his outs in play, in column and total order. */
export const POW_DOT_CHANCES = 15;

/**
 * The parts of a pitcher's side whose outs get the POW dot: outs in play (whole rows or d20 parts), in column and
 * total order, until POW_DOT_CHANCES chances carry one (the last may pass it by part of a row).
 */
export function powDots(laid: readonly LaidRow[]): Set<string> {
  const dotted = new Set<string>();
  let chances = 0;
  const order = laid
    .map((entry, r) => ({ ...entry, r }))
    .sort((a, b) => a.row.column - b.row.column || a.row.total - b.row.total);
  for (const { row, parts, r } of order) {
    const slots = parts.reduce((s, p) => s + p.slots, 0);
    parts.forEach((part, p) => {
      if (chances >= POW_DOT_CHANCES || !/^(GB|FLY|LO|POP) /.test(`${part.kind} `)) return;
      dotted.add(partKey(r, p));
      chances += (row.weight * part.slots) / slots;
    });
  }
  return dotted;
}

/** The league a Strat set is built against: its start states and its average batter and pitcher sides. */
export interface StratLeague {
  name: string;
  lines: LeagueLines;
  states: StateMix;
  /** Shares of plate appearances by the pitcher's hand and by the batter's side. */
  pitcherHands: Record<Hand, number>;
  batterSides: Record<Hand, number>;
  /** The league-average pitcher of each hand: his side against each batter side. */
  pitchers: Record<Hand, Record<'vsL' | 'vsR', SideFit>>;
  /** The league-average batter of each side: his side against each pitcher hand. */
  batters: Record<Hand, Record<'vsL' | 'vsR', PrintedSide>>;
  /**
   * Double plays grounded into per plate appearance in the league's start states: the league's, a pitcher's at the
   * plate, each player's (doublePlayRates).
   */
  doublePlays: DoublePlayRates;
  context: FitContext;
}

/** The share of a mix of start states with a runner on 1st and fewer than two out: its double-play chances. */
export function chanceShare(states: StateMix): number {
  let chances = 0;
  let all = 0;
  for (const { state, weight } of states) {
    all += weight;
    if (isDoublePlayChance(state)) chances += weight;
  }
  return all > 0 ? chances / all : 0;
}

/**
 * How many times his line's walks the league's average batter prints, his outs the fewer; his league pitcher then
 * prints the fewer (calibrated to the same line). A side prints no fewer walks than none, so a batter who walks less
 * than the league pitcher's half alone gives cannot meet his rate; real batters' walk rates run lower than pitchers'
 * (2016's regulars: 18 batters under about half the league's rate, 6 pitchers), so the batters' half carries more:
 * 1.075 (54% of the walks), the one of 1, 1.05, 1.075 and 1.1 whose builds bring every rate of both sides of 2016, and
 * of 2024's batters, within budget for 95% of the regulars (docs/cards.md).
 */
export const LEAGUE_BATTER_WALKS = 1.075;

/** The league batter's chances of a line: its shares on 108, walks times LEAGUE_BATTER_WALKS from the outs. */
export function leagueBatterChances(line: SeasonLine): number[] {
  const chances = lineShares(line).map((share) => share * 108);
  const walks = CATEGORIES.indexOf('BB');
  const outs = CATEGORIES.indexOf('OUT');
  const moved = chances[walks]! * (LEAGUE_BATTER_WALKS - 1);
  chances[walks]! += moved;
  chances[outs]! -= moved;
  return chances;
}

/** Rounds between the league's sides and its start states. */
const LEAGUE_ROUNDS = 2;

/**
 * The league of a season. Its average batter of each side prints his platoon line (each category's share of 108
 * chances, the walks tilted his way by LEAGUE_BATTER_WALKS, laid out on the d20); its average pitcher of each hand
 * has the 30 X chances and 78 more, calibrated (and refined unit by unit) so that the average batter against him bats
 * the platoon line's AVG, OBP and SLG, to within .0002 with 2016's lines. The start states are the expected plate
 * appearances per state of innings those batters play against that pitching; sides and states need each other, so
 * this runs LEAGUE_ROUNDS rounds from the bases empty. Every league side prints the same share of its
 * grounders A (the double-play ball): KIND_SHARES' in the first round, then the share that makes the last round's
 * sides ground into the league's double plays per plate appearance in its states.
 *
 * Anchoring the batter (rather than the pitcher) keeps both halves of the dice near the league line: a player's side is
 * then about twice his line less the league's, the published starting point.
 */
export function buildStratLeague(data: SeasonData, tables: StratTables, cache: ReadingCache): StratLeague {
  const lines = leagueLines(data);
  const pa = (side: Hand, hand: Hand) => lines.platoon[side][hand].PA;
  const all = HANDS.reduce((s, side) => s + pa(side, 'L') + pa(side, 'R'), 0);
  const pitcherHands = { L: (pa('L', 'L') + pa('R', 'L')) / all, R: (pa('L', 'R') + pa('R', 'R')) / all };
  const batterSides = { L: (pa('L', 'L') + pa('L', 'R')) / all, R: (pa('R', 'L') + pa('R', 'R')) / all };
  const context: FitContext = { tables, states: [{ state: baseOutState(), weight: 1 }], cache };
  const granularity: Granularity = 'd20';
  let doublePlayShare = KIND_DOUBLE_PLAY_SHARE;
  const batterBuild = (side: Hand, share: number) => ({
    rows: sideRows(),
    fixed: [],
    side,
    granularity,
    doublePlays: { share },
  });
  const pitcherBuild = (side: Hand, share: number) => ({
    ...pitcherRows(),
    side,
    granularity,
    dots: powDots,
    doublePlays: { share },
  });
  // The league's double plays per plate appearance: its four matchups by their plate appearances.
  const doublePlaysOf = (pairOf: (side: Hand, hand: Hand) => { batter: PrintedSide; pitcher: PrintedSide }) => {
    let sum = 0;
    for (const side of HANDS)
      for (const hand of HANDS) {
        const { batter, pitcher } = pairOf(side, hand);
        const pair = {
          batter: readSide(batter.printed),
          side,
          power: 'N' as const,
          pitcher: readSide(pitcher.printed),
        };
        sum += (pa(side, hand) / all) * pairTally(pair, context).outcomeCounts().GDP;
      }
    return sum;
  };
  const batters = {} as StratLeague['batters'];
  const pitchers = {} as StratLeague['pitchers'];
  for (let round = 0; round < LEAGUE_ROUNDS; round++) {
    if (round > 0)
      doublePlayShare = leagueDoublePlayShare(doublePlayRates(data, chanceShare(context.states)).league, (share) =>
        doublePlaysOf((side, hand) => ({
          batter: laySide(batters[side][split(hand)].chances, batterBuild(side, share)),
          pitcher: laySide(pitchers[hand][split(side)].chances, pitcherBuild(side, share)),
        })),
      );
    for (const side of HANDS) {
      batters[side] = {} as StratLeague['batters'][Hand];
      for (const hand of HANDS)
        batters[side][split(hand)] = laySide(
          leagueBatterChances(lines.platoon[side][hand]),
          batterBuild(side, doublePlayShare),
        );
    }
    // What a pitcher's readings add against each batter side, from this round's states (any batter of the side will
    // do: the opponent cancels).
    const readings = Object.fromEntries(
      HANDS.map((side) => {
        const batter = readSide(batters[side].vsR.printed);
        return [side, new ReadingTallies((pitcher) => pairTally({ batter, side, power: 'N', pitcher }, context))];
      }),
    ) as Record<Hand, ReadingTallies>;
    for (const hand of HANDS) {
      pitchers[hand] = {} as StratLeague['pitchers'][Hand];
      for (const side of HANDS) {
        const line = lines.platoon[side][hand];
        const batter = readSide(batters[side][split(hand)].printed);
        const evaluate = (pitcher: CardSide) => pairTally({ batter, side, power: 'N', pitcher }, context);
        const zero = evaluate(ReadingTallies.zeroSide()).counts;
        const build: SideBuild = {
          ...pitcherBuild(side, doublePlayShare),
          evaluate,
          evaluatePrinted: (printed) => new Tally(readings[side].counts(printed, zero)),
        };
        // Start from the line on all 108 chances, the X rows taken from the outs.
        const start = lineShares(line).map((share, i) =>
          CATEGORIES[i] === 'OUT' ? share * 108 - X_CHANCES : share * 108,
        );
        pitchers[hand][split(side)] = calibrateSide(line, start, 108 - X_CHANCES, build, true);
      }
    }
    const matchups = HANDS.flatMap((side) =>
      HANDS.map((hand) => ({
        weight: pa(side, hand),
        matchup: pairMatchup(
          {
            batter: readSide(batters[side][split(hand)].printed),
            side,
            power: 'N',
            pitcher: readSide(pitchers[hand][split(side)].printed),
          },
          context,
        ),
      })),
    );
    context.states = stateShares(matchups).map((weight, i) => ({ state: canonicalState(i), weight }));
  }
  return {
    name: `${data.season} MLB`,
    lines,
    states: context.states,
    pitcherHands,
    batterSides,
    pitchers,
    batters,
    doublePlays: doublePlayRates(data, chanceShare(context.states)),
    context,
  };
}
