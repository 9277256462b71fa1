// A game's kernel for npm run bench: a check plan (league strata, the league's start-state mix) compiled to a dice
// graph, then run on the kernel and on the readable resolvers in one thread, from the same streams. Strat's and PBC's
// 2016 Cubs.
import { rootStream } from '../src/core/dice/streams.ts';
import { DiceGraphKernel } from '../src/exact/diceGraphKernel.ts';
import type { CheckSubject } from '../src/core/GameSystem.ts';
import pbc from '../src/games/pbc/index.ts';
import piecepack from '../src/games/piecepack/index.ts';
import strat from '../src/games/strat/index.ts';
import { runChunkOnKernel, runChunkOnResolvers } from '../src/harness/runChunk.ts';
import { SimulationPlan } from '../src/harness/SimulationPlan.ts';
import { pbcSet, pbcTables, piecepackSet, piecepackTables, stratSet, stratTables } from '../tests/helpers/inputs.ts';

export const STRAT_CARDS = 'cards/strat/2016-cubs.yaml';
export const PBC_CARDS = 'cards/pbc/2016-cubs.yaml';
export const PIECEPACK_CARDS = 'cards/piecepack/four-teams.yaml';
const KERNEL_PA_PER_CARD = 400_000;
const RESOLVER_PA_PER_CARD = 100_000;
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Strat's Cubs plan: see checkKernel. */
export const stratKernel = () => checkKernel(strat.checkPlan(stratSet(STRAT_CARDS), stratTables(), {}));
/** PBC's Cubs plan: see checkKernel. */
export const pbcKernel = () => checkKernel(pbc.checkPlan(pbcSet(PBC_CARDS), pbcTables(), {}));
/** piecepack's four teams (both cards drawn blind in the graph, then the dice): see checkKernel. */
export const piecepackKernel = () =>
  checkKernel(piecepack.checkPlan(piecepackSet(PIECEPACK_CARDS), piecepackTables(), {}));

/** Compile seconds and graph size of a plan, and plate appearances per second on the kernel and on the resolvers. */
function checkKernel(subjects: CheckSubject[]) {
  const start = performance.now();
  const compiled = new SimulationPlan(subjects, 'kernel');
  const compileSeconds = (performance.now() - start) / 1000;
  const reference = new SimulationPlan(subjects, 'reference');
  const kernel = new DiceGraphKernel(compiled.kernel!.matchups);
  const perSecond = (
    plan: SimulationPlan,
    perCard: number,
    run: (s: number, chunk: { stream: number[]; cells: Int32Array; slots: number; synced: boolean }) => void,
  ) => {
    const begin = performance.now();
    subjects.forEach((_, s) =>
      run(s, {
        stream: [...rootStream(s).getState!()],
        cells: Int32Array.from(plan.cells(s, perCard)),
        slots: plan.slots,
        synced: false,
      }),
    );
    return (subjects.length * perCard) / ((performance.now() - begin) / 1000);
  };
  const onKernel: number[] = [];
  const onResolvers: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    onKernel.push(perSecond(compiled, KERNEL_PA_PER_CARD, (_, chunk) => runChunkOnKernel(kernel, chunk)));
    onResolvers.push(
      perSecond(reference, RESOLVER_PA_PER_CARD, (s, chunk) =>
        runChunkOnResolvers(reference.matchups, subjects[s]!.states, chunk),
      ),
    );
  }
  const nodes = compiled.kernel!.matchups[0]!.graph.nodes;
  return {
    cards: subjects.length,
    matchups: compiled.slots,
    compileSeconds,
    nodes,
    kernel: median(onKernel),
    resolvers: median(onResolvers),
  };
}
