import { League } from '../../../core/game/League.ts';
import { managerNamed } from '../../../core/game/managerNamed.ts';
import { InputError } from '../../../core/input/InputError.ts';
import type { SeasonOptions } from '../../../core/GameSystem.ts';
import type { PineTarCard, PineTarCardSet } from '../cards.ts';
import { MANAGER_POLICIES } from '../policies.ts';
import type { PineTarTables } from '../tables.ts';
import { leagueTeam, type PitchingMix } from './leagueTeam.ts';
import { MAIN_RULES } from '../../../core/OptionalRule.ts';
import { pineTarRules } from '../rules/active.ts';
import { PineTarGameRules } from './PineTarGameRules.ts';
import { parseInjury } from './seasonRoster.ts';
import { pineTarTeams, type PineTarTeamOf } from './teamSheets.ts';

/**
 * The teams of the given sets as one league under Pine Tar's rules (main, and any optional rules of `options.rules`)
 * and the named manager. Against `set`, a
 * round robin, and a league of one team plays that team against a copy of itself (code suffixed " 2", its players
 * counted apart). Against `league`, each team plays the league its set was built against (leagueTeam.ts).
 * @example
 * pineTarSeasonLeague([cubs, cleveland], tables, { against: 'set', dh: false, manager: 'default' }).teams.length // =>
 * 2
 */
export function pineTarSeasonLeague(
  sets: readonly PineTarCardSet[],
  tables: PineTarTables,
  options: SeasonOptions,
): League {
  const policies = managerNamed(MANAGER_POLICIES, options.manager, 'Pine Tar');
  const owned = sets.flatMap((set) => pineTarTeams(set, options.dh).map((team) => ({ set, team })));
  const teams: PineTarTeamOf[] = owned.map(({ team }) => team);
  const mixes: PitchingMix[] = [];
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
      const opponent = leagueTeam(set.league, team.sheet.code, set.file);
      teams.push(opponent.team);
      mixes.push(opponent.mix);
    }
  } else if (teams.length === 1) {
    teams.push({ ...teams[0]!, sheet: { ...teams[0]!.sheet, code: `${teams[0]!.sheet.code} 2` } });
  }
  const cards: PineTarCard[] = teams.flatMap((team) => team.cards);
  // League indices run team by team (League's numbering): a league team's staff is its rotation's one pitcher.
  const staffs = new Map<number, PitchingMix>();
  let offset = 0;
  teams.forEach((team, t) => {
    const mix = mixes[t - owned.length];
    if (mix) staffs.set(offset + team.sheet.rotation[0]!, mix);
    offset += team.cards.length;
  });
  const teamOf = Int32Array.from(teams.flatMap((team, t) => team.cards.map(() => t)));
  const rules = pineTarRules(options.rules ?? MAIN_RULES);
  if (rules.injuries) checkInjuryLetters(sets, tables);
  const gameRules = new PineTarGameRules(cards, tables, policies, { rules, mixes: staffs, teamOf });
  return new League(
    teams.map((team) => team.sheet),
    gameRules,
    options.against === 'league' ? 'own-league' : 'round-robin',
  );
}

/** Every card's injury letter has a row in the Injury Length table (the injuries rule reads it). */
function checkInjuryLetters(sets: readonly PineTarCardSet[], tables: PineTarTables): void {
  for (const set of sets) {
    set.players.forEach((card, index) => {
      const letter = parseInjury(card.inj).letter;
      if (!tables.optional.injuryLength[letter]) {
        throw new InputError([
          {
            file: set.file,
            line: card.line,
            field: `players[${index}].inj`,
            expected:
              `an injury letter of the Injury Length table ` +
              `(${Object.keys(tables.optional.injuryLength).join(', ')}; got ${letter})`,
          },
        ]);
      }
    });
  }
}
