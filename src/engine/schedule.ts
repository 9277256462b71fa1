import type { League } from '../core/game/League.ts';
import type { Fixture } from './playGame.ts';

/**
 * A round robin in which every team plays `gamesPerTeam` games: each pair of teams meets equally often, home and
 * away in turn, in rounds (every pair once per round, so any prefix of the season is balanced). Each team's starters
 * take their turn in its rotation by its own game count. Throws when the games cannot be shared evenly among the
 * opponents. (A set that plays itself is two copies of its team: see the game's season league.)
 * @example roundRobin(2, 4).map((f) => `${f.away}@${f.home}`) // => ['0@1', '1@0', '0@1', '1@0']
 */
export function roundRobin(teams: number, gamesPerTeam: number): Fixture[] {
  if (teams < 2) throw new RangeError(`a round robin needs two teams or more (got ${teams})`);
  if (!Number.isInteger(gamesPerTeam) || gamesPerTeam < 1)
    throw new RangeError(`games per team must be a whole number, at least 1 (got ${gamesPerTeam})`);
  const opponents = teams - 1;
  if (gamesPerTeam % opponents !== 0)
    throw new RangeError(
      `${gamesPerTeam} games per team cannot be shared evenly ` +
        `among ${opponents} opponents: use a multiple of ${opponents}`,
    );
  const played = new Array<number>(teams).fill(0);
  const fixtures: Fixture[] = [];
  for (let round = 0; round < gamesPerTeam / opponents; round++) {
    for (let a = 0; a < teams; a++) {
      for (let b = a + 1; b < teams; b++) {
        const [away, home] = round % 2 === 0 ? [a, b] : [b, a];
        fixtures.push({ away, home, awayStarter: played[away]!++, homeStarter: played[home]!++ });
      }
    }
  }
  return fixtures;
}

/**
 * Each of the first `teams` teams plays `gamesPerTeam` games against team `teams + i`, its league, home and away in
 * turn.
 * @example ownLeague(2, 2).map((f) => `${f.away}@${f.home}`) // => ['0@2', '1@3', '2@0', '3@1']
 */
export function ownLeague(teams: number, gamesPerTeam: number): Fixture[] {
  if (!Number.isInteger(gamesPerTeam) || gamesPerTeam < 1)
    throw new RangeError(`games per team must be a whole number, at least 1 (got ${gamesPerTeam})`);
  const fixtures: Fixture[] = [];
  for (let game = 0; game < gamesPerTeam; game++) {
    for (let team = 0; team < teams; team++) {
      const [away, home] = game % 2 === 0 ? [team, teams + team] : [teams + team, team];
      fixtures.push({ away, home, awayStarter: game, homeStarter: game });
    }
  }
  return fixtures;
}

/** The season's fixtures by the league's pairing. */
export function seasonSchedule(league: League, gamesPerTeam: number): Fixture[] {
  return league.pairing === 'own-league'
    ? ownLeague(league.teams.length / 2, gamesPerTeam)
    : roundRobin(league.teams.length, gamesPerTeam);
}
