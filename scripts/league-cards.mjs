// npm run cards:league: rebuilds the whole-league card sets under cards/league/ (every team of 2016 and 2024, each
// game with a card builder), calibrated, several builds at once (one per core: each build is one thread). Each build
// writes through a temporary file, so a failed one leaves its old set in place; the run exits non-zero if any failed.
// Its output (each set's fit and what its cards cannot carry) goes to cards/league/<set>.txt.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const SEASONS = [2016, 2024];
// The games with a card builder, longest build first, so the short builds fill in beside them.
const GAMES = ['pinetar', 'strat', 'pbc'];

const builds = GAMES.flatMap((game) =>
  SEASONS.map((season) => ({ game, season, out: `cards/league/${game}-${season}.yaml` })),
);
mkdirSync('cards/league', { recursive: true });

function run({ game, season, out }) {
  const started = Date.now();
  const log = createWriteStream(out.replace(/\.yaml$/, '.txt'));
  const args = ['bin/cardlab.js', 'build', game, '--season', String(season), '--teams', 'ALL', '--out', out];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(process.stderr);
    child.on('close', (code) => {
      const minutes = ((Date.now() - started) / 60000).toFixed(1);
      console.log(`${code === 0 ? 'built' : 'FAILED'} ${out} in ${minutes} min`);
      resolve(code === 0);
    });
  });
}

const queue = [...builds];
const workers = Math.min(availableParallelism(), queue.length);
const results = await Promise.all(
  Array.from({ length: workers }, async () => {
    const ok = [];
    for (let build = queue.shift(); build; build = queue.shift()) ok.push(await run(build));
    return ok.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
