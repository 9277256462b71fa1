import { z } from 'zod';
import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { validate } from '../../core/input/validate.ts';
import { parseReading, type Reading } from './vocabulary.ts';

/**
 * A ballpark card: what a ballpark home run (BP HR) and a ballpark single (BPSI SI) become in this park, by the side
 * the batter bats from, as readings (usually split on the d20, e.g. `HR 1-8 / FLY(rf)B 9-20`).
 */
export interface ParkCard {
  id: string;
  name: string;
  homeRuns: Record<'L' | 'R', Reading>;
  singles: Record<'L' | 'R', Reading>;
  /** The playing surface (Stealing on Turf reads it): grass unless the card says turf. */
  surface: 'grass' | 'turf';
  file: string;
}

const bySide = z.object({ L: z.string(), R: z.string() }).strict();
const parkSchema = z
  .object({
    park: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'a lower-case id of letters, digits and dashes' }),
    name: z.string().min(1),
    source: z.string().optional(),
    chosen: z.string().optional(),
    homeRuns: bySide,
    singles: bySide,
    surface: z.enum(['grass', 'turf']).optional(),
  })
  .strict();

function parkReading(source: SourceDocument, path: (string | number)[], text: string): Reading {
  const reading = parseReading(text);
  if (typeof reading === 'string') source.fail(path, reading);
  if (reading.clutch || reading.parts.some((part) => part.park !== undefined || part.pow))
    source.fail(path, 'a plain reading (no W, BP, BPSI or POW dot on a park card)');
  return reading;
}

/** Reads a park card document already parsed (a park file, or a park inside a card set). */
export function parkCardOf(
  source: SourceDocument,
  path: (string | number)[],
  raw: z.output<typeof parkSchema>,
): ParkCard {
  const side = (chart: 'homeRuns' | 'singles') => ({
    L: parkReading(source, [...path, chart, 'L'], raw[chart].L),
    R: parkReading(source, [...path, chart, 'R'], raw[chart].R),
  });
  return {
    id: raw.park,
    name: raw.name,
    homeRuns: side('homeRuns'),
    singles: side('singles'),
    surface: raw.surface ?? 'grass',
    file: source.file,
  };
}

/**
 * Validates a ballpark card file.
 * @example loadParkCard(neutralPark).homeRuns.R.text // => 'HR 1-10 / FLY(lf)B 11-20'
 */
export function loadParkCard(input: LoadedInput): ParkCard {
  const source = input.document();
  return parkCardOf(source, [], validate(source, parkSchema));
}
