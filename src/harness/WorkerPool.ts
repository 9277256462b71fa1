import { Worker } from 'node:worker_threads';
import type { KernelPayload } from './SimulationPlan.ts';

const KERNEL_WORKER = new URL('./kernelWorker.js', import.meta.url);

/** Work handed to a worker: its index in the run, and what the worker is posted. */
export interface PoolTask {
  index: number;
}

/** Raised when a run is stopped (SIGINT): the workers are gone and no result exists. */
export class RunInterrupted extends Error {
  override name = 'RunInterrupted';
}

/**
 * Worker threads that each hold a game's compiled kernel (or, started from another entry, whatever that worker
 * builds from its data, such as a season's teams) and run tasks handed out one at a time as they free up (equal
 * static shares finish unevenly). Each task's tallies come back in any order; callers add them, which commutes.
 * @example
 * const pool = await WorkerPool.start(2, plan.kernel);
 * await pool.run(chunks, (chunk) => chunk, (chunk, tallies) => ...);
 * await pool.close();
 */
export class WorkerPool {
  declare private readonly workers: Worker[];
  declare private stopped: ((error: Error) => void) | undefined;

  private constructor(workers: Worker[]) {
    this.workers = workers;
    this.stopped = undefined;
  }

  /** Starts `size` workers, each building the kernel of `payload`. */
  static start(size: number, payload: KernelPayload): WorkerPool {
    return WorkerPool.startFrom(KERNEL_WORKER, size, payload);
  }

  /** Starts `size` workers of the module `entry` (a .js that loads its TypeScript through tsx), each given `data`. */
  static startFrom(entry: URL, size: number, data: unknown): WorkerPool {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`a pool needs at least one worker, got ${size}`);
    return new WorkerPool(Array.from({ length: size }, () => new Worker(entry, { workerData: data })));
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Runs every task, posting `message(task)`; `done` is called in the main thread with each task's tallies as it
   * finishes. Tasks are taken from `tasks` only as workers free up, so a lazy iterable keeps a long run's memory flat.
   */
  run<Task extends PoolTask>(
    tasks: Iterable<Task>,
    message: (task: Task) => unknown,
    done: (task: Task, tallies: Float64Array) => void,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const pending = tasks[Symbol.iterator]();
      const running = new Map<number, Task>();
      let drained = false;
      const listeners: (() => void)[] = [];
      const settle = (error?: Error) => {
        for (const remove of listeners) remove();
        this.stopped = undefined;
        if (error) reject(error);
        else resolve();
      };
      this.stopped = settle;
      const hand = (worker: Worker) => {
        const next = drained ? undefined : pending.next();
        if (!next || next.done) {
          drained = true;
          if (running.size === 0) settle();
          return;
        }
        running.set(next.value.index, next.value);
        worker.postMessage(message(next.value));
      };
      for (const worker of this.workers) {
        const onMessage = ({ index, tallies }: { index: number; tallies: Float64Array }) => {
          const task = running.get(index)!;
          running.delete(index);
          done(task, tallies);
          hand(worker);
        };
        const onError = (error: Error) => settle(error);
        const onExit = (code: number) =>
          settle(new Error(`a worker thread exited with code ${code} before the run finished`));
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        listeners.push(() => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
        });
      }
      for (const worker of this.workers) hand(worker);
    });
  }

  /** Stops every worker now; a run in progress rejects with RunInterrupted. */
  async interrupt(): Promise<void> {
    this.stopped?.(new RunInterrupted('interrupted'));
    await this.close();
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
