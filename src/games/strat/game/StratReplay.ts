import { NOBODY, type GameState } from '../../../core/game/GameState.ts';
import { POSITIONS, type Position } from '../../../core/model/positions.ts';
import { replayParties, type ReplayCard, type ReplayParties } from '../../../modules/replay/ratings.ts';
import type { ReplayRules } from '../../../modules/replay/rules.ts';
import type { ReplayTables } from '../../../modules/replay/tables.ts';

/**
 * Replay's charts in a Strat league: the rules on, the charts, every player's Replay card (replayAdapter.ts, read once
 * for the league) and the plate appearance now, whose parties it gives only when a Replay play is made. League index
 * i is runner id i, as in every Strat game.
 * @example new StratReplay(cards, tables.replay, rules).at(game, batter, pitcher, 'L').parties().batter.bats // => 'L'
 */
export class StratReplay {
  declare readonly rules: ReplayRules;
  declare readonly tables: ReplayTables;
  declare private readonly cards: readonly ReplayCard[];
  declare private game: GameState | undefined;
  declare private batter: number;
  declare private pitcher: number;
  declare private side: 'L' | 'R';

  /** `cards[i]` is the Replay card of league index i. */
  constructor(cards: readonly ReplayCard[], tables: ReplayTables, rules: ReplayRules) {
    this.cards = cards;
    this.tables = tables;
    this.rules = rules;
    this.game = undefined;
    this.batter = NOBODY;
    this.pitcher = NOBODY;
    this.side = 'R';
  }

  /** The plate appearance of `batter` (batting from `side`) against `pitcher` in `game`. */
  at(game: GameState, batter: number, pitcher: number, side: 'L' | 'R'): this {
    this.game = game;
    this.batter = batter;
    this.pitcher = pitcher;
    this.side = side;
    return this;
  }

  /** The batter's Replay bunt rating (1 the best), which the module's squeeze call reads. */
  get batterBunt(): number {
    return this.cards[this.batter]!.bunt;
  }

  /** Everyone the play reads now: the batter from his side, the pitcher, the defense's fielders, the runners. */
  parties(): ReplayParties {
    const game = this.game!;
    const fielders = game.fielders[game.defense]!;
    const fielderAt = (position: Position): ReplayCard | undefined => {
      const player = position === 'P' ? this.pitcher : fielders[POSITIONS.indexOf(position)]!;
      return player === NOBODY ? undefined : this.cards[player];
    };
    const parties = replayParties(
      { id: this.batter, card: this.cards[this.batter]! },
      this.cards[this.pitcher]!,
      fielderAt,
      (runner) => this.cards[runner]!.speed,
    );
    parties.batter.bats = this.side;
    return parties;
  }
}
