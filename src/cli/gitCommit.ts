import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReportStamp } from '../report/reportManifest.ts';

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The commit of this checkout, "+ changes" when its tree differs; undefined where there is no git or no repository. */
export function gitCommit(): string | undefined {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: PROJECT_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git('rev-parse', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') === '' ? head : `${head} + changes`;
  } catch {
    return undefined;
  }
}

/** The stamp of reports made now by this checkout. */
export function reportStamp(date = new Date()): ReportStamp {
  const commit = gitCommit();
  return { date, ...(commit && { commit }) };
}
