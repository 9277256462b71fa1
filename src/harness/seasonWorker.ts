import { parentPort, workerData } from 'node:worker_threads';
import type { RuleSet } from '../core/OptionalRule.ts';
import { seasonSchedule, type Schedule } from '../engine/schedule.ts';
import { GAME_LINE_WIDTH } from './gameLines.ts';
import { playGames } from './playGames.ts';
import { seasonLeagueOfPayload, type SeasonLeague, type SeasonPayload } from './seasonLeague.ts';
import type { SeasonTask } from './simulateSeason.ts';

// A season worker: builds the league of the rule set it is asked to play from the card sets the payload carries
// (policies are functions, which cannot be posted), importing the game by its module, when the first task of that
// rule set comes (tasks come arm after arm, so it keeps one); then plays each chunk of games it is sent and posts the
// chunk's tally back.
const { payload, arms, gamesPerTeam, gameLines } = workerData as {
  payload: SeasonPayload;
  /** The rule sets of the run (undefined: main), which tasks name by number. */
  arms: (RuleSet | undefined)[];
  gamesPerTeam: number;
  gameLines: boolean;
};
let current: { arm: number; built: Promise<SeasonLeague & { schedule: Schedule }> } | undefined;
const leagueOf = (arm: number) => {
  if (current?.arm !== arm) {
    const built = seasonLeagueOfPayload(payload, arms[arm]).then((season) => ({
      ...season,
      schedule: seasonSchedule(season.league, gamesPerTeam),
    }));
    current = { arm, built };
  }
  return current.built;
};

parentPort!.on('message', async (task: SeasonTask) => {
  const { league, bullpen, schedule } = await leagueOf(task.arm);
  const lines = gameLines ? new Float64Array(task.count * GAME_LINE_WIDTH) : undefined;
  const tally = playGames(league, bullpen, schedule, task, lines);
  // The chunk's game lines ride after its tally in one transferred buffer.
  const tallies = lines ? new Float64Array(tally.length + lines.length) : tally;
  if (lines) {
    tallies.set(tally);
    tallies.set(lines, tally.length);
  }
  parentPort!.postMessage({ index: task.index, tallies }, [tallies.buffer as ArrayBuffer]);
});
