import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { BullpenPolicy } from '../engine/BullpenPolicy.ts';
import type { League } from '../core/game/League.ts';
import { GameEngine } from '../engine/playGame.ts';
import type { Schedule } from '../engine/schedule.ts';
import { SeasonLayout } from '../engine/SeasonTally.ts';
import { addGameLine, GAME_LINE_WIDTH } from './gameLines.ts';

/** A run of consecutive games of a schedule: the unit handed to a worker. */
export interface GameChunk {
  index: number;
  first: number;
  count: number;
  /** Fixtures of a season: the rules' season state starts afresh at every multiple. */
  seasonLength: number;
  /** Generator state of game `first`'s stream; game g's stream is the root stream jumped g + 1 times. */
  stream: number[];
}

/**
 * Plays games `first` .. `first + count - 1` of `schedule`, each from its own stream (game first's from `stream`,
 * each next one jump further), so a game's dice depend on the seed and its number only, never on how games were
 * shared among workers. Returns the chunk's season tally; with `lines` (count * GAME_LINE_WIDTH), each game's line too.
 */
export function playGames(
  league: League,
  bullpen: BullpenPolicy,
  schedule: Schedule,
  chunk: Pick<GameChunk, 'first' | 'count' | 'stream' | 'seasonLength'>,
  lines?: Float64Array,
): Float64Array {
  const layout = new SeasonLayout(league.players, league.teams.length);
  const engine = new GameEngine(league, layout, bullpen);
  const tally = new Float64Array(layout.size);
  const streams = xoroshiro128plusFromState(chunk.stream);
  for (let g = chunk.first; g < chunk.first + chunk.count; g++) {
    if (g % chunk.seasonLength === 0 || g === chunk.first) {
      league.rules.startSeason?.();
      engine.startSeason();
    }
    const fixture = schedule.fixture(g);
    const at = (g - chunk.first) * GAME_LINE_WIDTH;
    if (lines) addGameLine(layout, tally, [fixture.away, fixture.home], lines, at, -1);
    engine.play(fixture, streams.clone(), tally);
    if (lines) addGameLine(layout, tally, [fixture.away, fixture.home], lines, at, 1);
    streams.jump();
  }
  return tally;
}
