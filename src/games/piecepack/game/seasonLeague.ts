import { League } from '../../../core/game/League.ts';
import { managerNamed } from '../../../core/game/managerNamed.ts';
import { InputError } from '../../../core/input/InputError.ts';
import type { ExactRunExpectancy, SeasonOptions } from '../../../core/GameSystem.ts';
import { runExpectancy, type LineupSlot } from '../../../exact/runExpectancy.ts';
import type { PiecepackCardSet, PiecepackTeam } from '../cards.ts';
import { lineupOf, piecepackMatchup } from '../plan.ts';
import { PiecepackPlate } from '../plateMatchup.ts';
import { CARD_POLICIES, PIECEPACK_MANAGERS } from '../policies.ts';
import { atBatRulesKey, MAIN_PIECEPACK_RULES, piecepackRules, type PiecepackRules } from '../rules.ts';
import type { PiecepackTables } from '../tables.ts';
import { PiecepackGameRules } from './PiecepackGameRules.ts';
import { piecepackTeamSheet, type PiecepackTeamOf } from './teamSheets.ts';

/** Every team of the sets, in order; a lone team plays a copy of itself. */
function teamsOf(sets: readonly PiecepackCardSet[], tables: PiecepackTables): PiecepackTeamOf[] {
  const teams = sets.flatMap((set) => set.teams.map((team) => piecepackTeamSheet(team, set, tables)));
  if (teams.length === 1) {
    const only = teams[0]!;
    teams.push({ ...only, sheet: { ...only.sheet, code: `${only.sheet.code} 2` } });
  }
  return teams;
}

/**
 * The run expectancy of a team batting against the others' fielders (each spot's tile against each defense, every
 * at-bat between full hands, cards drawn blind), by the exact chain over (state, spot due): what the game-theoretic
 * card policy values an at-bat's outcomes by, and what a season report sets beside the simulated matrix.
 * @example teamRunExpectancy(team, others, tables, rules)[0] // => expected runs of an inning from ---/0
 */
export function teamRunExpectancy(
  team: PiecepackTeam,
  opponents: readonly PiecepackTeam[],
  tables: PiecepackTables,
  rules: PiecepackRules,
): number[] {
  const lineup = lineupOf(team, tables).map(({ tile }): LineupSlot =>
    opponents.map((defense) => ({
      weight: 1 / opponents.length,
      matchup: new PiecepackPlate(piecepackMatchup(tile, defense.tiles, tables, rules)),
    })),
  );
  return runExpectancy(lineup).matrix;
}

/** League run expectancies already chained, by tables and then by teams and rules (every rule set of a run shares). */
const LEAGUE_MATRICES = new WeakMap<PiecepackTables, Map<string, number[]>>();

/** The league's run expectancy: every team's, averaged (chained once per tables, teams and at-bat rules). */
export function leagueRunExpectancy(
  teams: readonly PiecepackTeam[],
  tables: PiecepackTables,
  rules: PiecepackRules,
): number[] {
  let byKey = LEAGUE_MATRICES.get(tables);
  if (!byKey) LEAGUE_MATRICES.set(tables, (byKey = new Map()));
  const key = `${teams.map((t) => Object.values(t.tiles).join('')).join('|')}#${atBatRulesKey(rules)}`;
  let matrix = byKey.get(key);
  if (!matrix) {
    const matrices = teams.map((team) =>
      teamRunExpectancy(team, teams.length === 1 ? teams : teams.filter((t) => t !== team), tables, rules),
    );
    matrix = matrices[0]!.map((_, s) => matrices.reduce((sum, m) => sum + m[s]!, 0) / matrices.length);
    byKey.set(key, matrix);
  }
  return matrix;
}

/**
 * The teams of the given sets as one league, a round robin (a lone team plays a copy of itself), under the named
 * manager and the rules in play (the card-play rule may give either side its own card policy).
 * @example piecepackSeasonLeague([set], tables, { against: 'set', dh: false, manager: 'default' }).teams.length // => 4
 */
export function piecepackSeasonLeague(
  sets: readonly PiecepackCardSet[],
  tables: PiecepackTables,
  options: SeasonOptions,
): League {
  const manager = managerNamed(PIECEPACK_MANAGERS, options.manager, 'piecepack');
  if (options.against === 'league')
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: '--against',
        expected: `set: piecepack sets have no league of their own (${sets[0]?.file ?? 'the set'} plays itself)`,
      },
    ]);
  const rules = options.rules ? piecepackRules(options.rules) : MAIN_PIECEPACK_RULES;
  const teams = teamsOf(sets, tables);
  const tiles = teams.flatMap((team) => team.tiles);
  const pitchers = new Set<number>();
  let offset = 0;
  for (const team of teams) {
    team.sheet.players.forEach((player, i) => player.pitching && pitchers.add(offset + i));
    offset += team.sheet.players.length;
  }
  const cards = [0, 1].map((side) => CARD_POLICIES[rules.cardPlay[side] ?? '']?.() ?? manager.cards()) as [
    ReturnType<typeof manager.cards>,
    ReturnType<typeof manager.cards>,
  ];
  const gameRules = new PiecepackGameRules({
    tiles,
    pitchers,
    tables,
    rules,
    manager,
    cards,
    // Chained only when a policy values outcomes by it (the game-theoretic one).
    runExpectancy: () =>
      leagueRunExpectancy(
        teams.map((t) => t.team),
        tables,
        rules,
      ),
  });
  return new League(
    teams.map((team) => team.sheet),
    gameRules,
    'round-robin',
  );
}

/**
 * Each team's exact run-expectancy matrix against the rest of the league (at-bats between full hands, cards drawn
 * blind; no steals or pitcher trouble: those are the game's, between and across at-bats).
 */
export function piecepackRunExpectancy(
  sets: readonly PiecepackCardSet[],
  tables: PiecepackTables,
  options: SeasonOptions,
): ExactRunExpectancy[] {
  const rules = options.rules ? piecepackRules(options.rules) : MAIN_PIECEPACK_RULES;
  const teams = sets.flatMap((set) => set.teams);
  return teams.map((team) => ({
    team: team.id,
    label: `exact, ${team.id} against the league, cards drawn blind from full hands`,
    matrix: teamRunExpectancy(team, teams.length === 1 ? teams : teams.filter((t) => t !== team), tables, rules),
  }));
}
