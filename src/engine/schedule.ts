import type { League } from '../core/game/League.ts';
import type { ListedGame, ListedSpot } from '../core/game/ListedGame.ts';
import type { LineupSpot, TeamSheet } from '../core/game/TeamSheet.ts';
import type { Fixture } from './playGame.ts';
import { RunRefused } from '../core/input/RunRefused.ts';

/**
 * A season's games, each computed from its number: nothing is held per game, so a schedule of a billion games costs
 * what one of ten does.
 */
export interface Schedule {
  readonly games: number;
  fixture(game: number): Fixture;
}

/** Every game of a schedule, in order (for small schedules: tests, listings). */
export function fixturesOf(schedule: Schedule): Fixture[] {
  return Array.from({ length: schedule.games }, (_, g) => schedule.fixture(g));
}

/**
 * A round robin in which every team plays `gamesPerTeam` games: each pair of teams meets equally often, home and
 * away in turn, in rounds (every pair once per round, so any prefix of the season is balanced). Each team's starters
 * take their turn in its rotation by its own game count. Throws when the games cannot be shared evenly among the
 * opponents. (A set that plays itself is two copies of its team: see the game's season league.)
 * @example fixturesOf(roundRobin(2, 4)).map((f) => `${f.away}@${f.home}`) // => ['0@1', '1@0', '0@1', '1@0']
 */
export function roundRobin(teams: number, gamesPerTeam: number): Schedule {
  if (teams < 2) throw new RunRefused(`a round robin needs two teams or more (got ${teams})`);
  requireGames(gamesPerTeam);
  const opponents = teams - 1;
  if (gamesPerTeam % opponents !== 0)
    throw new RunRefused(
      `${gamesPerTeam} games per team cannot be shared evenly ` +
        `among ${opponents} opponents: use a multiple of ${opponents}`,
    );
  // One round: every pair once, in order, with each side's game number within the round.
  const pairs: { a: number; b: number; aGame: number; bGame: number }[] = [];
  const inRound = new Array<number>(teams).fill(0);
  for (let a = 0; a < teams; a++)
    for (let b = a + 1; b < teams; b++) pairs.push({ a, b, aGame: inRound[a]!++, bGame: inRound[b]!++ });
  return {
    games: (gamesPerTeam / opponents) * pairs.length,
    fixture(game) {
      const round = Math.floor(game / pairs.length);
      const { a, b, aGame, bGame } = pairs[game % pairs.length]!;
      const before = round * opponents;
      return round % 2 === 0
        ? { away: a, home: b, awayStarter: before + aGame, homeStarter: before + bGame }
        : { away: b, home: a, awayStarter: before + bGame, homeStarter: before + aGame };
    },
  };
}

/**
 * Each of the first `teams` teams plays `gamesPerTeam` games against team `teams + i`, its league, home and away in
 * turn.
 * @example fixturesOf(ownLeague(2, 2)).map((f) => `${f.away}@${f.home}`) // => ['0@2', '1@3', '2@0', '3@1']
 */
export function ownLeague(teams: number, gamesPerTeam: number): Schedule {
  requireGames(gamesPerTeam);
  return {
    games: gamesPerTeam * teams,
    fixture(game) {
      const round = Math.floor(game / teams);
      const team = game % teams;
      const [away, home] = round % 2 === 0 ? [team, teams + team] : [teams + team, team];
      return { away, home, awayStarter: round, homeStarter: round };
    },
  };
}

function requireGames(gamesPerTeam: number): void {
  if (!Number.isSafeInteger(gamesPerTeam) || gamesPerTeam < 1)
    throw new RunRefused(`games per team must be a whole number, at least 1 (got ${gamesPerTeam})`);
}

/** A listed schedule and whether the league it plays has DH lineups. */
export interface ListedSchedule {
  games: readonly ListedGame[];
  dh: boolean;
}

/** The most games any team plays in a listed schedule (MLB's 162; a rained-out game not made up leaves a team 161). */
export function listedGamesPerTeam(games: readonly ListedGame[]): number {
  const played = new Map<string, number>();
  for (const { away, home } of games) for (const team of [away, home]) played.set(team, (played.get(team) ?? 0) + 1);
  return Math.max(0, ...played.values());
}

/**
 * A schedule as listed, played over `gamesPerTeam / listedGamesPerTeam` times: each game between the teams of those
 * codes, started by the pitchers it names and with the lineups it lists (players by the names their cards print),
 * else each team's rotation taking its turn by its own game count and its lineup rule's lineup. A listed game with a
 * DH and no lineups needs lineups that have one (a league built with the DH; the games without take it out:
 * lineupWithoutDh).
 * @example fixturesOf(listedSchedule(league, { games: [{ away: 'CHN', home: 'CLE', dh: true }], dh: true }, 2)).length
 * // => 2
 */
export function listedSchedule(league: Pick<League, 'teams'>, listed: ListedSchedule, gamesPerTeam: number): Schedule {
  requireGames(gamesPerTeam);
  const perTeam = listedGamesPerTeam(listed.games);
  if (perTeam === 0) throw new RunRefused('a listed schedule needs at least one game');
  if (gamesPerTeam % perTeam !== 0)
    throw new RunRefused(
      `the schedule gives a team up to ${perTeam} games: ` +
        `play a multiple of ${perTeam} games per team (got ${gamesPerTeam})`,
    );
  const teamOf = new Map(league.teams.map((team, t) => [team.code, t]));
  const index = (code: string) => {
    const team = teamOf.get(code);
    if (team === undefined)
      throw new RunRefused(`the schedule's team ${code} is not among the league's (${[...teamOf.keys()].join(', ')})`);
    return team;
  };
  const played = new Array<number>(league.teams.length).fill(0);
  const games = listed.games.map((game): Fixture => {
    if (game.dh && !listed.dh)
      throw new RunRefused('the schedule has games with a designated hitter: play the league with the DH (--dh)');
    const [away, home] = [index(game.away), index(game.home)];
    const [awaySheet, homeSheet] = [league.teams[away]!, league.teams[home]!];
    const awayPitcher = game.awayStarter === undefined ? undefined : pitcherNamed(awaySheet, game.awayStarter);
    const homePitcher = game.homeStarter === undefined ? undefined : pitcherNamed(homeSheet, game.homeStarter);
    return {
      away,
      home,
      awayStarter: played[away]!++,
      homeStarter: played[home]!++,
      dh: game.dh,
      ...(awayPitcher !== undefined && { awayPitcher }),
      ...(homePitcher !== undefined && { homePitcher }),
      ...(game.awayLineup && { awayLineup: lineupNamed(awaySheet, game.awayLineup) }),
      ...(game.homeLineup && { homeLineup: lineupNamed(homeSheet, game.homeLineup) }),
    };
  });
  return {
    games: games.length * (gamesPerTeam / perTeam),
    fixture(game) {
      const round = Math.floor(game / games.length);
      const listed = games[game % games.length]!;
      return {
        ...listed,
        awayStarter: listed.awayStarter + round * played[listed.away]!,
        homeStarter: listed.homeStarter + round * played[listed.home]!,
      };
    },
  };
}

/** A team's starter by the name his card prints (a pitcher, should a teammate share the name). */
function pitcherNamed(team: Pick<TeamSheet, 'code' | 'players'>, name: string): number {
  const index = team.players.findIndex((p) => p.name === name && p.pitching !== undefined);
  if (index < 0) throw new RunRefused(`the schedule's starter ${name} is not a pitcher of ${team.code}`);
  return index;
}

/**
 * A listed lineup's batters by the names their cards print (a position player first, should a teammate share a name);
 * the pitcher's spot is whoever starts.
 */
function lineupNamed(team: Pick<TeamSheet, 'code' | 'players'>, spots: readonly ListedSpot[]): LineupSpot[] {
  return spots.map(({ name, position }) => {
    if (position === 'P') return { player: -1, position };
    const named = team.players.map((p, i) => ({ p, i })).filter(({ p }) => p.name === name);
    const player = (named.find(({ p }) => !p.pitching) ?? named[0])?.i;
    if (player === undefined)
      throw new RunRefused(`the schedule's ${position} ${name} is not a player of ${team.code}`);
    return { player, position };
  });
}

/** The season's schedule: the one listed, else by the league's pairing. */
export function seasonSchedule(league: League, gamesPerTeam: number, listed?: ListedSchedule): Schedule {
  if (listed) return listedSchedule(league, listed, gamesPerTeam);
  return league.pairing === 'own-league'
    ? ownLeague(league.teams.length / 2, gamesPerTeam)
    : roundRobin(league.teams.length, gamesPerTeam);
}
