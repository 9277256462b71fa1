import { checkJson, type PlanOptions } from '../../experiments/check.ts';
import { exactCards, teamRunExpectancy } from '../../experiments/exact.ts';
import { formatExactCards, formatRunExpectancy } from '../format/check.ts';
import { commandContext } from './context.ts';
import type { CliIo } from '../io.ts';

export interface ExactCommandOptions extends PlanOptions {
  table?: Record<string, string>;
  re24?: boolean;
  json?: boolean;
}

/**
 * `cardlab exact`: the exact rates of every card of each set, by enumerating the dice; --re24 adds each team's matrix.
 */
export function exactCommand(io: CliIo, files: string[], options: ExactCommandOptions): void {
  const context = commandContext(io);
  const sets = context.inputs.sets(files, options);
  const results = sets.map((loaded) => ({
    file: loaded.input.name,
    cards: exactCards(loaded, options),
    ...(options.re24 && { re24: teamRunExpectancy(loaded, options) }),
  }));
  if (options.json) {
    context.io.stdout.write(`${checkJson(results)}\n`);
    return;
  }
  for (const { file, cards, re24 } of results) {
    context.io.stdout.write(
      `${file} (exact, from ${options.state ?? "the set's start states"})\n\n${formatExactCards(cards)}\n\n`,
    );
    for (const team of re24 ?? []) {
      context.io.stdout.write(
        `run expectancy, ${team.team} (${team.lineup.join(', ')}):\n${formatRunExpectancy(team.matrix)}\n\n`,
      );
    }
  }
}
