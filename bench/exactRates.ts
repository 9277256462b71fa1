// The exact engine for npm run bench, in a process of its own (bench.ts spawns it) as a user's `cardlab exact` runs
// it: the built code, each set loaded, then its exact rates timed cold (the first ask, tables' steps enumerated on
// the way) and warm (asked again: the card-dependent work alone). For Strat the plan's dice graphs are compiled first,
// timed apart. Prints JSON (milliseconds).
import { readFileSync } from 'node:fs';

const built = (path: string): Promise<unknown> => import(new URL(`../dist/${path}.js`, import.meta.url).href);
const { Inputs } = (await built('cli/inputs')) as typeof import('../src/cli/inputs.ts');
const { checkPlan } = (await built('experiments/check')) as typeof import('../src/experiments/check.ts');
const { exactCheck } = (await built('experiments/exactCheck')) as typeof import('../src/experiments/exactCheck.ts');
const inputs = new Inputs({ readFile: (path) => readFileSync(path) });

const milliseconds = (work: () => void) => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

/** A set's exact rates: load, compile (where asked), cold, warm, and the cards. */
function timed(file: string, compileFirst: boolean) {
  let loaded: ReturnType<typeof inputs.sets> = [];
  const load = milliseconds(() => (loaded = inputs.sets([file])));
  const subjects = checkPlan(loaded[0]!, {});
  const compile = compileFirst
    ? milliseconds(() => {
        for (const subject of subjects)
          for (const stratum of subject.strata) stratum.matchup.compile?.(subject.states.map(({ state }) => state));
      })
    : 0;
  const cold = milliseconds(() => exactCheck(subjects));
  const warm = milliseconds(() => exactCheck(subjects));
  return { file, cards: subjects.length, load, compile, cold, warm };
}

process.stdout.write(
  JSON.stringify({
    pineTar: timed('cards/pinetar/2016-cubs.yaml', false),
    strat: timed('cards/strat/2016-cubs.yaml', true),
  }),
);
