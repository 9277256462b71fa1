// Rule tuning for npm run bench, in a process of its own (bench.ts spawns it) as a user's `cardlab rules` and
// `cardlab sweep` run it: the built code, two workers, each experiment's sets loaded first, the experiment timed end
// to end (plans compiled, workers started, every replicate or game played). Prints JSON (seconds, plate appearances).
import { readFileSync } from 'node:fs';

const built = (path: string): Promise<unknown> => import(new URL(`../dist/${path}.js`, import.meta.url).href);
const { Inputs } = (await built('cli/inputs')) as typeof import('../src/cli/inputs.ts');
const { compareRules } = (await built('experiments/rules')) as typeof import('../src/experiments/rules.ts');
const { sweep } = (await built('experiments/sweep')) as typeof import('../src/experiments/sweep.ts');
const inputs = new Inputs({ readFile: (path) => readFileSync(path) });

const CUBS = 'cards/pinetar/2016-cubs.yaml';
const CLEVELAND = 'cards/pinetar/2016-cleveland.yaml';
const play = { against: 'set' as const, dh: false, manager: 'default', bullpen: 'standard', seed: 1, workers: 2 };

async function seconds<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { seconds: (performance.now() - start) / 1000, value };
}

// Each experiment loads its sets afresh (their own tables, so nothing compiled for one is found by the next).
const game = inputs.sets([CUBS])[0]!.game;
const main = inputs.rules(game, { rules: 'main' });
// The A/B: the RISP penalty against the main rules, 20,000 plate appearances per card.
const cubs = inputs.sets([CUBS]);
const ab = await seconds(() =>
  compareRules(cubs, main, inputs.rules(game, { rules: 'main+risp-penalty' }), { ...play, pa: 20_000 }),
);
// The sweep: the hit and run's roll bonus over 0..10, 20,000 plate appearances per card and value.
const again = inputs.sets([CUBS]);
const swept = await seconds(() => sweep(again, main, 'hit-and-run.rollBonus=0..10', { ...play, pa: 20_000 }));
// A comparison in games: the hit and run against the main rules, the Cubs-Cleveland round robin, 1,620 games a team.
const both = inputs.sets([CUBS, CLEVELAND]);
const inGames = await seconds(() =>
  compareRules(both, main, inputs.rules(game, { rules: 'main+hit-and-run' }), { ...play, games: 1620 }),
);
const { base, variant } = inGames.value.plateAppearances;
process.stdout.write(
  JSON.stringify({
    ab: ab.seconds,
    sweep: { seconds: swept.seconds, values: swept.value.points.length },
    games: { seconds: inGames.seconds, games: inGames.value.units, plateAppearances: base + variant },
  }),
);
