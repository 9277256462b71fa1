import { z } from 'zod';
import type { LoadedInput } from './LoadedInput.ts';
import type { SourceDocument } from './SourceDocument.ts';
import { validate } from './validate.ts';

/**
 * The head every rule-table file carries, in every game: its name, whether it is given or a reconstruction, its
 * source, the sentences it honours and what cardlab chose.
 */
export const TABLE_HEADER = {
  table: z.string(),
  status: z.string(),
  source: z.string(),
  honours: z.array(z.string()).optional(),
  chosen: z.string().optional(),
};

/**
 * A table file validated against its schema, which must hold the table `name` (a user's replacement for another
 * table is an InputError at its `table` field).
 * @example readTable('fatigue', fatigueInput, fatigueSchema).table.walkAt['2'] // => -1
 */
export function readTable<S extends z.ZodType>(
  name: string,
  input: LoadedInput,
  schema: S,
): { source: SourceDocument; table: z.output<S> } {
  const source = input.document();
  const table = validate(source, schema) as z.output<S> & { table?: string };
  if (table.table !== name) source.fail(['table'], `"${name}" (this file holds "${table.table}")`);
  return { source, table };
}
