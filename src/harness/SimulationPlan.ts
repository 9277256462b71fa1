import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { CheckSubject, Matchup } from '../core/GameSystem.ts';
import type { CompiledMatchup } from '../core/DiceGraphData.ts';
import type { BaseOutState } from '../core/model/baseOut.ts';
import { allocate } from '../stats/allocate.ts';

/** Which engine simulates: the compiled kernel (where every matchup has one) or the readable resolvers. */
export type Engine = 'kernel' | 'reference';

/** The matchups of a kernel run, as a worker receives them. */
export interface KernelPayload {
  matchups: CompiledMatchup[];
}

/**
 * A check's subjects laid out for the harness: every stratum of every subject is one tally slot (and one matchup);
 * every (stratum, start state) pair a cell. With the kernel engine the matchups are compiled and cells carry state
 * codes; with the reference engine cells carry indices into the subject's state mix.
 */
export class SimulationPlan {
  declare readonly subjects: readonly CheckSubject[];
  /** First slot of each subject; subject i owns slots firstSlot[i] .. firstSlot[i] + strata - 1. */
  declare readonly firstSlot: readonly number[];
  declare readonly slots: number;
  /** Matchups by slot. */
  declare readonly matchups: readonly Matchup[];
  /** The compiled matchups, absent when the plan runs on the resolvers. */
  declare readonly kernel: KernelPayload | undefined;
  /** Per subject, the start state of each cell (strata x states, stratum-major) as the engine reads it. */
  declare private readonly cellStates: readonly Int32Array[];
  /** Cells already laid out, by subject and batch (replicate runs ask for the same ones again and again). */
  declare private readonly laidOut: Map<number, Float64Array>;

  /**
   * The plan of `subjects`, compiled here (or, with `compiled`, already compiled by `SimulationPlan.compiling`) when
   * the engine is the kernel.
   */
  constructor(subjects: readonly CheckSubject[], engine: Engine, compiled?: CompiledMatchup[]) {
    this.subjects = subjects;
    const firstSlot: number[] = [];
    const matchups: Matchup[] = [];
    for (const subject of subjects) {
      firstSlot.push(matchups.length);
      for (const stratum of subject.strata) matchups.push(stratum.matchup);
    }
    this.firstSlot = firstSlot;
    this.slots = matchups.length;
    this.matchups = matchups;
    const kernel = engine !== 'kernel' ? undefined : (compiled ?? compileAll(matchups, startsOf(subjects)));
    this.kernel = kernel && { matchups: kernel };
    // A compiled matchup has one root per start state, in order, so a cell's state is the state's index either way.
    this.cellStates = subjects.map((subject) =>
      Int32Array.from(subject.strata.flatMap(() => subject.states.map((_, k) => k))),
    );
    this.laidOut = new Map();
  }

  /**
   * The kernel plan of `subjects`, compiled a few milliseconds at a time with the event loop running between: a run
   * compiles its next set while the workers play this one (and are handed their chunks meanwhile).
   */
  static async compiling(subjects: readonly CheckSubject[]): Promise<SimulationPlan> {
    const matchups = subjects.flatMap((subject) => subject.strata.map((stratum) => stratum.matchup));
    const starts = startsOf(subjects);
    const compiled: CompiledMatchup[] = [];
    let slice = performance.now();
    for (const [slot, matchup] of matchups.entries()) {
      const one = matchup.compile?.(starts[slot]!);
      if (!one) return new SimulationPlan(subjects, 'kernel', undefined);
      compiled.push(one);
      if (performance.now() - slice > SLICE_MS) {
        await yieldToEvents();
        slice = performance.now();
      }
    }
    return new SimulationPlan(subjects, 'kernel', compiled.length > 0 ? compiled : undefined);
  }

  /**
   * A subject's `batch` plate appearances over its cells by weight (largest remainder), as chunk cells (see
   * CELL_WIDTH).
   */
  cells(subject: number, batch: number): Float64Array {
    const key = batch * this.subjects.length + subject;
    let cells = this.laidOut.get(key);
    if (!cells) this.laidOut.set(key, (cells = this.layOut(subject, batch)));
    return cells;
  }

  // Float64: a cell's count may pass 2^31 (a chunk's cannot: chunkCells cuts them to CHUNK_PA).
  private layOut(subject: number, batch: number): Float64Array {
    const { strata, states } = this.subjects[subject]!;
    const weights = strata.flatMap((stratum) => states.map(({ weight }) => stratum.weight * weight));
    const counts = allocate(batch, weights);
    const out: number[] = [];
    const codes = this.cellStates[subject]!;
    counts.forEach((count, c) => {
      const stratum = Math.floor(c / states.length);
      if (count > 0) out.push(this.firstSlot[subject]! + stratum, codes[c]!, count, stratum);
    });
    return Float64Array.from(out);
  }
}

/** Milliseconds of compiling between turns of the event loop. */
const SLICE_MS = 10;

/** Each stratum's start states, slot by slot. */
function startsOf(subjects: readonly CheckSubject[]): BaseOutState[][] {
  return subjects.flatMap((subject) => subject.strata.map(() => subject.states.map(({ state }) => state)));
}

/** Every matchup compiled for its start states, or undefined when one has no kernel. */
function compileAll(
  matchups: readonly Matchup[],
  starts: readonly (readonly BaseOutState[])[],
): CompiledMatchup[] | undefined {
  const compiled: CompiledMatchup[] = [];
  for (const [slot, matchup] of matchups.entries()) {
    const one = matchup.compile?.(starts[slot]!);
    if (!one) return undefined;
    compiled.push(one);
  }
  return compiled.length > 0 ? compiled : undefined;
}
