import { POSITIONS, type Position } from '../../model/positions.ts';
import type { FieldingRating, StratCard, StratCardSet } from './cards.ts';
import type { StratFielder } from './matchup.ts';

/**
 * A league-average fielder at each position, for positions a set does not fill: range 3 (average), e-ratings near
 * the middle of each position's chart, arm 0. The catcher's PB 3 and the pitcher's WP 9 and balk 1 (see
 * LEAGUE_PITCHING) give 2016 MLB's passed balls (about 1 in 240 plate appearances with runners on), wild pitches
 * (1,808) and balks (148) through the d20 gate.
 */
export const LEAGUE_FIELDERS: Readonly<Record<Position, StratFielder>> = {
  P: { range: 3, error: 4, arm: 0, pb: 0, t: 0 },
  C: { range: 3, error: 5, arm: 0, pb: 3, t: 5 },
  '1B': { range: 3, error: 8, arm: 0, pb: 0, t: 0 },
  '2B': { range: 3, error: 12, arm: 0, pb: 0, t: 0 },
  '3B': { range: 3, error: 15, arm: 0, pb: 0, t: 0 },
  SS: { range: 3, error: 18, arm: 0, pb: 0, t: 0 },
  LF: { range: 3, error: 5, arm: 0, pb: 0, t: 0 },
  CF: { range: 3, error: 5, arm: 0, pb: 0, t: 0 },
  RF: { range: 3, error: 5, arm: 0, pb: 0, t: 0 },
};

/** A league-average pitcher's hold, balk and WP ratings. */
export const LEAGUE_PITCHING = { hold: 0, balk: 1, wp: 9 } as const;

/** A card's rating at a position as a fielder (missing arm, PB and T as the league's). */
export function fielderOf(rating: FieldingRating, position: Position): StratFielder {
  const league = LEAGUE_FIELDERS[position];
  return { range: rating.range, error: rating.error, arm: rating.arm ?? league.arm, pb: rating.pb ?? league.pb, t: rating.t ?? league.t };
}

/** The defense of every position filled by the league-average fielder. */
export const leagueDefense = (): Record<Position, StratFielder> => ({ ...LEAGUE_FIELDERS });

/**
 * A team's fielders behind `pitcher`: the team's printed defense, else its first card rated at the position, else the
 * league-average fielder; the pitcher fields for himself.
 */
export function teamDefense(set: StratCardSet, team: string, pitcher: StratCard): Record<Position, StratFielder> {
  const byId = new Map(set.players.map((card) => [card.id, card]));
  const printed = set.teams[team]?.defense ?? {};
  const defense = leagueDefense();
  for (const position of POSITIONS) {
    const card = position === 'P' ? pitcher : byId.get(printed[position] ?? '') ?? set.players.find((p) => p.team === team && !p.pitching && p.fielding[position]);
    const rating = card?.fielding[position];
    if (rating) defense[position] = fielderOf(rating, position);
  }
  return defense;
}
