import { League } from '../../../core/game/League.ts';
import { managerNamed } from '../../../core/game/managerNamed.ts';
import { InputError } from '../../../core/input/InputError.ts';
import type { SeasonOptions } from '../../../core/GameSystem.ts';
import type { StratCardSet } from '../cards.ts';
import type { ParkCard } from '../park.ts';
import { battingColumns } from '../plan.ts';
import { STRAT_MANAGERS } from '../policies.ts';
import { MAIN_STRAT_RULES, stratRules } from '../rules.ts';
import type { StratTables } from '../tables.ts';
import { stratLeagueTeam, type HandMix } from './leagueTeam.ts';
import { StratGameRules, type StratPlayer } from './StratGameRules.ts';
import { stratTeams, type StratTeamOf } from './teamSheets.ts';

/**
 * The teams of the given Strat sets as one league under the named manager and the rules in play. Against `set`, a
 * round robin (a league of one team plays a copy of itself, code suffixed " 2"); against `league`, each team plays
 * the league its set was built against (leagueTeam.ts). Each team is at home in its set's park, else the neutral one.
 * @example
 * stratSeasonLeague([cubs, cleveland], tables, { against: 'set', dh: false, manager: 'default' }).teams.length // => 2
 */
export function stratSeasonLeague(sets: readonly StratCardSet[], tables: StratTables, options: SeasonOptions): League {
  const policies = managerNamed(STRAT_MANAGERS, options.manager, 'Strat');
  const owned = sets.flatMap((set) => stratTeams(set, options.dh).map((team) => ({ set, team })));
  const homeOf = (set: StratCardSet, code: string) => set.parks[set.teams[code]?.park ?? ''] ?? tables.neutralPark;
  const teams: { team: StratTeamOf; set: StratCardSet | undefined; park: ParkCard }[] = owned.map(({ set, team }) => ({
    team,
    set,
    park: homeOf(set, team.sheet.code),
  }));
  const mixes = new Map<number, HandMix>();
  if (options.against === 'league') {
    for (const { set, team } of owned) {
      if (!set.league)
        throw new InputError([
          {
            file: set.file,
            line: 1,
            field: 'league',
            expected: 'a league block (as `cardlab build` writes) to play a season against',
          },
        ]);
      const opponent = stratLeagueTeam(set.league, team.sheet.code, set.file);
      const first = teams.reduce((sum, { team: t }) => sum + t.cards.length, 0);
      mixes.set(first + opponent.team.sheet.rotation[0]!, opponent.mix);
      teams.push({ team: opponent.team, set: undefined, park: tables.neutralPark });
    }
  } else if (teams.length === 1) {
    const { team, set, park } = teams[0]!;
    teams.push({ team: { ...team, sheet: { ...team.sheet, code: `${team.sheet.code} 2` } }, set, park });
  }
  const players: StratPlayer[] = teams.flatMap(({ team, set }) =>
    team.cards.map((card) =>
      set
        ? { card, batting: { vsL: battingColumns(set, card, 'L'), vsR: battingColumns(set, card, 'R') } }
        : { card, batting: card.batting!, standIn: true },
    ),
  );
  const parks = teams.map(({ park }) => park);
  const rules = options.rules ? stratRules(options.rules) : MAIN_STRAT_RULES;
  const teamOf = Int32Array.from(teams.flatMap(({ team }, index) => team.cards.map(() => index)));
  const gameRules = new StratGameRules(players, tables, policies, { rules, mixes, parks, teamOf });
  return new League(
    teams.map(({ team }) => team.sheet),
    gameRules,
    options.against === 'league' ? 'own-league' : 'round-robin',
  );
}
