import { POSITIONS, type Position } from '../../core/model/positions.ts';
import type { FieldingRating, StratCard, StratCardSet } from './cards.ts';
import type { StratFielder } from './matchup.ts';
import type { StratTables } from './tables.ts';

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
  return {
    range: rating.range,
    error: rating.error,
    arm: rating.arm ?? league.arm,
    pb: rating.pb ?? league.pb,
    t: rating.t ?? league.t,
  };
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
    const card =
      position === 'P'
        ? pitcher
        : (byId.get(printed[position] ?? '') ??
          set.players.find((p) => p.team === team && !p.pitching && p.fielding[position]));
    const rating = card?.fielding[position];
    if (rating) defense[position] = fielderOf(rating, position);
  }
  return defense;
}

const OUTFIELD = ['LF', 'CF', 'RF'] as const;
type Outfield = (typeof OUTFIELD)[number];
/** Table 8, the outfield conversion chart: range added when an outfielder rated at one spot (row) plays another. */
const OUTFIELD_CONVERSION: Readonly<Record<Outfield, Readonly<Record<Outfield, number>>>> = {
  CF: { LF: 0, CF: 0, RF: 0 },
  RF: { LF: 0, CF: 1, RF: 0 },
  LF: { LF: 0, CF: 2, RF: 1 },
};
/**
 * Out of position: the worst range (he never played there, as far as his card shows), the arm +5 in the outfield and
 * behind the plate.
 */
const OUT_OF_POSITION = { range: 5, arm: 5, pb: 20, t: 20 } as const;
const isOutfield = (position: Position): position is Outfield => (OUTFIELD as readonly Position[]).includes(position);

/**
 * A card's fielder at a position, rated there or not (Playing a Defensive Player Out of Position). An outfielder at
 * another outfield spot keeps his e-rating and arm and takes the conversion chart's range (his best rated spot's,
 * within the chart's e-ratings). Anyone else unrated plays range 5 with the position's worst e-rating, an arm of +5
 * in the outfield or behind the plate, and a catcher's T and PB of 1-20.
 */
export function fielderAt(card: StratCard, position: Position, tables: StratTables): StratFielder {
  const rated = card.fielding[position];
  if (rated) return fielderOf(rated, position);
  const worstError = tables.fielding.error[position].length - 1;
  if (position === 'P' && !card.pitching) {
    // A position player on the mound: the Emergency Pitcher Card's rating, its e-rating within the chart's rows.
    const { range, error } = tables.emergencyPitcher.fielding;
    return fielderOf({ range, error: Math.min(error, worstError) }, position);
  }
  if (isOutfield(position)) {
    const converted = OUTFIELD.filter((spot) => card.fielding[spot]).map((spot) => {
      const rating = card.fielding[spot]!;
      return {
        range: Math.min(5, rating.range + OUTFIELD_CONVERSION[spot][position]),
        error: Math.min(worstError, rating.error),
        arm: rating.arm ?? LEAGUE_FIELDERS[position].arm,
        pb: 0,
        t: 0,
      };
    });
    const best = converted.sort((a, b) => a.range - b.range || a.error - b.error)[0];
    if (best) return best;
  }
  const thrower = isOutfield(position) || position === 'C';
  return {
    range: OUT_OF_POSITION.range,
    error: worstError,
    arm: thrower ? OUT_OF_POSITION.arm : LEAGUE_FIELDERS[position].arm,
    pb: position === 'C' ? OUT_OF_POSITION.pb : 0,
    t: position === 'C' ? OUT_OF_POSITION.t : 0,
  };
}
