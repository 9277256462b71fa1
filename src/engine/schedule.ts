import type { League } from '../core/game/League.ts';
import type { Fixture } from './playGame.ts';

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
  if (teams < 2) throw new RangeError(`a round robin needs two teams or more (got ${teams})`);
  requireGames(gamesPerTeam);
  const opponents = teams - 1;
  if (gamesPerTeam % opponents !== 0)
    throw new RangeError(
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
    throw new RangeError(`games per team must be a whole number, at least 1 (got ${gamesPerTeam})`);
}

/** The season's schedule by the league's pairing. */
export function seasonSchedule(league: League, gamesPerTeam: number): Schedule {
  return league.pairing === 'own-league'
    ? ownLeague(league.teams.length / 2, gamesPerTeam)
    : roundRobin(league.teams.length, gamesPerTeam);
}
