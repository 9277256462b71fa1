import { TWO_D6_WAYS } from '../../core/dice/DiceSource.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import { readScale, withOverride, type ReplayCard, type ReplayFielder } from '../../modules/replay/ratings.ts';
import type { CardSide, StratCard, StratPitching } from './cards.ts';
import { fielderAt, LEAGUE_FIELDERS } from './defense.ts';
import type { StratFielder } from './matchup.ts';
import type { ReplayAdapterTable } from './replayAdapterTable.ts';
import type { StratTables } from './tables.ts';

/** The faces of the d20 that splits a reading. */
const D20 = 20;

/** The strikeouts on one side's columns in twentieths of a chance (a split's d20 faces), a whole number. */
function strikeoutTwentieths(side: CardSide): number {
  let twentieths = 0;
  for (const column of side)
    for (let total = 2; total <= 12; total++)
      for (const part of column[total]!.parts)
        if (part.result.kind === 'SO') twentieths += TWO_D6_WAYS[total]! * (part.high - part.low + 1);
  return twentieths;
}

/**
 * A pitcher's chances of a strikeout on his columns 4-6, of 108 (3 columns of 36, splits by their d20 faces), the mean
 * of his sides against left- and right-handed batters; counted whole, so a card on a bound reads exactly on it.
 * @example strikeoutChances(glavine.pitching.columns) // => 20 (the walk-through's Glavine)
 */
export function strikeoutChances(columns: { vsL: CardSide; vsR: CardSide }): number {
  return (strikeoutTwentieths(columns.vsL) + strikeoutTwentieths(columns.vsR)) / (2 * D20);
}

/** A Strat fielder on Replay's scales at `position`. */
function replayFielder(adapter: ReplayAdapterTable, fielder: StratFielder, position: Position): ReplayFielder {
  return {
    defence: adapter.defence[fielder.range]!,
    error: readScale(adapter.error[position], fielder.error),
    arm: readScale(adapter.arm, fielder.arm),
  };
}

/** The pitcher's side of a Replay card: his H&R results by his strikeouts, and his hold. */
function pitcherSide(tables: StratTables, pitching: StratPitching): Pick<ReplayCard, 'pitcherHitAndRun' | 'hold'> {
  const adapter = tables.replayAdapter;
  const strikeouts = strikeoutChances(pitching.columns);
  return {
    pitcherHitAndRun: tables.replay.hitAndRunGrades.pitcher[readScale(adapter.pitcherHitAndRun, strikeouts)],
    hold: readScale(adapter.hold, pitching.hold),
  };
}

/**
 * A Strat card's Replay ratings by the adapter table (tables/replay-adapter.yaml), with the card's own `replay:` block
 * laid over them. He is rated as a fielder at every position as Strat plays him there (out of position included; a
 * league stand-in like the league's fielders); a position player pitches with the Emergency Pitcher Card. Behind the
 * plate his defence is his catcher rating, the scale Replay reads a catcher on (5 the best). A switch hitter is
 * right-handed here: a game gives each plate appearance the side he bats from.
 * @example replayCardOf(card({ bunting: 'A', running: 12 }), tables) // => { bunt: 1, speed: 3, ... }
 */
export function replayCardOf(card: StratCard, tables: StratTables, standIn = false): ReplayCard {
  const adapter = tables.replayAdapter;
  const fielderOf = (position: Position) => (standIn ? LEAGUE_FIELDERS[position] : fielderAt(card, position, tables));
  const fielding = Object.fromEntries(
    POSITIONS.map((position) => [position, replayFielder(adapter, fielderOf(position), position)]),
  ) as Record<Position, ReplayFielder>;
  const adapted: ReplayCard = {
    bats: card.bats === 'L' ? 'L' : 'R',
    bunt: adapter.bunt[card.bunting],
    speed: readScale(adapter.speed, card.running),
    hitAndRun: tables.replay.hitAndRunGrades.batter[adapter.hitAndRun[card.hitAndRun]],
    ...pitcherSide(tables, card.pitching ?? tables.emergencyPitcher.pitching),
    fielding,
    catcher: readScale(adapter.catcher, fielderOf('C').arm),
  };
  const rated = withOverride(adapted, card.replay);
  return { ...rated, fielding: { ...rated.fielding, C: { ...rated.fielding.C!, defence: rated.catcher } } };
}
