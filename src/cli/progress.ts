import { SingleBar } from 'cli-progress';
import type { TextOut } from './io.ts';
import { terminalText } from './terminalText.ts';

/** Shows a bar only when someone watches: a terminal on stderr and stdout, and no --json. */
export function wantsProgress(io: { stdout: TextOut; stderr: TextOut }, json: boolean | undefined): boolean {
  return json !== true && io.stderr.isTTY === true && io.stdout.isTTY === true;
}

const rate = (perSecond: number) =>
  perSecond >= 1e6
    ? `${(perSecond / 1e6).toFixed(1)} M`
    : perSecond >= 1e4
      ? `${Math.round(perSecond / 1e3)} k`
      : `${Math.round(perSecond)}`;

/**
 * Progress bars on stderr for an experiment's stages: a bar per stage (a card set's file, `season`, `rules`), done of
 * planned, the rate and the time left. Returns the `onProgress` an experiment takes and a `stop` that clears the bar.
 * @example
 * const bars = progressBars(process.stderr, () => 'PA'); await runCheck(sets, { ..., onProgress: bars.update });
 * bars.stop();
 */
export function progressBars(
  stream: NodeJS.WritableStream,
  unitOf: (stage: string) => string,
): { update: (stage: string, done: number, planned: number) => void; stop: () => void } {
  let bar: SingleBar | undefined;
  let current = '';
  let started = 0;
  const stop = () => {
    bar?.stop();
    bar = undefined;
  };
  return {
    update(stage, done, planned) {
      if (stage !== current || !bar) {
        stop();
        current = stage;
        started = performance.now();
        const unit = unitOf(stage);
        const label = terminalText(stage.replace(/[^ ]*[/\\]/g, '')); // a card set's file name, without its folders
        bar = new SingleBar({
          stream,
          format: `${label} [{bar}] {percentage}% | {done} ${unit} | {speed} ${unit}/s | {eta_formatted} left`,
          hideCursor: true,
          clearOnComplete: true,
          etaBuffer: 20,
          fps: 5,
        });
        bar.start(planned, done, { done: '0', speed: '0' });
      }
      const speed = rate((done / Math.max(1e-3, performance.now() - started)) * 1000);
      bar.setTotal(planned);
      bar.update(done, { done: done.toLocaleString('en-US'), speed });
    },
    stop,
  };
}
