import { STAND_IN_SPOTS, standInSheet } from '../../../core/game/standInTeam.ts';
import type { CardSide, StratCard, StratLeagueCards } from '../cards.ts';
import { LEAGUE_PITCHING } from '../defense.ts';
import { leagueBatterCard } from '../plan.ts';
import { stratRosterPlayer, type StratTeamOf } from './teamSheets.ts';

/**
 * A pitcher who stands for a league's whole staff: each plate appearance draws the league pitcher of a hand by his
 * share of batters faced.
 */
export type HandMix = readonly { throws: 'L' | 'R'; weight: number; columns: { vsL: CardSide; vsR: CardSide } }[];

/**
 * The league a Strat set was built against as a team to play a season against, as `check` plays cards against it:
 * nine league-average batters, left- and right-handed by their shares of plate appearances (average runners, league
 * fielders), and one pitcher who is the league's pitching: every plate appearance draws the hand of the league
 * pitcher he pitches as, by their shares, with the league's ratings; he never reaches a point of weakness.
 * @example stratLeagueTeam(set.league, 'CHN', set.file).team.sheet.lineups.vsR.length // => 9
 */
export function stratLeagueTeam(
  league: StratLeagueCards,
  against: string,
  file: string,
): { team: StratTeamOf; mix: HandMix } {
  const total = league.batters.L.weight + league.batters.R.weight;
  const lefties = Math.round((STAND_IN_SPOTS.length * league.batters.L.weight) / total);
  const team = `league (${against})`;
  const batters: StratCard[] = STAND_IN_SPOTS.map((_, i) => {
    const side = i < lefties ? 'L' : 'R';
    return {
      ...leagueBatterCard(league, side),
      id: `league-${side.toLowerCase()}${i + 1}`,
      name: `League ${side}HB ${i + 1}`,
      team,
    };
  });
  const mix: HandMix = (['L', 'R'] as const)
    .map((throws) => ({ throws, ...league.pitchers[throws] }))
    .filter((hand) => hand.weight > 0);
  const throws = league.pitchers.R.weight >= league.pitchers.L.weight ? 'R' : 'L';
  const pitcher: StratCard = {
    ...leagueBatterCard(league, throws),
    id: 'league-pitching',
    name: `${league.name} pitching`,
    team,
    throws,
    pitching: { ...LEAGUE_PITCHING, starter: 9, columns: league.pitchers[throws].columns },
  };
  const cards = [...batters, pitcher];
  return { team: { sheet: standInSheet(cards.map(stratRosterPlayer), against, league.name, file), cards }, mix };
}
