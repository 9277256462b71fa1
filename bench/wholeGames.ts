// Whole games for npm run bench, in a process of their own (bench.ts spawns it): the Cubs-Cleveland round robin on one
// thread, Pine Tar's main rules and every optional rule, and Strat's main rules, on the built code, each round beside
// a raw base-out loop timed in the same rounds. Prints JSON.
import { readFileSync } from 'node:fs';
import { rootStream } from '../src/core/dice/streams.ts';
import type { RuleSet } from '../src/core/OptionalRule.ts';
import { OUTCOMES } from '../src/core/model/outcomes.ts';
import { rawBaseOutLoop } from './rawLoop.ts';

/**
 * The built modules (npm run build), as the CLI and a season's worker threads run them: the season's own code and
 * every module it loads come from dist/, typed by their sources.
 */
const built = (path: string): Promise<unknown> => import(new URL(`../dist/${path}.js`, import.meta.url).href);
const { Inputs } = (await built('cli/inputs')) as typeof import('../src/cli/inputs.ts');
const { roundRobin } = (await built('engine/schedule')) as typeof import('../src/engine/schedule.ts');
const { SeasonLayout } = (await built('engine/SeasonTally')) as typeof import('../src/engine/SeasonTally.ts');
const { playGames } = (await built('harness/playGames')) as typeof import('../src/harness/playGames.ts');
const { seasonLeagueOf } = (await built('harness/seasonLeague')) as typeof import('../src/harness/seasonLeague.ts');
const { gameOf } = (await built('games/registry')) as typeof import('../src/games/registry.ts');
const inputs = new Inputs({ readFile: (path) => readFileSync(path) });

const CARDS = 'cards/pinetar/2016-cubs.yaml';
const ROUNDS = 5;
const RAW_PA = 10_000_000;
const GAMES_PER_ROUND = 3240;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (work: () => void) => {
  const start = performance.now();
  work();
  return (performance.now() - start) / 1000;
};

/**
 * Whole games: the Cubs and Cleveland sets' round robin, one thread, in plate appearances per second (with `rules`,
 * optional rules on).
 */
function wholeGames(raw: () => number, rules?: RuleSet, files = [CARDS, 'cards/pinetar/2016-cleveland.yaml']) {
  const { league, bullpen } = seasonLeagueOf({
    sets: inputs.sets(files),
    against: 'set',
    dh: false,
    manager: 'default',
    bullpen: 'standard',
    ...(rules && { rules }),
  });
  const layout = new SeasonLayout(league.players, league.teams.length);
  const fixtures = roundRobin(2, GAMES_PER_ROUND);
  const rates: number[] = [];
  const raws: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    raws.push(raw());
    const stream = rootStream(round + 1);
    stream.jump();
    let tally: Float64Array = new Float64Array(0);
    league.rules.startSeason?.();
    const time = seconds(
      () =>
        (tally = playGames(league, bullpen, fixtures, {
          first: 0,
          count: fixtures.games,
          seasonLength: fixtures.games,
          stream: [...stream.getState()],
        })),
    );
    let pa = 0;
    for (let p = 0; p < league.players; p++)
      for (let o = 0; o < OUTCOMES.length; o++) pa += tally[layout.batting(p) + o]!;
    rates.push(pa / time);
  }
  return { games: median(rates), raw: median(raws) };
}

const rawRound = () => RAW_PA / seconds(() => rawBaseOutLoop(rootStream(9), RAW_PA));
const games = wholeGames(rawRound);
const pineTar = gameOf(inputs.read(CARDS));
const allRules = wholeGames(rawRound, inputs.rules(pineTar, { rules: 'all' }));
const strat = wholeGames(rawRound, undefined, ['cards/strat/2016-cubs.yaml', 'cards/strat/2016-cleveland.yaml']);
process.stdout.write(`${JSON.stringify({ games, allRules, strat })}\n`);
