import { League } from '../../../core/game/League.ts';
import { managerNamed } from '../../../core/game/managerNamed.ts';
import { STAND_IN_SPOTS, standInSheet } from '../../../core/game/standInTeam.ts';
import { InputError } from '../../../core/input/InputError.ts';
import { allocate } from '../../../stats/allocate.ts';
import type { SeasonOptions } from '../../../core/GameSystem.ts';
import type { PbcCard, PbcCardSet, PbcLeague } from '../cards.ts';
import type { PbcPark } from '../park.ts';
import { PBC_MANAGERS } from '../policies.ts';
import { MAIN_PBC_RULES, pbcRules } from '../rules.ts';
import type { PbcTables } from '../tables.ts';
import { PbcGameRules, type PitchingMix } from './PbcGameRules.ts';
import { pbcRosterPlayer, pbcTeams, type PbcTeamOf } from './teamSheets.ts';

/**
 * The league a PBC set was built against as a team to play a season against, as `check` plays cards against it: nine
 * league batters and one pitcher who is the league's pitching (each plate appearance draws a league pitcher by share;
 * he never tires).
 */
function leagueTeam(
  league: PbcLeague,
  against: string,
  file: string,
  tables: PbcTables,
): PbcTeamOf & { mix: PitchingMix } {
  const team = `league (${against})`;
  // The nine spots go to the league's batters by share (largest remainder), best share first.
  const spots = allocate(
    STAND_IN_SPOTS.length,
    league.batters.map((b) => b.weight),
  ).flatMap((count, i) => Array.from({ length: count }, () => league.batters[i]!));
  const batter = (i: number): PbcCard => {
    const b = spots[i] ?? league.batters[0]!;
    return {
      id: `league-${i + 1}`,
      name: `${b.name} ${i + 1}`,
      team,
      position: 'C',
      hits: b.hits,
      variance: b.variance,
      speed: b.speed,
      bunt: 0,
      defense: 0,
      line: 0,
    };
  };
  const pitcher: PbcCard = {
    ...batter(0),
    id: 'league-pitching',
    name: `${league.name} pitching`,
    position: 'P',
    pitching: { outChart: league.pitchers[0]!.outChart, fatigue: 0, role: 'S' },
  };
  const cards = [...STAND_IN_SPOTS.map((_, i) => batter(i)), pitcher];
  const sheet = standInSheet(
    cards.map((card) => pbcRosterPlayer(card, tables)),
    against,
    league.name,
    file,
  );
  return { sheet, cards, mix: league.pitchers.filter((p) => p.weight > 0) };
}

/**
 * The teams of the given PBC sets as one league under the named manager and the rules in play. Against `set`, a round
 * robin (a lone team plays a copy of itself); against `league`, each team plays the league its set was built against.
 * Each team is at home in its set's park, else the neutral park.
 * @example pbcSeasonLeague([cubs, cleveland], tables, { against: 'set', dh: false, manager: 'default' }).teams.length
 * // => 2
 */
export function pbcSeasonLeague(sets: readonly PbcCardSet[], tables: PbcTables, options: SeasonOptions): League {
  const policies = managerNamed(PBC_MANAGERS, options.manager, 'PBC');
  const homeOf = (set: PbcCardSet, code: string): PbcPark =>
    set.parks[set.teams[code]?.park ?? ''] ?? tables.neutralPark;
  const teams: { team: PbcTeamOf; park: PbcPark }[] = sets.flatMap((set) =>
    pbcTeams(set, tables, options.dh).map((team) => ({ team, park: homeOf(set, team.sheet.code) })),
  );
  const mixes = new Map<number, PitchingMix>();
  if (options.against === 'league') {
    const owned = [...teams];
    for (const { team } of owned) {
      const set = sets.find((s) => s.file === team.sheet.file)!;
      if (!set.league)
        throw new InputError([
          {
            file: set.file,
            line: 1,
            field: 'league',
            expected: 'a league block (as `cardlab build` writes) to play a season against',
          },
        ]);
      const opponent = leagueTeam(set.league, team.sheet.code, set.file, tables);
      const first = teams.reduce((sum, { team: t }) => sum + t.cards.length, 0);
      mixes.set(first + opponent.sheet.rotation[0]!, opponent.mix);
      teams.push({ team: opponent, park: tables.neutralPark });
    }
  } else if (teams.length === 1) {
    const { team, park } = teams[0]!;
    teams.push({ team: { ...team, sheet: { ...team.sheet, code: `${team.sheet.code} 2` } }, park });
  }
  const rules = options.rules ? pbcRules(options.rules) : MAIN_PBC_RULES;
  const gameRules = new PbcGameRules(
    teams.flatMap(({ team }) => team.cards),
    tables,
    policies,
    { rules, parks: teams.map(({ park }) => park), mixes },
  );
  return new League(
    teams.map(({ team }) => team.sheet),
    gameRules,
    options.against === 'league' ? 'own-league' : 'round-robin',
  );
}
