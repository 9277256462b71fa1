import { basename } from 'node:path';
import { fileHash, runManifest } from '../sim/manifest.ts';
import { RunInterrupted } from '../sim/WorkerPool.ts';
import { checkCardSet, checkJson, type CheckCommandOptions } from './check.ts';
import { formatCardChecks, formatSummary } from './formatCheck.ts';
import { progressBar, wantsProgress } from './progressBar.ts';
import { savedResult, type SavedResult } from './savedResult.ts';
import { writeAtomically } from './writeAtomically.ts';
import type { AnnotatedCardCheck } from './annotations.ts';

/** The rules every check plays until optional rules and presets exist. */
export const MAIN_RULES = 'main';

export interface PrintOptions {
  json?: boolean;
  summary?: boolean;
}

/** Prints checked sets as `check` does: JSON, one line per card, or full tables. */
export function printChecks(results: readonly { file: string; cards: readonly AnnotatedCardCheck[] }[], options: PrintOptions, footer: string): void {
  if (options.json) {
    process.stdout.write(`${checkJson(results)}\n`);
    return;
  }
  for (const { file, cards } of results) {
    process.stdout.write(`${options.summary ? formatSummary(file, cards) : `${file}\n\n${formatCardChecks(cards)}`}\n\n`);
  }
  process.stdout.write(`${footer}\n`);
}

/**
 * `cardlab check`: checks each card set in turn (a progress bar on a terminal), stops cleanly on SIGINT (the run
 * rejects, nothing is written) and, with `save`, writes the tallies and their manifest for `cardlab merge`.
 */
export async function checkCommand(files: readonly string[], options: CheckCommandOptions & PrintOptions & { save?: string }): Promise<SavedResult> {
  const controller = new AbortController();
  const interrupt = () => controller.abort();
  process.once('SIGINT', interrupt);
  const checked = [];
  try {
    for (const file of files) {
      const bar = wantsProgress(options.json ?? false) ? progressBar(basename(file)) : undefined;
      try {
        checked.push(await checkCardSet(file, { ...options, signal: controller.signal, ...(bar && { onProgress: bar.update }) }));
      } finally {
        bar?.stop();
      }
    }
    // A SIGINT that came while exact distributions were computed still means: write nothing.
    if (controller.signal.aborted) throw new RunInterrupted('interrupted');
  } finally {
    process.off('SIGINT', interrupt);
  }
  const manifest = runManifest({
    seed: options.seed,
    rules: MAIN_RULES,
    plan: { state: options.state, against: options.against, vs: options.vs, precision: options.precision, maxPa: options.precision === undefined ? undefined : options.maxPa },
    cards: files.map((file) => ({ file, sha256: fileHash(file) })),
    tables: checked.map((set) => set.tables),
    plateAppearances: checked.reduce((sum, set) => sum + set.cards.reduce((cards, card) => cards + card.pa, 0), 0),
  });
  const result = savedResult(manifest, checked.map((set) => set.saved));
  if (options.save) writeAtomically(options.save, `${checkJson(result)}\n`);
  return result;
}
