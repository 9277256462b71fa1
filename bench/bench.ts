// npm run bench: plate appearances per second of Pine Tar compiled to the dice graph beside a raw table-lookup
// base-out loop on the same generator in the same process (so the ratios hold on a noisy machine), the pool on 1
// against 2 workers, whole games in one thread, the Strat kernel against its resolvers, what compiling a check plan
// costs, the exact engine's rates of a set, rule tuning, and peak memory at two sizes. Prints the machine, the
// figures and whether each floor is met; exits 1 when one is not. With `--readme` (npm run bench -- --readme),
// writes the README's speed table.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { rootStream } from '../src/core/dice/streams.ts';
import { baseOutState } from '../src/core/model/baseOut.ts';
import { DiceGraphKernel } from '../src/exact/diceGraphKernel.ts';
import { PineTarGraphCompiler } from '../src/games/pinetar/graph.ts';
import { SimulationPlan } from '../src/harness/SimulationPlan.ts';
import { LEAGUE_FIELDER, type Fielder, type PineTarMatchup } from '../src/games/pinetar/matchup.ts';
import { DEFAULT_POLICIES } from '../src/games/pinetar/policies.ts';
import pineTar from '../src/games/pinetar/index.ts';
import { POSITIONS, type Position } from '../src/core/model/positions.ts';
import { TALLY_SLOTS } from '../src/core/model/Tally.ts';
import { simulateCheck } from '../src/harness/simulateCheck.ts';
import { rawBaseOutLoop } from './rawLoop.ts';
import { PBC_CARDS, pbcKernel, PIECEPACK_CARDS, piecepackKernel, STRAT_CARDS, stratKernel } from './checkKernel.ts';
import { piecepackPolicies } from './piecepackPolicies.ts';
import { peakMemory } from './peakMemory.ts';
import { pineTarSet, pineTarTables } from '../tests/helpers/inputs.ts';

const CARDS = 'cards/pinetar/2016-cubs.yaml';
const ROUNDS = 5;
const PA_PER_ROUND = 30_000_000;
const POOL_PA_PER_CARD = 4_000_000;
/**
 * Floors of the ratios: (a) the compiled graph's plate appearances against the raw loop; (d) whole games, which play
 * the readable resolvers until the graph carries runners (issue 23); the pool's speed-up on two workers; the Strat
 * graph against its resolvers; PBC's and piecepack's kernels against the raw loop (piecepack's at-bat draws two cards,
 * three batting dice, the red die and a runner's die: six or seven draws against the raw loop's one).
 */
const FLOORS = { compiled: 0.3, games: 0.01, twoWorkers: 1.7, stratKernel: 2.5, pbcKernel: 0.2, piecepackKernel: 0.08 };
/** Most a command's peak memory may grow when it plays a hundred times the plate appearances or games (issue 28). */
const MEMORY_GROWTH = 1.25;
/** Issue 23's targets for the exact engine, in milliseconds: reported beside rows (g) and (h), not yet floors. */
const EXACT_TARGETS = { pineTar: 50, strat: 200, stratCompile: 500 };
/** Issue 23's targets for rule tuning in plate appearances, in seconds: reported beside rows (i) and (j). */
const TUNING_TARGETS = { ab: 2, sweep: 10 };
const secondsTarget = (taken: number, goal: number) =>
  taken <= goal ? `meets the target of ${goal} s` : `${(taken / goal).toFixed(1)}x the target of ${goal} s`;
const ms = (milliseconds: number) => `${milliseconds.toFixed(0)} ms`;
const target = (milliseconds: number, goal: number) =>
  milliseconds <= goal
    ? `meets the target of ${goal} ms`
    : `${(milliseconds / goal).toFixed(1)}x the target of ${goal} ms`;

/** Row (a) as it stood on the hand-written kernel the compiled graph replaced (issue 22's figure on main). */
const HAND_KERNEL_SHARE = 0.46;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const millions = (perSecond: number) => `${(perSecond / 1e6).toFixed(1)} M PA/s`;

/** Seconds a piece of work takes. */
function seconds(work: () => void): number {
  const start = performance.now();
  work();
  return (performance.now() - start) / 1000;
}

/** The Cubs' first nine position players against a grade-C right-hander and league-average fielders. */
function lineup(): PineTarMatchup[] {
  const tables = pineTarTables();
  const defense = Object.fromEntries(POSITIONS.map((p) => [p, LEAGUE_FIELDER])) as Record<Position, Fielder>;
  const batters = pineTarSet(CARDS)
    .players.filter((p) => !p.pitching)
    .slice(0, 9);
  const speeds = batters.map((b) => b.speed);
  return batters.map((batter, slot) => ({
    batter: { id: slot, column: batter.columns.vsR, speed: batter.speed, shc: batter.shc, isPitcher: false },
    pitcher: { grade: 'C', bkwp: { balkTop: 7, wildPitchTop: 99, text: '07/99' } },
    defense,
    speedOf: (runner) => speeds[runner]!,
    tables,
    policies: DEFAULT_POLICIES,
  }));
}

function singleCore() {
  const matchups = lineup();
  const compiler = new PineTarGraphCompiler();
  const graph = new DiceGraphKernel(matchups.map((m) => compiler.compile(m, [baseOutState()])));
  const generator = rootStream(1);
  const tally = new Float64Array(9 * TALLY_SLOTS);
  const raw: number[] = [];
  const compiled: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    raw.push(PA_PER_ROUND / seconds(() => rawBaseOutLoop(generator, PA_PER_ROUND)));
    compiled.push(
      PA_PER_ROUND /
        seconds(() => {
          for (let slot = 0; slot < 9; slot++)
            graph.run(slot, 0, PA_PER_ROUND / 9, generator, tally, slot * TALLY_SLOTS);
        }),
    );
  }
  return { raw: median(raw), compiled: median(compiled) };
}

async function workers() {
  const set = pineTarSet(CARDS);
  const subjects = pineTar.checkPlan(set, pineTarTables(), {});
  const run = async (count: number) => {
    const start = performance.now();
    await simulateCheck(subjects, { pa: POOL_PA_PER_CARD, seed: 1, workers: count });
    return (performance.now() - start) / 1000;
  };
  const total = subjects.length * POOL_PA_PER_CARD;
  const started = performance.now();
  const plan = new SimulationPlan(subjects, 'kernel');
  const compileSeconds = (performance.now() - started) / 1000;
  const one = await run(1);
  const two = await run(2);
  return { total, one, two, compileSeconds, slots: plan.slots, nodes: plan.kernel!.matchups[0]!.graph.nodes };
}

const machine =
  `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ` +
  `${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
process.stdout.write(`machine: ${machine}\n`);
const single = singleCore();
// Whole games run in a process of their own, as a season's worker thread does: the kernel and engine warmed by games
// only, not by the plate-appearance runs above (which would leave their call sites seeing both kinds of generator).
const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/wholeGames.ts'], { encoding: 'utf8' });
if (child.status !== 0) throw new Error(`bench/wholeGames.ts failed: ${child.stderr}`);
const {
  games,
  allRules,
  strat: stratGames,
} = JSON.parse(child.stdout) as {
  games: { games: number; raw: number };
  allRules: { games: number; raw: number };
  strat: { games: number; raw: number };
};
const exactChild = spawnSync(process.execPath, ['--import', 'tsx', 'bench/exactRates.ts'], { encoding: 'utf8' });
if (exactChild.status !== 0) throw new Error(`bench/exactRates.ts failed: ${exactChild.stderr}`);
type ExactTimes = { file: string; cards: number; load: number; compile: number; cold: number; warm: number };
const exact = JSON.parse(exactChild.stdout) as { pineTar: ExactTimes; strat: ExactTimes };
const tuningChild = spawnSync(process.execPath, ['--import', 'tsx', 'bench/ruleTuning.ts'], { encoding: 'utf8' });
if (tuningChild.status !== 0) throw new Error(`bench/ruleTuning.ts failed: ${tuningChild.stderr}`);
const tuning = JSON.parse(tuningChild.stdout) as {
  ab: number;
  sweep: { seconds: number; values: number };
  games: { seconds: number; games: number; plateAppearances: number };
};
const pool = await workers();
const strat = stratKernel();
const pbcRun = pbcKernel();
const piecepackRun = piecepackKernel();
const policies = piecepackPolicies();
const memory = peakMemory();
const ratios = {
  compiled: single.compiled / single.raw,
  games: games.games / games.raw,
  twoWorkers: pool.one / pool.two,
  stratKernel: strat.kernel / strat.resolvers,
  pbcKernel: pbcRun.kernel / single.raw,
  piecepackKernel: piecepackRun.kernel / single.raw,
};
const verdict = (name: keyof typeof FLOORS) =>
  ratios[name] >= FLOORS[name] ? `meets the floor of ${FLOORS[name]}` : `BELOW the floor of ${FLOORS[name]}`;
process.stdout.write(
  [
    `raw base-out loop (one d100, chart and transition lookups):   ${millions(single.raw)}`,
    `(a) Pine Tar compiled to the dice graph, plate appearances from ---/0, 9 Cubs vs grade C: ` +
      `${millions(single.compiled)} = ${(ratios.compiled * 100).toFixed(0)}% of raw (the hand-written kernel it ` +
      `replaced: ${(HAND_KERNEL_SHARE * 100).toFixed(0)}%), ${verdict('compiled')}`,
    `(c) check of ${CARDS} (${(pool.total / 1e6).toFixed(0)} M PA, league strata, start-state mix): ` +
      `${pool.slots} matchups compiled in ${pool.compileSeconds.toFixed(1)} s to a graph of ${pool.nodes} nodes`,
    `    1 worker ${pool.one.toFixed(2)} s (${millions(pool.total / pool.one)}), 2 workers ${pool.two.toFixed(2)} ` +
      `s (${millions(pool.total / pool.two)}) = ${ratios.twoWorkers.toFixed(2)}x, ${verdict('twoWorkers')}`,
    `(d) Pine Tar, whole games (Cubs-Cleveland round robin, 3240 ` +
      `games, 1 thread, own process): ${millions(games.games)} ` +
      ` = ${(ratios.games * 100).toFixed(1)}% of raw (${millions(games.raw)} in the same rounds), ${verdict('games')}`,
    `(e) the same with every optional rule on (--rules all):          ${millions(allRules.games)}  = ` +
      `${((allRules.games / allRules.raw) * 100).toFixed(1)}% of raw, ` +
      `${((allRules.games / games.games) * 100).toFixed(0)}% of (d)`,
    `(l) Strat, whole games (Cubs-Cleveland round robin, 1 thread, own process): ${millions(stratGames.games)} = ` +
      `${((stratGames.games / stratGames.raw) * 100).toFixed(1)}% of raw (target 10%)`,
    `(f) Strat, check plan of ${STRAT_CARDS} (${strat.cards} cards, ` +
      `${strat.matchups} league matchups, state mix), 1 thread:`,
    `    compiled in ${strat.compileSeconds.toFixed(1)} s to a dice ` +
      `graph of ${strat.nodes} nodes; kernel ${millions(strat.kernel)} = ` +
      `${((strat.kernel / single.raw) * 100).toFixed(0)}% of raw, resolvers ` +
      `${millions(strat.resolvers)}: ${ratios.stratKernel.toFixed(1)}x, ${verdict('stratKernel')}`,
    `(m) PBC, check plan of ${PBC_CARDS} (${pbcRun.cards} cards, ${pbcRun.matchups} league matchups, state mix), ` +
      `1 thread: compiled in ${pbcRun.compileSeconds.toFixed(2)} s to a dice graph of ${pbcRun.nodes} nodes; kernel ` +
      `${millions(pbcRun.kernel)} = ${(ratios.pbcKernel * 100).toFixed(0)}% of raw, ${verdict('pbcKernel')}; ` +
      `resolvers ${millions(pbcRun.resolvers)}`,
    `(n) piecepack, check plan of ${PIECEPACK_CARDS} (${piecepackRun.cards} subjects, ${piecepackRun.matchups} ` +
      `matchups, state mix), both cards drawn blind in the graph, 1 thread: compiled in ` +
      `${piecepackRun.compileSeconds.toFixed(2)} s to ${piecepackRun.nodes} nodes; kernel ` +
      `${millions(piecepackRun.kernel)} = ${(ratios.piecepackKernel * 100).toFixed(0)}% of raw, ` +
      `${verdict('piecepackKernel')}; resolvers ${millions(piecepackRun.resolvers)}`,
    `(o) piecepack whole games, ${policies.default.games} games, 1 thread: save-faces ` +
      `${policies.default.microseconds.toFixed(1)} us per at-bat, ` +
      `random ${policies.random.microseconds.toFixed(1)} us, ` +
      `game-theory ${policies.gameTheory.microseconds.toFixed(1)} us (the linear programs and exact values: ` +
      `${(policies.gameTheory.microseconds - policies.default.microseconds).toFixed(1)} us per at-bat)`,
    `(g) exact rates of ${exact.pineTar.file} (${exact.pineTar.cards} cards, league strata, state mix), after ` +
      `loading (${ms(exact.pineTar.load)}): ${ms(exact.pineTar.cold)} cold, ${ms(exact.pineTar.warm)} asked again; ` +
      target(exact.pineTar.cold, EXACT_TARGETS.pineTar),
    `(h) exact rates of ${exact.strat.file} (${exact.strat.cards} cards): dice graphs compiled in ` +
      `${ms(exact.strat.compile)} (${target(exact.strat.compile, EXACT_TARGETS.stratCompile)}), then ` +
      `${ms(exact.strat.cold)} cold, ${ms(exact.strat.warm)} asked again ` +
      `(${target(exact.strat.cold, EXACT_TARGETS.strat)})`,
    `(i) rules ${CARDS} --variant main+risp-penalty --pa 20000 (2 workers, end to end): ` +
      `${tuning.ab.toFixed(1)} s, ${secondsTarget(tuning.ab, TUNING_TARGETS.ab)}`,
    `(j) sweep ${CARDS} --param hit-and-run.rollBonus=0..10 --pa 20000 (${tuning.sweep.values} values): ` +
      `${tuning.sweep.seconds.toFixed(1)} s, ${secondsTarget(tuning.sweep.seconds, TUNING_TARGETS.sweep)}`,
    `(k) rules in games, main+hit-and-run against main, Cubs-Cleveland, ${tuning.games.games} games each way ` +
      `(2 workers, end to end): ${tuning.games.seconds.toFixed(1)} s, ` +
      `${millions(tuning.games.plateAppearances / tuning.games.seconds / 2)} per worker against (d)'s ` +
      `${millions(games.games)}`,
    ...memory.map(
      ({ label, small, large, ratio }) =>
        `(p) peak memory, ${label}: ${small.toFixed(0)} MB, ${large.toFixed(0)} MB (${ratio.toFixed(2)}x), ` +
        (ratio <= MEMORY_GROWTH ? `meets the ceiling of ${MEMORY_GROWTH}x` : `ABOVE the ceiling of ${MEMORY_GROWTH}x`),
    ),
    `(median of ${ROUNDS} interleaved rounds of ${PA_PER_ROUND / 1e6} ` +
      `M PA for raw and (a); (c) includes starting the workers)`,
  ].join('\n') + '\n',
);
if (Object.keys(FLOORS).some((name) => ratios[name as keyof typeof FLOORS] < FLOORS[name as keyof typeof FLOORS]))
  process.exitCode = 1;
if (memory.some(({ ratio }) => ratio > MEMORY_GROWTH)) process.exitCode = 1;

/** The README's speed table, from this run: each row's figure against its floor or issue 23's target. */
const table: [string, string, string][] = [
  ['raw base-out loop (one d100, chart and transition lookups)', millions(single.raw), ''],
  [
    '(a) Pine Tar on the compiled dice graph, 9 Cubs vs grade C',
    `${millions(single.compiled)}, ${(ratios.compiled * 100).toFixed(0)}% of raw`,
    `floor ${FLOORS.compiled * 100}%`,
  ],
  [
    `(c) check of the Cubs, ${(pool.total / 1e6).toFixed(0)} M PA: 1 worker, 2 workers`,
    `${millions(pool.total / pool.one)}, ${millions(pool.total / pool.two)} (${ratios.twoWorkers.toFixed(2)}x)`,
    `floor ${FLOORS.twoWorkers}x`,
  ],
  [
    '(d) Pine Tar whole games, Cubs-Cleveland, 1 thread',
    `${millions(games.games)}, ${(ratios.games * 100).toFixed(1)}% of raw`,
    `floor ${FLOORS.games * 100}%; target 20%`,
  ],
  [
    '(e) the same, every optional rule on',
    `${millions(allRules.games)}, ${((allRules.games / allRules.raw) * 100).toFixed(1)}% of raw`,
    'target 10%',
  ],
  [
    '(f) Strat check plan of the Cubs: kernel against resolvers, 1 thread',
    `${millions(strat.kernel)} (${((strat.kernel / single.raw) * 100).toFixed(0)}% of raw), ` +
      `${ratios.stratKernel.toFixed(1)}x`,
    `floor ${FLOORS.stratKernel}x`,
  ],
  [
    '(l) Strat whole games, Cubs-Cleveland, 1 thread',
    `${millions(stratGames.games)}, ${((stratGames.games / stratGames.raw) * 100).toFixed(1)}% of raw`,
    'target 10%',
  ],
  [
    '(m) PBC check plan of the Cubs: kernel, 1 thread (resolvers beside it)',
    `${millions(pbcRun.kernel)}, ${(ratios.pbcKernel * 100).toFixed(0)}% of raw ` +
      `(resolvers ${millions(pbcRun.resolvers)})`,
    `floor ${FLOORS.pbcKernel * 100}%`,
  ],
  [
    '(n) piecepack check plan of the four teams: kernel with card play, 1 thread',
    `${millions(piecepackRun.kernel)}, ${(ratios.piecepackKernel * 100).toFixed(0)}% of raw ` +
      `(resolvers ${millions(piecepackRun.resolvers)})`,
    `floor ${FLOORS.piecepackKernel * 100}%`,
  ],
  [
    '(o) piecepack whole games: the game-theoretic policy per at-bat',
    `${policies.gameTheory.microseconds.toFixed(1)} us (save-faces ${policies.default.microseconds.toFixed(1)} us)`,
    '',
  ],
  [
    '(g) exact rates of the Pine Tar Cubs (45 cards), after loading',
    `${ms(exact.pineTar.cold)} cold, ${ms(exact.pineTar.warm)} again`,
    `target ${EXACT_TARGETS.pineTar} ms`,
  ],
  [
    '(h) Strat Cubs: dice graphs compiled, then exact rates',
    `${ms(exact.strat.compile)}, then ${ms(exact.strat.cold)} cold`,
    `targets ${EXACT_TARGETS.stratCompile} ms, ${EXACT_TARGETS.strat} ms`,
  ],
  ['(i) rules A/B in plate appearances (RISP penalty, 20,000 PA per card)', `${tuning.ab.toFixed(1)} s`, 'target 2 s'],
  [
    '(j) sweep of hit-and-run.rollBonus 0..10 in plate appearances',
    `${tuning.sweep.seconds.toFixed(1)} s`,
    'target 10 s',
  ],
  [
    `(k) rules in games, ${tuning.games.games} games each way, end to end`,
    `${tuning.games.seconds.toFixed(1)} s`,
    "(d)'s rate",
  ],
  ...memory.map(({ label, small, large, ratio }): [string, string, string] => [
    `(p) peak memory, ${label}`,
    `${small.toFixed(0)} MB, ${large.toFixed(0)} MB (${ratio.toFixed(2)}x)`,
    `ceiling ${MEMORY_GROWTH}x`,
  ]),
];
if (process.argv.includes('--readme')) writeReadmeTable(table, machine);

/** Replaces the README's speed table (between its bench markers) with this run's. */
function writeReadmeTable(rows: readonly (readonly [string, string, string])[], on: string): void {
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const readme = readFileSync('README.md', 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} ... ${end} block for the speed table`);
  const lines = [
    start,
    `One run of \`npm run bench -- --readme\` (${on}, ${new Date().toISOString().slice(0, 10)}); ranges over runs ` +
      'and what each row measures: [docs/engine.md](docs/engine.md#npm-run-bench).',
    '',
    '| row | measured | floor or target |',
    '|---|---|---|',
    ...rows.map(([row, figure, goal]) => `| ${row} | ${figure} | ${goal} |`),
    end,
  ];
  writeFileSync('README.md', readme.slice(0, from) + lines.join('\n') + readme.slice(to + end.length));
  process.stdout.write('README.md: speed table written\n');
}
