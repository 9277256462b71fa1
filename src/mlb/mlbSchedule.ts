import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import type { League } from '../core/game/League.ts';
import type { ListedGame, ListedSpot } from '../core/game/ListedGame.ts';
import { readCsvRows } from './csvRows.ts';

/** Retrosheet's team codes where Lahman's (the season files', so the built card sets') differ. */
const LAHMAN_TEAM: Readonly<Record<string, string>> = { ANA: 'LAA' };

/** A season's MLB schedule as played: its games, and the runs the two teams scored in them. */
export interface MlbSchedule {
  games: ListedGame[];
  runs: number;
}

/**
 * The regular-season games as played, from `schedule_YYYY.csv` (Retrosheet's game logs, by scripts/retrosheet.mjs;
 * cards/sources/NOTICE.md): each game's teams by their Lahman codes, whether it had a designated hitter, the runs, and
 * its starters by the names cards print (`names`: Retrosheet ID to name, from the season's pitching file).
 * @example readMlbSchedule(schedule2016, names).games[0].awayStarter // => 'Matt Harvey'
 */
export function readMlbSchedule(input: LoadedInput, names?: ReadonlyMap<string, string>): MlbSchedule {
  const rows = readCsvRows(input, 'a schedule CSV');
  let runs = 0;
  const games = rows.map((row, i): ListedGame => {
    const line = i + 2;
    for (const field of ['away', 'home'] as const)
      if (!row[field]) throw new InputError([{ file: input.name, line, field, expected: 'a team code' }]);
    if (row.dh !== 'true' && row.dh !== 'false')
      throw new InputError([{ file: input.name, line, field: 'dh', expected: `true or false, got "${row.dh}"` }]);
    const scored = Number(row.awayRuns) + Number(row.homeRuns);
    if (!Number.isInteger(scored) || scored < 0)
      throw new InputError([{ file: input.name, line, field: 'awayRuns', expected: 'whole numbers of runs' }]);
    runs += scored;
    const team = (code: string) => LAHMAN_TEAM[code] ?? code;
    const named = (field: string, id: string) => {
      const name = names!.get(id);
      if (name === undefined)
        throw new InputError([
          { file: input.name, line, field, expected: `a player of the season's batting or pitching file, got "${id}"` },
        ]);
      return name;
    };
    const starter = (field: 'awayStarter' | 'homeStarter') => (names ? { [field]: named(field, row[field]!) } : {});
    const lineup = (field: 'awayLineup' | 'homeLineup') =>
      names && row[field] ? { [field]: readLineup(row[field], (id) => named(field, id), input.name, line, field) } : {};
    return {
      away: team(row.away!),
      home: team(row.home!),
      dh: row.dh === 'true',
      ...starter('awayStarter'),
      ...starter('homeStarter'),
      ...lineup('awayLineup'),
      ...lineup('homeLineup'),
    };
  });
  if (games.length === 0) throw new InputError([{ file: input.name, line: 1, field: '(file)', expected: 'games' }]);
  return { games, runs };
}

/**
 * Each player's name as a built card prints it, by his Retrosheet ID, from a season's `batting_YYYY.csv` and
 * `pitching_YYYY.csv` (Lahman: first and last name).
 * @example playerNames([batting2016, pitching2016]).get('lestj001') // => 'Jon Lester'
 */
export function playerNames(inputs: readonly LoadedInput[]): Map<string, string> {
  return new Map(
    inputs.flatMap((input) =>
      readCsvRows(input, 'a season CSV').map((row) => [row.retroID!, `${row.nameFirst} ${row.nameLast}`] as const),
    ),
  );
}

/** Fielding positions of a lineup column: Retrosheet's spellings are cardlab's. */
const LINEUP_POSITIONS = new Set<string>(['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH']);

/** A lineup column, `id:POS` nine times in batting order, as named spots. */
function readLineup(
  text: string,
  name: (id: string) => string,
  file: string,
  line: number,
  field: string,
): ListedSpot[] {
  const spots = text.split(' ').map((spot) => spot.split(':'));
  if (spots.length !== 9 || spots.some(([id, position]) => !id || !LINEUP_POSITIONS.has(position ?? '')))
    throw new InputError([{ file, line, field, expected: `nine id:POS spots (P, C, 1B, ..., RF, DH), got "${text}"` }]);
  return spots.map(([id, position]) => ({ name: name(id!), position: position as ListedSpot['position'] }));
}

/**
 * Refuses, naming the schedule's file, line and field, a schedule a league cannot play: a team it lacks (a set of two
 * teams for MLB's thirty), a starter who is not among his team's pitchers, or a batter not among its players.
 */
export function requirePlayableBy(
  schedule: MlbSchedule,
  league: Pick<League, 'teams'>,
  file: string,
  sets: readonly string[],
): void {
  const pitchers = new Map(
    league.teams.map((team) => [team.code, new Set(team.players.filter((p) => p.pitching).map((p) => p.name))]),
  );
  const roster = new Map(league.teams.map((team) => [team.code, new Set(team.players.map((p) => p.name))]));
  schedule.games.forEach((game, i) => {
    for (const side of ['away', 'home'] as const) {
      const staff = pitchers.get(game[side]);
      if (!staff)
        throw new InputError([
          {
            file,
            line: i + 2,
            field: side,
            expected:
              `a team of the card sets (${sets.join(', ')} hold ${[...pitchers.keys()].join(', ')}), got ` +
              `${game[side]}: MLB's schedule needs every team of the season (cards/league/ has whole-league sets)`,
          },
        ]);
      const starter = game[side === 'away' ? 'awayStarter' : 'homeStarter'];
      if (starter !== undefined && !staff.has(starter))
        throw new InputError([
          {
            file,
            line: i + 2,
            field: `${side}Starter`,
            expected: `a pitcher of ${game[side]} in the card sets, got ${starter}`,
          },
        ]);
      const batter = game[side === 'away' ? 'awayLineup' : 'homeLineup']?.find(
        ({ name, position }) => position !== 'P' && !roster.get(game[side])!.has(name),
      );
      if (batter)
        throw new InputError([
          {
            file,
            line: i + 2,
            field: `${side}Lineup`,
            expected: `players of ${game[side]} in the card sets, got ${batter.name} (${batter.position})`,
          },
        ]);
    }
  });
}
