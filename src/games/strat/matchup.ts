import type { RunnerId } from '../../core/model/baseOut.ts';
import type { Position } from '../../core/model/positions.ts';
import type { CardSide } from './cards.ts';
import type { ParkCard } from './park.ts';
import type { StratPolicies } from './policies.ts';
import type { StratRules } from './rules.ts';
import type { StratTables } from './tables.ts';

/**
 * A fielder as the rules read him: range and e-rating at his position; arm for outfielders and catchers; a catcher's PB
 * and T.
 */
export interface StratFielder {
  range: number;
  error: number;
  arm: number;
  pb: number;
  t: number;
}

/**
 * Everything one Strat plate appearance needs: both card sides (the batter's columns 1-3 for the pitcher's hand, the
 * pitcher's 4-6 for the side the batter bats from), the ratings the follow-up rolls read, the fielders, the park.
 */
export interface StratMatchup {
  batter: {
    id: RunnerId;
    columns: CardSide;
    /** The side he bats from in this plate appearance (a switch hitter bats opposite the pitcher). */
    side: 'L' | 'R';
    power: 'N' | 'W';
    running: number;
  };
  pitcher: {
    columns: CardSide;
    wp: number;
    balk: number;
    hold: number;
    /** Past his point of weakness: outs with the POW dot are singles**. */
    weakened: boolean;
  };
  defense: Readonly<Record<Position, StratFielder>>;
  park: ParkCard;
  /** Running rating of any runner on base. */
  runningOf(runner: RunnerId): number;
  tables: StratTables;
  policies: StratPolicies;
  /** Optional rules that act in a plate appearance (none when absent: the main rules). */
  rules?: StratRules;
}
