import type { GameFinding } from '../../core/GameSystem.ts';
import type { PiecepackCardSet } from './cards.ts';
import { cardsAndDice } from './cardsAndDice.ts';
import { battingStrata, inningStates } from './plan.ts';
import type { PiecepackPlate } from './plateMatchup.ts';
import { MAIN_PIECEPACK_RULES, type PiecepackRules } from './rules.ts';
import type { PiecepackTables } from './tables.ts';
import { leagueRunExpectancy } from './game/seasonLeague.ts';

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * How much of a piecepack at-bat is the cards and how much the dice, for the sets' league (every team's lineup against
 * the others' fielders, from the innings' own states), under the main rules and with Juice Cards.
 * @example piecepackFindings([fourTeams], tables)[0].title // => 'The cards and the dice'
 */
export function piecepackFindings(sets: readonly PiecepackCardSet[], tables: PiecepackTables): GameFinding[] {
  const teams = sets.flatMap((set) => set.teams);
  const measure = (rules: PiecepackRules) => {
    const strata = teams.flatMap((team) =>
      battingStrata(team, teams.length === 1 ? teams : teams.filter((t) => t !== team), tables, rules).map((s) => ({
        ...s,
        weight: s.weight / teams.length,
      })),
    );
    const re = leagueRunExpectancy(teams, tables, rules);
    return cardsAndDice(strata, inningStates(strata), re, (s) => (s.matchup as PiecepackPlate).m);
  };
  const main = measure(MAIN_PIECEPACK_RULES);
  const juice = measure({ ...MAIN_PIECEPACK_RULES, juice: true });
  return [
    {
      title: 'The cards and the dice',
      text:
        `With both cards drawn blind from full hands, which card wins explains ${percent(main.cardsShare)} of the ` +
        `variance of an at-bat's run value (its runs and the change in run expectancy); the dice explain the other ` +
        `${percent(1 - main.cardsShare)}. Winning the cards is worth ${main.edgeWorth.toFixed(3)} runs an at-bat to ` +
        `the batter against losing them, where an at-bat's value spreads ${main.spread.toFixed(3)} runs (one ` +
        `standard deviation). With Juice Cards the cards explain ${percent(juice.cardsShare)} and winning them is ` +
        `worth ${juice.edgeWorth.toFixed(3)} runs. Exact, over the league's at-bats from its innings' own states. ` +
        `What choosing the cards is worth, with hands that run down, is what the card-play rule's pairs measure: ` +
        `each pair of policies against save-faces on the same dice.`,
    },
  ];
}
