import { InputError } from '../core/input/InputError.ts';
import type { SeasonLine } from '../core/cards/cardLines.ts';
import { addLines, type BattingRecord, type PitchingRecord, type SeasonData } from './seasonData.ts';

type Hand = 'L' | 'R';

/**
 * Whether a player's season was a pitcher's: more batters faced than plate appearances (position players who pitched
 * are not).
 */
export function isPitcherSeason(data: SeasonData, playerID: string): boolean {
  const pitching = data.pitching.get(playerID);
  return pitching !== undefined && pitching.BFP >= (data.batting.get(playerID)?.line.PA ?? 0);
}

/**
 * Each batting card's plate appearances for its own team, by `team|id` (teamRosters' ids): a traded player's card on
 * each of his teams prints his whole season, and plays this much of it there.
 */
export function teamPlateAppearances(data: SeasonData, teams: readonly string[]): Map<string, number> {
  const byStint = new Map<string, number>();
  for (const { playerID, teamID, PA } of data.stints) {
    const key = `${teamID}|${playerID}`;
    byStint.set(key, (byStint.get(key) ?? 0) + PA);
  }
  return new Map(
    teamRosters(data, teams).flatMap(({ team, hitters }) =>
      hitters.map(({ playerID, id }) => [`${team}|${id}`, byStint.get(`${team}|${playerID}`) ?? 0] as const),
    ),
  );
}

/**
 * The season's batting by its position players (every batter's season but a pitcher's, isPitcherSeason): the line a
 * whole league's batting cards print, pooled; MLB's less its pitchers' batting.
 * @example slashOf(lineCounts(positionPlayersLine(data2016))) // => { AVG: .2589, OBP: .3259, SLG: .4246 }
 */
export function positionPlayersLine(data: SeasonData): SeasonLine {
  const lines = [...data.batting].filter(([playerID]) => !isPitcherSeason(data, playerID)).map(([, r]) => r.line);
  if (lines.length === 0) throw new RangeError(`no position player batted in ${data.season}`);
  return lines.reduce(addLines);
}

/** One team's players of a season: position players by plate appearances, pitchers by batters faced, most first. */
export interface TeamRoster {
  team: string;
  hitters: { playerID: string; id: string }[];
  pitchers: { playerID: string; id: string }[];
}

/** Every team that played in the season, by its Lahman id, in alphabetical order. */
export function seasonTeams(data: SeasonData): string[] {
  return [...new Set(data.stints.map((s) => s.teamID))].sort();
}

/**
 * The rosters of `teams` with a card id for each player: his last name, else last-first, else numbered (unique across
 * the set). A team the season has no rows for is an InputError.
 */
export function teamRosters(data: SeasonData, teams: readonly string[]): TeamRoster[] {
  for (const team of teams) {
    if (!data.stints.some((s) => s.teamID === team))
      throw new InputError([
        {
          file: data.names[`batting_${data.season}.csv`] ?? `batting_${data.season}.csv`,
          line: 0,
          field: 'teamID',
          expected: `a team that played in ${data.season} (no rows for "${team}")`,
        },
      ]);
  }
  const used = new Set<string>();
  const idOf = (playerID: string) => {
    const name = data.batting.get(playerID)?.name ?? data.pitching.get(playerID)!.name;
    const last = name
      .split(' ')
      .slice(1)
      .join(' ')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    let id = used.has(last)
      ? `${last}-${name
          .split(' ')[0]!
          .toLowerCase()
          .replace(/[^a-z]/g, '')}`
      : last;
    for (let n = 2; used.has(id); n++) id = `${last}${n}`;
    used.add(id);
    return { playerID, id };
  };
  return teams.map((team) => {
    const roster = [
      ...new Set([
        ...data.stints.filter((s) => s.teamID === team).map((s) => s.playerID),
        ...[...data.pitching.values()].filter((p) => p.teams.includes(team)).map((p) => p.playerID),
      ]),
    ];
    const hitters = roster
      .filter((id) => !isPitcherSeason(data, id))
      .sort((a, b) => data.batting.get(b)!.line.PA - data.batting.get(a)!.line.PA || a.localeCompare(b));
    const pitchers = roster
      .filter((id) => isPitcherSeason(data, id))
      .sort((a, b) => data.pitching.get(b)!.BFP - data.pitching.get(a)!.BFP || a.localeCompare(b));
    return { team, hitters: hitters.map(idOf), pitchers: pitchers.map(idOf) };
  });
}

/** The league's batting line by batter side and pitcher hand, all batting, and pitchers' own batting. */
export interface LeagueLines {
  platoon: Record<Hand, Record<Hand, SeasonLine>>;
  all: SeasonLine;
  pitchersBatting: SeasonLine;
}

export const emptyLine = (): SeasonLine => ({
  PA: 0,
  AB: 0,
  H: 0,
  '2B': 0,
  '3B': 0,
  HR: 0,
  BB: 0,
  IBB: 0,
  HBP: 0,
  SO: 0,
  SF: 0,
  SH: 0,
});

/** The league's lines of a season, summed from its platoon rows and its players' batting. */
export function leagueLines(data: SeasonData): LeagueLines {
  const platoon = { L: { L: emptyLine(), R: emptyLine() }, R: { L: emptyLine(), R: emptyLine() } };
  for (const row of data.platoon) platoon[row.side][row.hand] = addLines(platoon[row.side][row.hand], row.line);
  let all = emptyLine();
  let pitchersBatting = emptyLine();
  for (const record of data.batting.values()) {
    all = addLines(all, record.line);
    if (isPitcherSeason(data, record.playerID)) pitchersBatting = addLines(pitchersBatting, record.line);
  }
  return { platoon, all, pitchersBatting };
}

/**
 * Shares of a card's plate appearances by split (a batter's vs pitchers' hands, a pitcher's vs batter sides): his own
 * split PA where his lines have them, else `fallback` (normalised). The card builders size budgets with the same
 * shares `check` plays.
 * @example splitShares({ vsL: { PA: 150 }, vsR: { PA: 450 } }, { L: 1, R: 3 }) // => { L: 0.25, R: 0.75 }
 */
export function splitShares(
  targets: { vsL?: { PA: number }; vsR?: { PA: number } } | undefined,
  fallback: Record<Hand, number>,
): Record<Hand, number> {
  const left = targets?.vsL?.PA ?? 0;
  const right = targets?.vsR?.PA ?? 0;
  if (left + right > 0) return { L: left / (left + right), R: right / (left + right) };
  const total = fallback.L + fallback.R;
  return { L: fallback.L / total, R: fallback.R / total };
}

/** The fields that say who a card is, in the order a card prints them (every game's built cards). */
export function cardIdentity(id: string, record: { name: string; bats: 'L' | 'R' | 'S'; throws: Hand }, team: string) {
  return { id, name: record.name, team, bats: record.bats, throws: record.throws };
}

/** Every card of the teams' rosters: position players' cards, then pitchers', team by team. */
export function rosterCards<Card>(
  data: SeasonData,
  teams: readonly string[],
  make: {
    hitter(record: BattingRecord, team: string, id: string): Card;
    pitcher(record: PitchingRecord, team: string, id: string): Card;
  },
): Card[] {
  return teamRosters(data, teams).flatMap(({ team, hitters, pitchers }) => [
    ...hitters.map(({ playerID, id }) => make.hitter(data.batting.get(playerID)!, team, id)),
    ...pitchers.map(({ playerID, id }) => make.pitcher(data.pitching.get(playerID)!, team, id)),
  ]);
}
