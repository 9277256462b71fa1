// node:worker_threads in the notebooks' browser bundle: modules a notebook imports may name Worker; none starts one.
export class Worker {
  constructor() {
    throw new Error('a notebook runs in one thread: no worker threads');
  }
}
export const parentPort = null;
export const workerData = undefined;
