import { InputError } from '../../core/input/InputError.ts';
import type { RunControl } from '../../experiments/runControl.ts';
import { bundledCardSets } from '../bundledCardSets.ts';
import { Inputs } from '../inputs.ts';
import type { CliIo } from '../io.ts';
import { progressBars, wantsProgress } from '../progress.ts';

/** What a command runs with: the process's IO, and the run's inputs (each file read once). */
export interface CommandContext {
  io: CliIo;
  inputs: Inputs;
}

export function commandContext(io: CliIo): CommandContext {
  return { io, inputs: new Inputs(io) };
}

/** The card sets a command runs on: those named, after every bundled set with --all; none is an input error. */
export function cardSetPaths(named: readonly string[], all: boolean | undefined): string[] {
  const files = all ? [...bundledCardSets(), ...named] : [...named];
  if (files.length === 0)
    throw new InputError([
      { file: '(command line)', line: 0, field: 'cardsets', expected: 'at least one card set file, or --all' },
    ]);
  return files;
}

/**
 * Progress bars for a run (on a terminal, without --json), with `unitOf` naming what each stage counts; `finish`
 * clears them. The returned control's onProgress is undefined when nobody watches.
 */
export function progressFor(
  context: CommandContext,
  json: boolean | undefined,
  unitOf: (stage: string) => string,
): { onProgress?: RunControl['onProgress']; finish: () => void } {
  if (!wantsProgress(context.io, json)) return { finish: () => {} };
  const stderr = context.io.stderr.unescaped ?? context.io.stderr; // the bar draws with escape sequences
  const bars = progressBars(stderr as unknown as NodeJS.WritableStream, unitOf);
  return { onProgress: bars.update, finish: bars.stop };
}
