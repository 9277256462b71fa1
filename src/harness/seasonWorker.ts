import { parentPort, workerData } from 'node:worker_threads';
import { seasonSchedule } from '../engine/schedule.ts';
import { GAME_LINE_WIDTH } from './gameLines.ts';
import { playGames, type GameChunk } from './playGames.ts';
import { seasonLeagueOfPayload, type SeasonPayload } from './seasonLeague.ts';

// A season worker: builds the league from the card sets' bytes itself (policies are functions, which cannot be posted),
// importing the game by its module, then plays each chunk of games it is sent and posts the chunk's tally back.
const { payload, gamesPerTeam, gameLines } = workerData as {
  payload: SeasonPayload;
  gamesPerTeam: number;
  gameLines: boolean;
};
const { league, bullpen } = await seasonLeagueOfPayload(payload);
const schedule = seasonSchedule(league, gamesPerTeam);

parentPort!.on('message', (chunk: GameChunk) => {
  const lines = gameLines ? new Float64Array(chunk.count * GAME_LINE_WIDTH) : undefined;
  const tally = playGames(league, bullpen, schedule, chunk, lines);
  // The chunk's game lines ride after its tally in one transferred buffer.
  const tallies = lines ? new Float64Array(tally.length + lines.length) : tally;
  if (lines) {
    tallies.set(tally);
    tallies.set(lines, tally.length);
  }
  parentPort!.postMessage({ index: chunk.index, tallies }, [tallies.buffer as ArrayBuffer]);
});
