import type { RunnerId } from '../../core/model/baseOut.ts';
import type { Position } from '../../core/model/positions.ts';
import type { ReplayParties } from '../../modules/replay/ratings.ts';
import type { BkWpRating } from './cards.ts';
import type { ManagerPolicies } from './policies.ts';
import type { PineTarRules } from './rules/active.ts';
import type { PineTarTables } from './tables.ts';
import type { CardResult, Grade, Speed } from './vocabulary.ts';

/** The ratings of a fielder the rules read: EC (main rules); range, arm and a catcher's AR (optional rules). */
export interface Fielder {
  ec: number;
  rg?: 'pos' | 'neu' | 'neg';
  arm?: 'W' | 'A' | 'E';
  ar?: number;
}

/** A fielder of league-average sureness and range, for positions a card set does not fill. */
export const LEAGUE_FIELDER: Fielder = { ec: 4, rg: 'neu', arm: 'A', ar: 0 };

/** A card's fielding ratings as a fielder. */
export function fielderOf(card: {
  ec: number;
  rg: 'pos' | 'neu' | 'neg';
  arm?: 'W' | 'A' | 'E';
  ar?: number;
}): Fielder {
  return {
    ec: card.ec,
    rg: card.rg,
    ...(card.arm && { arm: card.arm }),
    ...(card.ar !== undefined && { ar: card.ar }),
  };
}

/**
 * What a game adds to a plate appearance; absent outside a game (a plate appearance from a state, by the main rules
 * and the optional rules that act in one).
 */
export interface PineTarInGame {
  /** Bases (bit 1 << base) of the runners in motion on a hit and run; 0 when nobody runs. */
  inMotion: number;
  /** Whether a batter roll of the Rare Play trigger is the game's rare play (one is left to play this game). */
  rarePlay: boolean;
  /** A runner's SBC (0 when he has none), for the steals a plate appearance plays. */
  sbc(runner: RunnerId): number;
  /** Whether a runner may steal at all (his SBO is not N). */
  mayRun(runner: RunnerId): boolean;
  /** Replay's charts, when one of their rules is on (replay-bunt, replay-squeeze, replay-hit-and-run). */
  replay?: PineTarReplayInGame;
}

/** What a game gives a plate appearance for Replay's charts (the charts themselves are in the matchup's tables). */
export interface PineTarReplayInGame {
  /** The manager's hit and run before this plate appearance is a pitch on Replay's chart. */
  hitAndRun: boolean;
  /** The plate appearance's batter, pitcher, fielders and runners on Replay's scales. */
  parties(m: PineTarMatchup): ReplayParties;
}

/**
 * Everything one plate appearance needs: the batter's column for this pitcher's hand, the pitcher's grade now, the
 * defense.
 */
export interface PineTarMatchup {
  batter: {
    id: RunnerId;
    column: readonly CardResult[];
    speed: Speed;
    shc: number | 'N';
    isPitcher: boolean;
    /** The side he bats from (the RISP penalty reads it). */
    bats?: 'L' | 'R' | 'S';
  };
  pitcher: { grade: Grade; bkwp: BkWpRating; throws?: 'L' | 'R'; sobb?: string };
  defense: Readonly<Record<Position, Fielder>>;
  /** Speed of any runner on base. */
  speedOf(runner: RunnerId): Speed;
  tables: PineTarTables;
  policies: ManagerPolicies;
  /** Optional rules in play; none (the main rules) when absent. */
  rules?: PineTarRules;
  /** The game's part, in a game. */
  game?: PineTarInGame;
}
