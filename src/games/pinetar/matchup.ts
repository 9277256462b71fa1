import type { RunnerId } from '../../model/baseOut.ts';
import type { Position } from '../../model/positions.ts';
import type { BkWpRating } from './cards.ts';
import type { ManagerPolicies } from './policies.ts';
import type { PineTarTables } from './tables.ts';
import type { CardResult, Grade, Speed } from './vocabulary.ts';

/** The ratings of a fielder the main rules read. */
export interface Fielder {
  ec: number;
}

/** A fielder of league-average sureness, for positions a card set does not fill. */
export const LEAGUE_FIELDER: Fielder = { ec: 4 };

/** Everything one plate appearance needs: the batter's column for this pitcher's hand, the pitcher's grade now, the defense. */
export interface PineTarMatchup {
  batter: {
    id: RunnerId;
    column: readonly CardResult[];
    speed: Speed;
    shc: number | 'N';
    isPitcher: boolean;
  };
  pitcher: { grade: Grade; bkwp: BkWpRating };
  defense: Readonly<Record<Position, Fielder>>;
  /** Speed of any runner on base. */
  speedOf(runner: RunnerId): Speed;
  tables: PineTarTables;
  policies: ManagerPolicies;
}
