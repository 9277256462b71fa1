// The cost of piecepack's card policies for npm run bench: the four teams' round robin on one thread under the
// default manager (save-faces) and under the game-theoretic one (a linear program per pair of hands and moment,
// cached), on the same games; the difference per at-bat is what solving the game costs.
import { rootStream } from '../src/core/dice/streams.ts';
import { roundRobin } from '../src/engine/schedule.ts';
import { SeasonLayout } from '../src/engine/SeasonTally.ts';
import { piecepackSeasonLeague } from '../src/games/piecepack/game/seasonLeague.ts';
import { playGames } from '../src/harness/playGames.ts';
import { FATIGUE_ONLY_BULLPEN } from '../src/engine/BullpenPolicy.ts';
import { OUTCOMES } from '../src/core/model/outcomes.ts';
import { piecepackSet, piecepackTables } from '../tests/helpers/inputs.ts';
import { PIECEPACK_CARDS } from './checkKernel.ts';

const GAMES = 3000;

/** Seconds and at-bats of GAMES games under each manager, and microseconds per at-bat. */
export function piecepackPolicies() {
  const set = piecepackSet(PIECEPACK_CARDS);
  const tables = piecepackTables();
  const run = (manager: string) => {
    const league = piecepackSeasonLeague([set], tables, { against: 'set', dh: false, manager });
    const layout = new SeasonLayout(league.players, league.teams.length);
    const fixtures = roundRobin(league.teams.length, (2 * GAMES) / league.teams.length);
    const stream = rootStream(7);
    const start = performance.now();
    const tally = playGames(league, FATIGUE_ONLY_BULLPEN, fixtures, {
      first: 0,
      count: fixtures.games,
      seasonLength: fixtures.games,
      stream: [...stream.getState()],
    });
    const seconds = (performance.now() - start) / 1000;
    let atBats = 0;
    for (let t = 0; t < league.teams.length; t++)
      for (let o = 0; o < OUTCOMES.length; o++) atBats += tally[layout.teamOutcomes + t * OUTCOMES.length + o]!;
    return { games: fixtures.games, seconds, atBats, microseconds: (seconds * 1e6) / atBats };
  };
  run('default'); // warm up: the modules, the compiled code
  return { default: run('default'), gameTheory: run('game-theory'), random: run('random') };
}
