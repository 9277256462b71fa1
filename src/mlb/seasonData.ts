import { readCsvRows } from './csvRows.ts';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import type { SeasonLine } from '../core/cards/cardLines.ts';
import { positionsByPlateAppearances } from './positions.ts';
import { doublePlayChanceShare, readMlbRunExpectancy } from './mlbRunExpectancy.ts';

type Row = Record<string, string>;

/** A player's 2016 batting, all his teams summed (the platoon splits are whole-season too). */
export interface BattingRecord {
  playerID: string;
  retroID: string;
  name: string;
  bats: 'L' | 'R' | 'S';
  throws: 'L' | 'R';
  teams: string[];
  G: number;
  line: SeasonLine;
  SB: number;
  CS: number;
  GIDP: number;
  vsL?: SeasonLine;
  vsR?: SeasonLine;
}

/** A pitcher's season, all his teams summed, with his opponents' lines. */
export interface PitchingRecord {
  playerID: string;
  name: string;
  bats: 'L' | 'R' | 'S';
  throws: 'L' | 'R';
  teams: string[];
  G: number;
  GS: number;
  SV: number;
  IPouts: number;
  BFP: number;
  WP: number;
  BK: number;
  /** Double plays his batters grounded into. */
  GIDP: number;
  opponents?: SeasonLine;
  vsL?: SeasonLine;
  vsR?: SeasonLine;
}

/**
 * A position player's fielding positions, most played first: by his plate appearances at each
 * (batting_byposition_YYYY.csv, see positionsByPlateAppearances), or as cardlab's positions_YYYY.csv corrects them.
 */
export interface PositionsRecord {
  teamID: string;
  playerID: string;
  positions: string[];
}

/** What a team's pitchers allowed in a season (the pitching file prints no doubles or triples allowed). */
export interface PitchingAllowed {
  BFP: number;
  H: number;
  HR: number;
  BB: number;
  HBP: number;
  SO: number;
}

/** A team's season: its batters' line (pitchers' batting in it), and what its pitchers allowed. */
export interface TeamSeason {
  batting: SeasonLine;
  pitching: PitchingAllowed;
}

export interface SeasonData {
  season: number;
  /** The name each season file was loaded under, by file name (for errors that point at a file). */
  names: Readonly<Record<string, string>>;
  batting: Map<string, BattingRecord>;
  pitching: Map<string, PitchingRecord>;
  positions: Map<string, PositionsRecord>;
  /** Batting rows of every stint (player, team, games, plate appearances), for rosters. */
  stints: { playerID: string; teamID: string; G: number; PA: number }[];
  /** Every platoon row: batter side x pitcher hand lines, for league averages. */
  platoon: { side: 'L' | 'R'; hand: 'L' | 'R'; line: SeasonLine }[];
  /** Each team's season by its code, its players' stints summed. */
  teams: Map<string, TeamSeason>;
  /**
   * MLB's share of plate appearances decided with a runner on 1st and fewer than two out, where the sources have the
   * season's run-expectancy table with its plate appearances (re24_YYYY.csv).
   */
  doublePlayChances?: number;
}

/** The season files a builder reads, by file name (`batting_2016.csv`): the CLI loads a sources folder into it. */
export type SeasonSources = Readonly<Record<string, LoadedInput>>;

function readCsv(sources: SeasonSources, file: string): Row[] {
  const input = sources[file];
  if (!input)
    throw new InputError([
      {
        file,
        line: 0,
        field: '(file)',
        expected:
          `a season file among the sources ` +
          `(${Object.keys(sources).sort().join(', ') || 'none'}; see cards/sources/NOTICE.md)`,
      },
    ]);
  return readCsvRows(input, 'a CSV file') as Row[];
}

const number = (row: Row, field: string): number => Number(row[field] ?? 0) || 0;

/** A season line from a CSV row (PA from `PA`, or Lahman's `PA_est`). */
export function lineOfRow(row: Row): SeasonLine {
  return {
    PA: number(row, 'PA') || number(row, 'PA_est'),
    AB: number(row, 'AB'),
    H: number(row, 'H'),
    '2B': number(row, '2B'),
    '3B': number(row, '3B'),
    HR: number(row, 'HR'),
    BB: number(row, 'BB'),
    IBB: number(row, 'IBB'),
    HBP: number(row, 'HBP'),
    SO: number(row, 'SO'),
    SF: number(row, 'SF'),
    SH: number(row, 'SH'),
  };
}

/** The sum of season lines, field by field. */
export function addLines(a: SeasonLine, b: SeasonLine): SeasonLine {
  const out = { ...a };
  for (const key of Object.keys(b) as (keyof SeasonLine)[]) {
    if (key === 'AVG' || key === 'OBP' || key === 'SLG') continue;
    (out as Record<string, number>)[key] =
      ((a[key] as number | undefined) ?? 0) + ((b[key] as number | undefined) ?? 0);
  }
  return out;
}

const hand = (text: string | undefined): 'L' | 'R' => (text === 'L' ? 'L' : 'R');
const bats = (text: string | undefined): 'L' | 'R' | 'S' => (text === 'B' ? 'S' : text === 'L' ? 'L' : 'R');

/**
 * Reads the season files (cards/sources, loaded): Lahman batting and pitching lines, Retrosheet platoon splits and
 * pitchers' opponent lines and plate appearances by position, and cardlab's positions file. Stints of a traded player
 * are summed.
 * @example readSeasonData(sources, 2016).batting.get('rizzoan01')?.line.HR // => 32
 */
export function readSeasonData(sources: SeasonSources, season: number): SeasonData {
  const battingRows = readCsv(sources, `batting_${season}.csv`);
  const batting = new Map<string, BattingRecord>();
  const teams = new Map<string, TeamSeason>();
  const teamOf = (code: string): TeamSeason => {
    let team = teams.get(code);
    if (!team) {
      team = { batting: lineOfRow({}), pitching: { BFP: 0, H: 0, HR: 0, BB: 0, HBP: 0, SO: 0 } };
      teams.set(code, team);
    }
    return team;
  };
  for (const row of battingRows) {
    const id = row.playerID!;
    const known = batting.get(id);
    const line = lineOfRow(row);
    const team = teamOf(row.teamID!);
    team.batting = addLines(team.batting, line);
    if (known) {
      known.line = addLines(known.line, line);
      known.G += number(row, 'G');
      known.SB += number(row, 'SB');
      known.CS += number(row, 'CS');
      known.GIDP += number(row, 'GIDP');
      if (!known.teams.includes(row.teamID!)) known.teams.push(row.teamID!);
    } else {
      batting.set(id, {
        playerID: id,
        retroID: row.retroID!,
        name: `${row.nameFirst} ${row.nameLast}`,
        bats: bats(row.bats),
        throws: hand(row.throws),
        teams: [row.teamID!],
        G: number(row, 'G'),
        line,
        SB: number(row, 'SB'),
        CS: number(row, 'CS'),
        GIDP: number(row, 'GIDP'),
      });
    }
  }
  const platoon: SeasonData['platoon'] = [];
  for (const row of readCsv(sources, `batting_platoon_${season}.csv`)) {
    const line = lineOfRow(row);
    platoon.push({ side: hand(row.bat_side), hand: hand(row.vs_pit_hand), line });
    const record = batting.get(row.playerID!);
    if (!record) continue;
    const split = row.vs_pit_hand === 'L' ? 'vsL' : 'vsR';
    record[split] = record[split] ? addLines(record[split], line) : line;
  }
  const pitching = new Map<string, PitchingRecord>();
  for (const row of readCsv(sources, `pitching_${season}.csv`)) {
    const id = row.playerID!;
    const allowed = teamOf(row.teamID!).pitching;
    for (const field of ['BFP', 'H', 'HR', 'BB', 'HBP', 'SO'] as const) allowed[field] += number(row, field);
    const stint = {
      G: number(row, 'G'),
      GS: number(row, 'GS'),
      SV: number(row, 'SV'),
      IPouts: number(row, 'IPouts'),
      BFP: number(row, 'BFP'),
      WP: number(row, 'WP'),
      BK: number(row, 'BK'),
      GIDP: number(row, 'GIDP'),
    };
    const known = pitching.get(id);
    if (known) {
      for (const key of Object.keys(stint) as (keyof typeof stint)[]) known[key] += stint[key];
      if (!known.teams.includes(row.teamID!)) known.teams.push(row.teamID!);
    } else {
      pitching.set(id, {
        playerID: id,
        name: `${row.nameFirst} ${row.nameLast}`,
        bats: bats(row.bats),
        throws: hand(row.throws),
        teams: [row.teamID!],
        ...stint,
      });
    }
  }
  for (const row of readCsv(sources, `pitching_opponent_${season}.csv`)) {
    const record = pitching.get(row.playerID!);
    if (record) record.opponents = lineOfRow(row);
  }
  for (const row of readCsv(sources, `pitching_platoon_${season}.csv`)) {
    const record = pitching.get(row.playerID!);
    if (!record) continue;
    const split = row.vs_bat_side === 'L' ? 'vsL' : 'vsR';
    record[split] = record[split] ? addLines(record[split], lineOfRow(row)) : lineOfRow(row);
  }
  const stints = battingRows.map((row) => ({
    playerID: row.playerID!,
    teamID: row.teamID!,
    G: number(row, 'G'),
    PA: number(row, 'PA_est'),
  }));
  const positions = readPositions(sources, season, stints);
  const names = Object.fromEntries(Object.entries(sources).map(([file, input]) => [file, input.name]));
  const runExpectancy = sources[`re24_${season}.csv`];
  const chances = runExpectancy && doublePlayChanceShare(readMlbRunExpectancy(runExpectancy, season));
  return {
    season,
    names,
    batting,
    pitching,
    positions,
    stints,
    platoon,
    teams,
    ...(chances !== undefined && { doublePlayChances: chances }),
  };
}

/** What running and stealing ratings read of a batter's season. */
export interface RunningLine {
  G: number;
  SB: number;
  CS: number;
  singles: number;
  walks: number;
  doubles: number;
  triples: number;
  SH: number;
}

/** A batter's running line (walks with hit by pitch: his times on first without a hit). */
export function runningLine(record: BattingRecord): RunningLine {
  const l = record.line;
  return {
    G: record.G,
    SB: record.SB,
    CS: record.CS,
    singles: l.H - l['2B'] - l['3B'] - l.HR,
    walks: l.BB + l.HBP,
    doubles: l['2B'],
    triples: l['3B'],
    SH: l.SH ?? 0,
  };
}

/**
 * Every batter's positions for each team he played for: derived from his plate appearances by position when the
 * season has that file, with the rows of cardlab's positions file (hand-compiled for 2016's Cubs and Cleveland from
 * their games by position) taking precedence. A season with neither knows no positions.
 */
function readPositions(
  sources: SeasonSources,
  season: number,
  stints: SeasonData['stints'],
): Map<string, PositionsRecord> {
  const positions = new Map<string, PositionsRecord>();
  const byPositionFile = `batting_byposition_${season}.csv`;
  if (sources[byPositionFile]) {
    const rows = readCsv(sources, byPositionFile).map((row) => ({
      playerID: row.playerID!,
      position: row.position!,
      PA: number(row, 'PA'),
    }));
    const derived = positionsByPlateAppearances(rows);
    // A batter without a row had no plate appearance (a pinch runner, a defensive replacement): no position known.
    for (const { playerID, teamID } of stints)
      positions.set(`${teamID}|${playerID}`, { teamID, playerID, positions: derived.get(playerID) ?? [] });
  }
  const positionsFile = `positions_${season}.csv`;
  for (const row of sources[positionsFile] ? readCsv(sources, positionsFile) : []) {
    positions.set(`${row.teamID}|${row.playerID}`, {
      teamID: row.teamID!,
      playerID: row.playerID!,
      positions: row.positions!.split(' '),
    });
  }
  return positions;
}
