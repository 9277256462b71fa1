import { NOBODY } from '../../core/game/GameState.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import {
  readScale,
  replayParties,
  withOverride,
  type ReplayCard,
  type ReplayFielder,
  type ReplayParties,
} from '../../modules/replay/ratings.ts';
import type { HitAndRunGrade, ReplayTables } from '../../modules/replay/tables.ts';
import type { PineTarCard } from './cards.ts';
import type { PineTarMatchup } from './matchup.ts';
import type { PineTarReplayAdapter } from './replayAdapterTable.ts';
import type { Grade } from './vocabulary.ts';

/** A number read onto a rating through the table's bounds: at or under bounds[i], ratings[i]; above all, the last. */

/**
 * The rolls of SO on a batter's columns: the mean of vs LHP and vs RHP (a single column counts for both).
 * @example strikeoutRolls(bryant) // => 21.5 (20 rolls of SO vs LHP, 23 vs RHP)
 */
export function strikeoutRolls(card: Pick<PineTarCard, 'columns'>): number {
  const count = (column: readonly { kind: string }[]) => column.filter((result) => result.kind === 'SO').length;
  return (count(card.columns.vsL) + count(card.columns.vsR)) / 2;
}

/**
 * A batter's hit-and-run grade: his strikeout rolls through the table's bounds (Pine Tar rates no hit and run).
 * @example batterHitAndRunGrade(rizzo, adapter) // => 'A' (15 rolls of SO)
 */
export function batterHitAndRunGrade(
  card: Pick<PineTarCard, 'columns'>,
  adapter: PineTarReplayAdapter,
): HitAndRunGrade {
  const { bounds, grades } = adapter.hitAndRun.batter;
  return readScale({ bounds, ratings: grades }, strikeoutRolls(card));
}

/**
 * A pitcher's six H&R results at a grade: his card's own (`replay: pitcherHitAndRun`) where it gives them, else those
 * of the H&R grade the adapter gives his Pine Tar grade.
 */
export function pitcherHitAndRunAt(
  card: Pick<PineTarCard, 'replay'>,
  grade: Grade,
  adapter: PineTarReplayAdapter,
  tables: Pick<ReplayTables, 'hitAndRunGrades'>,
): readonly number[] {
  return card.replay?.pitcherHitAndRun ?? tables.hitAndRunGrades.pitcher[adapter.hitAndRun.pitcher[grade]];
}

/**
 * A Pine Tar card's Replay ratings: the adapter table's reading of his SHC, speed and SBO, RG, EC, arm, AR, throwing
 * hand, strikeout rolls and (a pitcher's) home grade, then his own `replay:` over them. Pine Tar prints one RG and EC
 * for every position, so he fields alike everywhere; behind the plate his catcher rating is his defence (the Umpire
 * chart reads a catcher on its catcher column). A switch hitter is given R here; he bats against each pitcher from the
 * other side (see {@link PineTarReplayCards.parties}).
 * @example replayCardOf(zobrist, adapter, replayTables).bunt // => 1 (SHC 90)
 */
export function replayCardOf(card: PineTarCard, adapter: PineTarReplayAdapter, tables: ReplayTables): ReplayCard {
  const fielder: ReplayFielder = {
    defence: adapter.defence[card.rg],
    error: readScale(adapter.error, card.ec),
    arm: adapter.arm[card.arm ?? 'none'],
  };
  const adapted: ReplayCard = {
    bats: card.bats === 'L' ? 'L' : 'R',
    bunt: card.shc === 'N' ? adapter.bunt.N : readScale(adapter.bunt, card.shc),
    speed: adapter.speed[card.speed][card.sbo],
    hitAndRun: tables.hitAndRunGrades.batter[batterHitAndRunGrade(card, adapter)],
    pitcherHitAndRun: pitcherHitAndRunAt({}, card.pitching?.grade.home.early ?? 'C', adapter, tables),
    hold: adapter.hold[card.throws],
    fielding: Object.fromEntries(POSITIONS.map((position) => [position, fielder])),
    catcher: card.ar === undefined ? adapter.catcher.none : readScale(adapter.catcher, card.ar),
  };
  const own = withOverride(adapted, card.replay);
  return { ...own, fielding: { ...own.fielding, C: { ...own.fielding.C!, defence: own.catcher } } };
}

/**
 * A league's cards on Replay's scales, adapted once (a season plays millions of plate appearances, a Replay play in
 * few of them), and the parties of a plate appearance from them.
 * @example new PineTarReplayCards(cards, tables).card(3).speed // => 5 for an F runner of SBO A
 */
export class PineTarReplayCards {
  declare private readonly cards: readonly PineTarCard[];
  declare private readonly replay: readonly ReplayCard[];
  declare private readonly adapter: PineTarReplayAdapter;
  declare private readonly tables: ReplayTables;

  /** `cards[i]` is the card of league index i. */
  constructor(cards: readonly PineTarCard[], tables: { replay: ReplayTables; replayAdapter: PineTarReplayAdapter }) {
    this.cards = cards;
    this.adapter = tables.replayAdapter;
    this.tables = tables.replay;
    this.replay = cards.map((card) => replayCardOf(card, this.adapter, this.tables));
  }

  /** The Replay ratings of league index `player`. */
  card(player: number): ReplayCard {
    return this.replay[player]!;
  }

  /**
   * The parties of a plate appearance: the matchup's batter (a switch hitter on the side away from the pitcher's hand),
   * its pitcher with the H&R results of his grade now, the fielders at `fielders` (league indices by POSITIONS order,
   * read now: the parties outlive a substitution only with the matchup they belong to) and every runner's speed.
   */
  parties(m: PineTarMatchup, pitcher: number, fielders: ArrayLike<number>): ReplayParties {
    const batter = this.card(m.batter.id);
    const bats = this.cards[m.batter.id]!.bats === 'S' ? (m.pitcher.throws === 'R' ? 'L' : 'R') : batter.bats;
    const at = Object.fromEntries(
      POSITIONS.map((position, i) => [position, fielders[i] === NOBODY ? undefined : this.card(fielders[i]!)]),
    ) as Record<Position, ReplayCard | undefined>;
    const pitching = {
      ...this.card(pitcher),
      pitcherHitAndRun: pitcherHitAndRunAt(this.cards[pitcher]!, m.pitcher.grade, this.adapter, this.tables),
    };
    return replayParties(
      { id: m.batter.id, card: bats === batter.bats ? batter : { ...batter, bats } },
      pitching,
      (position) => at[position],
      (runner) => this.card(runner).speed,
    );
  }
}
