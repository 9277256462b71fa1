import type { ExactRunExpectancy, SeasonOptions } from '../../../core/GameSystem.ts';
import { runExpectancy, type LineupSlot } from '../../../exact/runExpectancy.ts';
import type { PbcCardSet } from '../cards.ts';
import { PbcCompiler } from '../compile.ts';
import { matchupOf, pbcMatchup } from '../plan.ts';
import { PBC_MANAGERS } from '../policies.ts';
import { MAIN_PBC_RULES } from '../rules.ts';
import type { PbcTables } from '../tables.ts';
import { pbcTeams } from './teamSheets.ts';

/**
 * Each team's exact run-expectancy matrix against the league its set was built against, as a season `--against
 * league` plays it (the main rules only): an absorbing Markov chain over (base-out state, spot due), each spot's batter
 * against the league's pitchers by share, fresh (fatigue 0), with league defense in the neutral park; the pitcher's
 * spot is the rotation's starters in turn. Runners on base run at Speed 0 (the chain has one runner per base, not one
 * per player). No steals or bunts: those are plays between plate appearances.
 * @example pbcLeagueRunExpectancy([cubs], tables, { against: 'league', dh: false, manager: 'default' })[0].matrix[0]
 */
export function pbcLeagueRunExpectancy(
  sets: readonly PbcCardSet[],
  tables: PbcTables,
  options: SeasonOptions,
): ExactRunExpectancy[] {
  if (options.against !== 'league' || (options.rules !== undefined && options.rules.text !== 'main')) return [];
  const policies = PBC_MANAGERS[options.manager];
  if (!policies) return [];
  const compiler = PbcCompiler.of(tables);
  return sets.flatMap((set) => {
    const league = set.league;
    if (!league) return [];
    const pitchers = league.pitchers.filter((p) => p.weight > 0);
    const total = pitchers.reduce((sum, p) => sum + p.weight, 0);
    return pbcTeams(set, tables, options.dh).map(({ sheet, cards }) => {
      const lineup = sheet.lineups.vsR.map((spot): LineupSlot => {
        const batters = spot.position === 'P' ? sheet.rotation.map((i) => cards[i]!) : [cards[spot.player]!];
        return batters.flatMap((batter) =>
          pitchers.map((pitcher) => ({
            weight: pitcher.weight / total / batters.length,
            matchup: matchupOf(
              pbcMatchup(
                batter,
                {
                  outChart: pitcher.outChart,
                  fatigue: 0,
                  defense: { fielders: 0, catcher: 0 },
                  park: tables.neutralPark,
                },
                tables,
                policies,
                MAIN_PBC_RULES,
              ),
              compiler,
            ),
          })),
        );
      });
      return {
        team: sheet.code,
        label: `exact, ${sheet.code} against its league`,
        matrix: runExpectancy(lineup).matrix,
      };
    });
  });
}
