// npm run cards:league: rebuilds the whole-league card sets under cards/league/ (every team of 2016 and 2024, each
// game with a card builder), calibrated, several builds at once (one per core: each build is one thread). Each build
// writes through a temporary file, so a failed one leaves its old set in place; the run exits non-zero if any failed.
// Its output (each set's fit and what its cards cannot carry) goes to cards/league/<set>.txt.
//
// npm run cards:league:season (this script with `season`): the season-context sets, cards/league/<game>-<season>-
// season.yaml, each built with `--context season` and the rounds that bring every team's lines within .005
// (docs/cli.md), one after the other: each plays its seasons on every core. About two hours on two cores.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const SEASONS = [2016, 2024];
// The games with a card builder, longest build first, so the short builds fill in beside them.
const GAMES = ['pinetar', 'strat', 'pbc'];
/**
 * The season-context sets and their rounds: Strat's, whose lines all come within .005 (2016 in its fifth round, 2024
 * in its fourth). PBC's cards cannot follow their aims, nor Pine Tar's grade letters (docs/cli.md).
 */
const IN_SEASON = [
  { game: 'strat', season: 2016, rounds: 5 },
  { game: 'strat', season: 2024, rounds: 4 },
];

const inSeason = process.argv[2] === 'season';
const builds = inSeason
  ? IN_SEASON.map(({ game, season, rounds }) => ({
      game,
      season,
      out: `cards/league/${game}-${season}-season.yaml`,
      extra: ['--context', 'season', '--rounds', String(rounds)],
    }))
  : GAMES.flatMap((game) =>
      SEASONS.map((season) => ({ game, season, out: `cards/league/${game}-${season}.yaml`, extra: [] })),
    );
mkdirSync('cards/league', { recursive: true });

// A signal stops every build (each removes its temporary file and exits 128 + n) and then this script, the same way.
const children = new Set();
let stopping = false;
const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
for (const [signal, number] of Object.entries(SIGNALS))
  process.once(signal, () => {
    stopping = true;
    for (const child of children) child.kill(signal);
    const exit = () => process.exit(128 + number);
    if (children.size === 0) exit();
    else Promise.all([...children].map((child) => new Promise((done) => child.once('close', done)))).then(exit);
  });

function run({ game, season, out, extra }) {
  const started = Date.now();
  // The log replaces the set's last one only when the build succeeds.
  const logFile = out.replace(/\.yaml$/, '.txt');
  const log = createWriteStream(`${logFile}.new`);
  const args = ['bin/cardlab.js', 'build', game, '--season', String(season), '--teams', 'ALL', ...extra, '--out', out];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    child.stdout.pipe(log);
    child.stderr.pipe(process.stderr);
    child.on('close', (code) => {
      children.delete(child);
      if (code === 0) renameSync(`${logFile}.new`, logFile);
      else rmSync(`${logFile}.new`, { force: true });
      const minutes = ((Date.now() - started) / 60000).toFixed(1);
      console.log(`${code === 0 ? 'built' : stopping ? 'stopped' : 'FAILED'} ${out} in ${minutes} min`);
      resolve(code === 0);
    });
  });
}

const queue = [...builds];
// A season-context build plays on every core itself: one at a time.
const workers = inSeason ? 1 : Math.min(availableParallelism(), queue.length);
const results = await Promise.all(
  Array.from({ length: workers }, async () => {
    const ok = [];
    for (let build = queue.shift(); build && !stopping; build = queue.shift()) ok.push(await run(build));
    return ok.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
