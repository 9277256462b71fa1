import { STAND_IN_SPOTS, standInSheet } from '../../../core/game/standInTeam.ts';
import type { PineTarCard, PineTarLeague } from '../cards.ts';
import { leagueBatterCard } from '../plan.ts';
import type { Grade } from '../vocabulary.ts';
import { rosterPlayer, type PineTarTeamOf } from './teamSheets.ts';

/** A pitcher who stands for a league's whole staff: each plate appearance draws a hand and grade by their shares. */
export type PitchingMix = readonly { throws: 'L' | 'R'; grade: Grade; weight: number }[];

/**
 * The league a set was built against as a team to play a season against, as `check` plays cards against it: nine
 * league-average batters, left- and right-handed by their shares of plate appearances (medium speed, never bunting,
 * league-average fielders), and one pitcher who is the league's pitching: every plate appearance draws a hand and
 * grade by their shares of batters faced, with the league's BK/WP; he never tires.
 * @example leagueTeam(set.league, 'CHN').team.sheet.lineups.vsR.length // => 9
 */
export function leagueTeam(
  league: PineTarLeague,
  against: string,
  file: string,
): { team: PineTarTeamOf; mix: PitchingMix } {
  const sides = (['L', 'R'] as const).filter((side) => league.batters[side] !== undefined);
  const total = sides.reduce((sum, side) => sum + league.batters[side]!.weight, 0);
  const lefties =
    sides.length === 2
      ? Math.round((STAND_IN_SPOTS.length * league.batters.L!.weight) / total)
      : sides[0] === 'L'
        ? STAND_IN_SPOTS.length
        : 0;
  const counts = sides.map((side) => (side === 'L' ? lefties : STAND_IN_SPOTS.length - lefties));
  const batters: PineTarCard[] = [];
  sides.forEach((side, i) => {
    for (let k = 0; k < counts[i]!; k++) {
      const card = leagueBatterCard(side, league.batters[side]!);
      batters.push({
        ...card,
        id: `league-${side.toLowerCase()}${k + 1}`,
        name: `League ${side}HB ${k + 1}`,
        team: `league (${against})`,
      });
    }
  });
  const mix = league.pitchers.filter((p) => p.weight > 0);
  const rightShare =
    mix.filter((p) => p.throws === 'R').reduce((sum, p) => sum + p.weight, 0) /
    mix.reduce((sum, p) => sum + p.weight, 0);
  const pitcher: PineTarCard = {
    ...leagueBatterCard('R', league.batters.R ?? league.batters.L!),
    id: 'league-pitching',
    name: `${league.name} pitching`,
    team: `league (${against})`,
    throws: rightShare >= 0.5 ? 'R' : 'L',
    positions: ['P'],
    pitching: {
      role: 'S',
      starts: 1,
      grade: { home: { early: 'C', late: 'C' }, away: { early: 'C', late: 'C' } },
      mip: { starter: 99, relief: 99 },
      bkwp: league.bkwp,
    },
  };
  const cards = [...batters, pitcher];
  return { team: { sheet: standInSheet(cards.map(rosterPlayer), against, league.name, file), cards }, mix };
}
