import { parentPort } from 'node:worker_threads';
import { seasonSchedule, type Schedule } from '../engine/schedule.ts';
import { GAME_LINE_WIDTH } from './gameLines.ts';
import { playGames } from './playGames.ts';
import { listedOf, seasonLeagueOfPayload, type SeasonLeague } from './seasonLeague.ts';
import type { SeasonTask } from './simulateSeason.ts';

// A season worker: each task names its league (a season's card sets, tables and how it is played, under one rule
// set) and carries it; the worker builds that league (policies are functions, which cannot be posted: it imports the
// game by its module) when the first task of it comes, and keeps it while tasks of it follow (they come league after
// league). It plays the task's chunk of games and posts the chunk's tally back. One worker serves every season of a
// run (a job's seasons and rule sets), its code warm from the first.
let current: { league: string; built: Promise<SeasonLeague & { schedule: Schedule }> } | undefined;
const leagueOf = ({ league }: SeasonTask) => {
  if (current?.league !== league.key) {
    const built = seasonLeagueOfPayload(league.payload, league.rules).then((season) => ({
      ...season,
      schedule: seasonSchedule(season.league, league.gamesPerTeam, listedOf(league.payload)),
    }));
    current = { league: league.key, built };
  }
  return current.built;
};

parentPort!.on('message', async (task: SeasonTask) => {
  const { league, bullpen, schedule } = await leagueOf(task);
  const lines = task.league.gameLines ? new Float64Array(task.count * GAME_LINE_WIDTH) : undefined;
  const tally = playGames(league, bullpen, schedule, task, lines);
  // The chunk's game lines ride after its tally in one transferred buffer.
  const tallies = lines ? new Float64Array(tally.length + lines.length) : tally;
  if (lines) {
    tallies.set(tally);
    tallies.set(lines, tally.length);
  }
  parentPort!.postMessage({ index: task.index, tallies }, [tallies.buffer as ArrayBuffer]);
});
