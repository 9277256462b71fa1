import { fileHash, runManifest } from '../harness/manifest.ts';
import { eachCardSet } from './eachCardSet.ts';
import { checkCardSet, checkJson, type CheckCommandOptions } from '../experiments/check.ts';
import { formatCardChecks, formatSummary } from './formatCheck.ts';
import { savedResult, type SavedResult } from './savedResult.ts';
import { writeAtomically } from './writeAtomically.ts';
import { ruleSetFor } from './ruleOptions.ts';
import type { AnnotatedCardCheck } from '../experiments/annotations.ts';

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
  const checked = await eachCardSet(files, '', options.json ?? false, (file, signal, onProgress) => checkCardSet(file, { ...options, signal, ...(onProgress && { onProgress }) }));
  const manifest = runManifest({
    seed: options.seed,
    rules: ruleSetFor(files[0]!, options).text,
    plan: { state: options.state, against: options.against, vs: options.vs, precision: options.precision, maxPa: options.precision === undefined ? undefined : options.maxPa },
    cards: files.map((file) => ({ file, sha256: fileHash(file) })),
    tables: checked.map((set) => set.tables),
    plateAppearances: checked.reduce((sum, set) => sum + set.cards.reduce((cards, card) => cards + card.pa, 0), 0),
  });
  const result = savedResult(manifest, checked.map((set) => set.saved));
  if (options.save) writeAtomically(options.save, `${checkJson(result)}\n`);
  return result;
}
