import { spawnSync } from 'node:child_process';

/** A command run at two sizes, a hundred times apart. */
interface Scaled {
  label: string;
  small: string[];
  large: string[];
}

const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
/** The commands whose memory must not grow with the plate appearances or games they play (issue 28). */
const SCALED: Scaled[] = [
  {
    label: `check ${WALKTHROUGH}, 1e5 against 1e7 PA per card`,
    small: ['check', WALKTHROUGH, '--pa', '1e5', '--workers', '0'],
    large: ['check', WALKTHROUGH, '--pa', '1e7', '--workers', '0'],
  },
  {
    label: `season ${WALKTHROUGH}, 810 against 81,000 games per team`,
    small: ['season', WALKTHROUGH, '--games', '810', '--workers', '0'],
    large: ['season', WALKTHROUGH, '--games', '81000', '--workers', '0'],
  },
];

/** Peak resident memory of one cardlab command in its own process, in MB. */
function peakMb(args: readonly string[]): number {
  const run = spawnSync(process.execPath, ['--import', './bench/printPeakMemory.mjs', 'bin/cardlab.js', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const peak = /peak-rss-kb (\d+)/.exec(run.stderr);
  if (run.status !== 0 || !peak) throw new Error(`cardlab ${args.join(' ')} failed: ${run.stderr}`);
  return Number(peak[1]) / 1024;
}

/** Each scaled command's peak memory at both sizes, and the ratio of the large to the small. */
export function peakMemory(): { label: string; small: number; large: number; ratio: number }[] {
  return SCALED.map(({ label, small, large }) => {
    const [smallMb, largeMb] = [peakMb(small), peakMb(large)];
    return { label, small: smallMb, large: largeMb, ratio: largeMb / smallMb };
  });
}
