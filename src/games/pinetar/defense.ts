import { POSITIONS, type Position } from '../../core/model/positions.ts';
import type { PineTarCard, PineTarCardSet } from './cards.ts';
import { fielderOf, LEAGUE_FIELDER, type Fielder } from './matchup.ts';

/**
 * A team's fielders: the set's `teams.<team>.defense` where given; otherwise, per position, the team's player who
 * lists it first among his positions, with the most plate appearances; a position nobody fills gets a league-average
 * fielder. The pitcher's position is always the pitcher on the mound.
 * @example teamDefense(set, 'CLE', tomlin).SS.ec // => Lindor's EC
 */
export function teamDefense(
  set: PineTarCardSet,
  team: string,
  pitcher: PineTarCard | undefined,
): Record<Position, Fielder> {
  const byId = new Map(set.players.map((p) => [p.id, p]));
  const chosen = set.teams[team]?.defense ?? {};
  const roster = set.players.filter((p) => p.team === team && !p.pitching);
  const fielders = {} as Record<Position, Fielder>;
  for (const position of POSITIONS) {
    const named = chosen[position] === undefined ? undefined : byId.get(chosen[position]);
    const regular = roster
      .filter((p) => p.positions[0] === position)
      .sort((a, b) => b.targets.season.PA - a.targets.season.PA || a.id.localeCompare(b.id))[0];
    const card = position === 'P' ? pitcher : (named ?? regular);
    fielders[position] = card ? fielderOf(card) : LEAGUE_FIELDER;
  }
  return fielders;
}
