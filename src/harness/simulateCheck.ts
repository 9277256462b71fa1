import type { CheckSubject } from '../core/GameSystem.ts';
import { subjectTargets } from '../core/subjectTargets.ts';
import { TALLY_SLOTS, Tally } from '../core/model/Tally.ts';
import { rateInterval } from '../stats/rateInterval.ts';
import { ChunkStreams, chunkCells, chunkCount, keptPlateAppearances, type Chunk } from './chunks.ts';
import { chunkExecutor, type ChunkExecutor } from './executeChunks.ts';
import { inShard, type Shard } from './shard.ts';
import { SimulationPlan, type Engine } from './SimulationPlan.ts';
import { tallySubject, tallySubjectCounts, type SubjectTallies } from '../exact/tallySubject.ts';
import { RunRefused } from '../core/input/RunRefused.ts';

export interface CheckRun {
  /** Plate appearances per card; with `precision`, the first batch. */
  pa: number;
  seed: number;
  /**
   * Keep simulating, doubling the plate appearances, until every targeted rate's 95% interval is this narrow (OPS
   * excepted).
   */
  precision?: number;
  /** The most plate appearances per card a `precision` run may use. */
  maxPa?: number;
  /** Worker threads; 0 (the default) runs in this thread. The numbers are the same either way. */
  workers?: number;
  /** The compiled kernel (default, where the game has one) or the readable resolvers: the same numbers, slower. */
  engine?: Engine;
  /** Called after each chunk with the plate appearances done and planned so far. */
  onProgress?: (done: number, planned: number) => void;
  /** Stops the run (workers at once); the promise rejects with RunInterrupted. */
  signal?: AbortSignal;
  /**
   * Each plate appearance from its own substream (common random numbers across rule sets; other numbers than unsynced
   * runs).
   */
  synced?: boolean;
  /** Only this slice of the run's chunks (a `precision` run cannot be sliced: its rounds read every chunk). */
  shard?: Shard;
  /** Plate appearances from which a run starts its workers (POOL_FROM_PA; shorter runs play in this thread). */
  poolFrom?: number;
}

/** A card's simulated tallies, and why a `precision` run stopped. */
export interface SimulatedSubject {
  tallies: SubjectTallies;
  stoppedBy?: 'precision' | 'cap';
}

/**
 * One round of a run: every card's `batches[i]` plate appearances cut into chunks as the workers take them (with their
 * streams in order from `streams`), a shard's only, and how many plate appearances those chunks hold.
 */
function roundChunks(
  plan: SimulationPlan,
  subjects: readonly CheckSubject[],
  batches: readonly number[],
  streams: ChunkStreams,
  run: Pick<CheckRun, 'shard' | 'synced'>,
): { chunks: Iterable<Chunk>; plateAppearances: number } {
  let first = streams.issued;
  let plateAppearances = 0;
  for (const batch of batches) {
    if (batch <= 0) continue;
    plateAppearances += keptPlateAppearances(batch, first, run.shard);
    first += chunkCount(batch);
  }
  function* chunks(): Generator<Chunk> {
    for (const [i, batch] of batches.entries()) {
      if (batch <= 0) continue;
      const cells = plan.cells(i, batch);
      for (const chunk of chunkCells(i, plan.firstSlot[i]!, subjects[i]!.strata.length, cells, streams))
        if (inShard(chunk.index, run.shard)) yield run.synced ? { ...chunk, synced: true } : chunk;
    }
  }
  return { chunks: chunks(), plateAppearances };
}

/** Default cap of a `precision` run. */
export const DEFAULT_MAX_PA = 100_000_000;

/** The widest 95% interval among the rates that have a target (OPS, a sum of two, excepted). */
export function widestInterval(tally: Tally, target: Record<string, number>): number {
  const all = { ...tally.outcomeCounts(), ...tally.counterValues() };
  let widest = 0;
  for (const name of Object.keys(target)) {
    if (name === 'OPS') continue;
    const interval = rateInterval(name, all);
    if (Number.isFinite(interval.upper - interval.lower)) widest = Math.max(widest, interval.upper - interval.lower);
  }
  return widest;
}

/**
 * Simulates a check's cards. Each card's plate appearances are split over its strata and start states by weight
 * (largest remainder) and cut into chunks of CHUNK_PA; chunk i of the run draws from the root stream jumped i + 1
 * times, so the numbers depend on the seed, the cards and the rules, never on the number of workers. A `precision` run
 * adds rounds (each card still too wide doubles its plate appearances) with the chunks numbered on.
 * @example (await simulateCheck(pineTar.checkPlan(set, tables, {}), { pa: 1e5, seed: 1, workers: 2 }))[0].tallies.total
 */
export async function simulateCheck(
  subjects: readonly CheckSubject[],
  run: CheckRun,
  plan?: SimulationPlan,
): Promise<SimulatedSubject[]> {
  const simulation = new CheckSimulation(subjects, run, plan);
  try {
    return await simulation.run(run);
  } finally {
    await simulation.close();
  }
}

/**
 * A check's cards ready to simulate again and again (rule comparisons run one plan for many seeds): the plan compiled
 * and the workers started once. Each run's numbers are those of `simulateCheck` with the same run.
 */
export class CheckSimulation {
  declare private readonly subjects: readonly CheckSubject[];
  declare private readonly plan: SimulationPlan;
  declare private readonly executor: ChunkExecutor;

  /** `plan`: the subjects' plan when it is compiled already (SimulationPlan.compiling). */
  constructor(
    subjects: readonly CheckSubject[],
    setup: Pick<CheckRun, 'engine' | 'workers' | 'signal' | 'poolFrom'>,
    plan?: SimulationPlan,
  ) {
    this.subjects = subjects;
    this.plan = plan ?? new SimulationPlan(subjects, setup.engine ?? 'kernel');
    this.executor = chunkExecutor(this.plan, setup.workers ?? 0, setup.signal, setup.poolFrom);
  }

  async run(run: Omit<CheckRun, 'engine' | 'workers' | 'signal' | 'poolFrom'>): Promise<SimulatedSubject[]> {
    if (run.shard && run.precision !== undefined)
      throw new RunRefused('a --precision run cannot be sharded: each round reads the tallies of every chunk');
    const { plan, subjects, executor } = this;
    const slots = Array.from({ length: plan.slots }, () => new Tally());
    const streams = new ChunkStreams(run.seed);
    const seasonTargets = subjects.map((subject) => subjectTargets(subject).season);
    const totalOf = (i: number) => tallySubject(subjects[i]!, (_stratum, s) => slots[plan.firstSlot[i]! + s]!).total;
    const cap = run.maxPa ?? DEFAULT_MAX_PA;
    let batches = subjects.map(() => run.pa);
    let done = 0;
    let planned = 0;
    for (;;) {
      const round = roundChunks(plan, subjects, batches, streams, run);
      if (round.plateAppearances === 0) break;
      planned += round.plateAppearances;
      await executor.run(round.chunks, round.plateAppearances, (chunk, tallies) => {
        for (let s = 0; s < chunk.slots; s++) slots[chunk.firstSlot + s]!.addCounts(tallies, s * TALLY_SLOTS);
        done += chunk.plateAppearances;
        run.onProgress?.(done, planned);
      });
      if (run.precision === undefined) break;
      // Sequential stopping: a card whose widest targeted interval is still too wide doubles its plate appearances.
      batches = subjects.map((_, i) => {
        const total = totalOf(i);
        const simulated = total.plateAppearances();
        return widestInterval(total, seasonTargets[i]!) > run.precision! && simulated < cap
          ? Math.min(simulated, cap - simulated)
          : 0;
      });
    }
    return subjects.map((subject, i) => {
      const tallies = tallySubject(subject, (_stratum, s) => slots[plan.firstSlot[i]! + s]!);
      if (run.precision === undefined) return { tallies };
      return {
        tallies,
        stoppedBy: widestInterval(tallies.total, seasonTargets[i]!) <= run.precision ? 'precision' : 'cap',
      };
    });
  }

  /**
   * Several runs at once (replicates, each on its own seed), every run's chunks in one pass of the workers: each run's
   * numbers are those `run` gives it alone. Runs of a fixed size only (no precision, no shard).
   */
  async runMany(
    runs: readonly Pick<CheckRun, 'pa' | 'seed' | 'synced'>[],
    onProgress?: (done: number, planned: number) => void,
  ): Promise<SimulatedSubject[][]> {
    const { plan, subjects, executor } = this;
    // Each run's slot tallies in one array: replicate runs have thousands of slots, a Tally each would cost more than
    // their plate appearances.
    const counts = runs.map(() => new Float64Array(plan.slots * TALLY_SLOTS));
    // Made as the workers take them: a chunk carries its run's number.
    function* chunks(): Generator<Chunk & { run: number }> {
      let index = 0;
      for (const [r, run] of runs.entries()) {
        if (run.pa <= 0) continue;
        const streams = new ChunkStreams(run.seed);
        for (const [i, subject] of subjects.entries())
          for (const chunk of chunkCells(i, plan.firstSlot[i]!, subject.strata.length, plan.cells(i, run.pa), streams))
            yield { ...chunk, index: index++, run: r, ...(run.synced && { synced: true }) };
      }
    }
    const planned = runs.reduce((sum, run) => sum + Math.max(0, run.pa) * subjects.length, 0);
    let done = 0;
    await executor.run(chunks(), planned, (chunk, tallies) => {
      const mine = counts[chunk.run]!;
      const at = chunk.firstSlot * TALLY_SLOTS;
      for (let i = 0; i < tallies.length; i++) mine[at + i]! += tallies[i]!;
      done += chunk.plateAppearances;
      onProgress?.(done, planned);
    });
    return counts.map((mine) =>
      subjects.map((subject, i) => ({ tallies: tallySubjectCounts(subject, mine, plan.firstSlot[i]!) })),
    );
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await this.executor.close();
  }
}
