import type { z } from 'zod';
import { InputError } from './InputError.ts';
import type { SourceDocument } from './SourceDocument.ts';

/**
 * Validates a parsed document against a zod schema; every problem becomes `file:line: field: expected`.
 * @example validate(SourceDocument.parse('x.yaml', 'a: 1'), z.object({ a: z.string() }))
 * // throws InputError 'x.yaml:1: a: expected string, received number'
 */
export function validate<Schema extends z.ZodType>(source: SourceDocument, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(source.value);
  if (parsed.success) return parsed.data;
  throw new InputError(
    parsed.error.issues.map((issue) =>
      source.problem(issue.path.filter((k) => typeof k !== 'symbol') as (string | number)[], issue.message),
    ),
  );
}
