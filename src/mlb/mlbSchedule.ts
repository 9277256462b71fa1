import { parse } from 'csv-parse/sync';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import type { League } from '../core/game/League.ts';
import type { ListedGame } from '../core/game/ListedGame.ts';

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
  let rows: Record<string, string>[];
  try {
    rows = parse(input.text(), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  } catch (error) {
    throw new InputError([
      { file: input.name, line: 1, field: '(file)', expected: `a schedule CSV (${(error as Error).message})` },
    ]);
  }
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
    const starter = (field: 'awayStarter' | 'homeStarter') => {
      if (!names) return {};
      const name = names.get(row[field] ?? '');
      if (name === undefined)
        throw new InputError([
          { file: input.name, line, field, expected: `a pitcher of the season's pitching file, got "${row[field]}"` },
        ]);
      return { [field]: name };
    };
    return {
      away: team(row.away!),
      home: team(row.home!),
      dh: row.dh === 'true',
      ...starter('awayStarter'),
      ...starter('homeStarter'),
    };
  });
  if (games.length === 0) throw new InputError([{ file: input.name, line: 1, field: '(file)', expected: 'games' }]);
  return { games, runs };
}

/**
 * Each pitcher's name as a built card prints it, by his Retrosheet ID, from a season's `pitching_YYYY.csv` (Lahman:
 * first and last name).
 * @example pitcherNames(pitching2016).get('lestj001') // => 'Jon Lester'
 */
export function pitcherNames(input: LoadedInput): Map<string, string> {
  let rows: Record<string, string>[];
  try {
    rows = parse(input.text(), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  } catch (error) {
    throw new InputError([
      { file: input.name, line: 1, field: '(file)', expected: `a pitching CSV (${(error as Error).message})` },
    ]);
  }
  return new Map(rows.map((row) => [row.retroID!, `${row.nameFirst} ${row.nameLast}`]));
}

/**
 * Refuses, naming the schedule's file, line and field, a schedule a league cannot play: a team it lacks (a set of two
 * teams for MLB's thirty), or a starter who is not among his team's pitchers.
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
    }
  });
}
