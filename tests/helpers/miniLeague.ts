import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = 'cards/sources';

/** A CSV file as its header and rows of fields (the season files quote nothing). */
function readCsv(file: string): { header: string[]; rows: string[][] } {
  const [head, ...lines] = readFileSync(join(SOURCES, file), 'utf8').trim().split('\n');
  return { header: head!.split(','), rows: lines.map((line) => line.split(',')) };
}

const writeCsv = (dir: string, file: string, header: readonly string[], rows: readonly string[][]) =>
  writeFileSync(join(dir, file), [header.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n');

/**
 * A league of two real teams in `dir`: 2016's season files cut to the Cubs and Cleveland, and a schedule of `games`
 * games between them, home and away in turn (Cleveland's home games with the DH), each team with a starter and
 * lineup it really used in a game of the same DH rule. What `build --context season` needs, at a size a test builds in
 * seconds. With `minPA`, only the batters and pitchers with that many plate appearances or batters faced are kept, and
 * the games are those whose starters and lineups they fill.
 */
export function writeMiniLeague(dir: string, games = 10, minPA = 0): void {
  mkdirSync(dir, { recursive: true });
  const teams = new Set(['CHN', 'CLE']);
  const batting = readCsv('batting_2016.csv');
  const pitching = readCsv('pitching_2016.csv');
  const teamAt = (header: string[]) => header.indexOf('teamID');
  const players = new Set<string>();
  const retroIDs = new Set<string>();
  for (const [file, pa] of [
    [batting, 'PA_est'],
    [pitching, 'BFP'],
  ] as const) {
    const at = file.header.indexOf(pa);
    file.rows = file.rows.filter((row) => teams.has(row[teamAt(file.header)]!) && Number(row[at]) >= minPA);
    const retro = file.header.indexOf('retroID');
    for (const row of file.rows) {
      players.add(row[0]!);
      retroIDs.add(row[retro]!);
    }
  }
  writeCsv(dir, 'batting_2016.csv', batting.header, batting.rows);
  writeCsv(dir, 'pitching_2016.csv', pitching.header, pitching.rows);
  for (const file of [
    'batting_byposition_2016.csv',
    'batting_platoon_2016.csv',
    'pitching_opponent_2016.csv',
    'pitching_platoon_2016.csv',
  ]) {
    const { header, rows } = readCsv(file);
    const id = header.indexOf('playerID');
    writeCsv(
      dir,
      file,
      header,
      rows.filter((row) => players.has(row[id]!)),
    );
  }
  for (const file of ['positions_2016.csv', 're24_2016.csv'])
    writeFileSync(join(dir, file), readFileSync(join(SOURCES, file)));
  const schedule = readCsv('schedule_2016.csv');
  const at = (name: string) => schedule.header.indexOf(name);
  /** A team's side of its real games with the DH rule `dh` whose players are all kept: starter and lineup, by date. */
  const sides = (team: string, dh: boolean) =>
    schedule.rows
      .filter((row) => row[at('dh')] === String(dh) && (row[at('away')] === team || row[at('home')] === team))
      .map((row) => {
        const side = row[at('away')] === team ? 'away' : 'home';
        return {
          runs: row[at(`${side}Runs`)]!,
          starter: row[at(`${side}Starter`)]!,
          lineup: row[at(`${side}Lineup`)]!,
        };
      })
      .filter(({ starter, lineup }) =>
        [starter, ...lineup.split(' ').map((spot) => spot.split(':')[0]!)].every((id) => retroIDs.has(id)),
      );
  const rows: string[][] = [];
  for (let g = 0; g < games; g++) {
    const home = g % 2 === 0 ? 'CHN' : 'CLE';
    const away = home === 'CHN' ? 'CLE' : 'CHN';
    const dh = home === 'CLE';
    const [awaySides, homeSides] = [sides(away, dh), sides(home, dh)];
    // Too few regulars to fill a lineup of a real game: no schedule to play (a build needs none).
    if (awaySides.length === 0 || homeSides.length === 0) break;
    const a = awaySides[Math.floor(g / 2) % awaySides.length]!;
    const h = homeSides[Math.floor(g / 2) % homeSides.length]!;
    rows.push([
      `2016-05-${String(g + 1).padStart(2, '0')}`,
      '0',
      away,
      home,
      a.runs,
      h.runs,
      a.starter,
      h.starter,
      String(dh),
      '54',
      a.lineup,
      h.lineup,
    ]);
  }
  writeCsv(dir, 'schedule_2016.csv', schedule.header, rows);
}
