import { SingleBar } from 'cli-progress';

/** Shows a bar only when someone watches: a terminal on stderr and stdout, and no --json. */
export function wantsProgress(json: boolean): boolean {
  return !json && process.stderr.isTTY === true && process.stdout.isTTY === true;
}

const rate = (perSecond: number) => (perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(1)} M` : perSecond >= 1e4 ? `${Math.round(perSecond / 1e3)} k` : `${Math.round(perSecond)}`);

/**
 * A progress bar on stderr for long runs: plate appearances done of planned, PA/s and time left. Returns the
 * `onProgress` callback a run takes and a `stop` that clears the bar.
 * @example const bar = progressBar(); await simulateCheck(subjects, { ..., onProgress: bar.update }); bar.stop();
 */
export function progressBar(label: string, unit = 'PA'): { update: (done: number, planned: number) => void; stop: () => void } {
  const bar = new SingleBar({
    stream: process.stderr,
    format: `${label} [{bar}] {percentage}% | {done} ${unit} | {speed} ${unit}/s | {eta_formatted} left`,
    hideCursor: true,
    clearOnComplete: true,
    etaBuffer: 20,
    fps: 5,
  });
  const started = performance.now();
  let running = false;
  return {
    update(done, planned) {
      const speed = rate((done / Math.max(1e-3, performance.now() - started)) * 1000);
      const payload = { done: done.toLocaleString('en-US'), speed };
      if (!running) {
        bar.start(planned, done, payload);
        running = true;
      }
      bar.setTotal(planned);
      bar.update(done, payload);
    },
    stop() {
      if (running) bar.stop();
      running = false;
    },
  };
}
