import { parentPort, workerData } from 'node:worker_threads';
import { seasonSchedule } from '../engine/schedule.ts';
import { playGames, type GameChunk } from './playGames.ts';
import { seasonLeagueOf, type SeasonSpec } from './seasonLeague.ts';

// A season worker: builds the league from the card files itself (policies are functions, which cannot be posted),
// then plays each chunk of games it is sent and posts the chunk's tally back (its buffer transferred).
const { spec, gamesPerTeam } = workerData as { spec: SeasonSpec; gamesPerTeam: number };
const { league, bullpen } = seasonLeagueOf(spec);
const fixtures = seasonSchedule(league, gamesPerTeam);

parentPort!.on('message', (chunk: GameChunk) => {
  const tallies = playGames(league, bullpen, fixtures, chunk);
  parentPort!.postMessage({ index: chunk.index, tallies }, [tallies.buffer as ArrayBuffer]);
});
