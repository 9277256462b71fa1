import type { CheckStratum, CheckSubject, GradePlan } from '../../core/GameSystem.ts';
import type { PiecepackCardSet } from './cards.ts';
import { allFielders, battingStrata, inningStates, lineupOf, piecepackMatchup } from './plan.ts';
import { PiecepackPlate } from './plateMatchup.ts';
import { MAIN_PIECEPACK_RULES } from './rules.ts';
import type { PiecepackTables } from './tables.ts';
import { TILE_NAMES, TILE_VALUES } from './vocabulary.ts';

/** The tile values as grades, the best batter (and worst fielder) first. */
export const TILE_GRADES = TILE_VALUES.map(String);

/**
 * The tile-value experiment, piecepack's `grades`: for each tile value 0..5, a batter of that tile against each team's
 * fielders (batting), and the league's lineups against fielders who are all of that tile (fielding), all else equal;
 * at-bats between full hands, cards drawn blind, from the league's own state mix. Measured from tile 2, the pinch
 * hitter's.
 */
export function piecepackGradePlan(set: PiecepackCardSet, tables: PiecepackTables): GradePlan {
  const rules = MAIN_PIECEPACK_RULES;
  const teams = set.teams;
  const league = teams.flatMap((team) =>
    battingStrata(team, teams.length === 1 ? teams : teams.filter((t) => t !== team), tables, rules).map((s) => ({
      ...s,
      weight: s.weight / teams.length,
    })),
  );
  const states = inningStates(league);
  const subjects = TILE_VALUES.map((tile): CheckSubject[] => {
    const batting: CheckStratum[] = teams.map((defense) => ({
      weight: 1 / teams.length,
      split: 'vsR',
      label: `tile ${TILE_NAMES[tile]} vs ${defense.name}`,
      matchup: new PiecepackPlate(piecepackMatchup(tile, defense.tiles, tables, rules)),
    }));
    const spots = teams.flatMap((team) => lineupOf(team, tables));
    const fielding: CheckStratum[] = spots.map(({ position, tile: batter }) => ({
      weight: 1 / spots.length,
      split: 'vsR',
      label: `${position} (tile ${batter}) vs fielders of tile ${TILE_NAMES[tile]}`,
      matchup: new PiecepackPlate(piecepackMatchup(batter, allFielders(tile), tables, rules)),
    }));
    return [
      {
        id: 'batter-tile',
        name: 'A batter of this tile',
        team: '',
        role: 'batter',
        targets: {},
        strata: batting,
        states,
      },
      {
        id: 'fielder-tile',
        name: 'Fielders of this tile',
        team: '',
        role: 'pitcher',
        targets: {},
        strata: fielding,
        states,
      },
    ];
  });
  return {
    grades: TILE_GRADES,
    reference: '2',
    opponents: "the set's teams (a batter against each team's fielders; the league's lineups against the fielders)",
    subjects,
  };
}
