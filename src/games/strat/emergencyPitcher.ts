import { z } from 'zod';
import { TABLE_HEADER } from '../../core/input/tableHeader.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { pitcherColumnsSchema, pitcherSides, type FieldingRating, type StratPitching } from './cards.ts';

/** The Emergency Pitcher Card and its ratings: what a position player pitches with. */
export interface EmergencyPitcher {
  pitching: StratPitching;
  /** His rating at P (the text's 5e51). */
  fielding: FieldingRating;
}

export const emergencyPitcherSchema = z
  .object({
    ...TABLE_HEADER,
    ratings: z
      .object({
        range: z.number().int().min(1).max(5),
        error: z.number().int().min(0),
        hold: z.number().int().min(-5).max(9),
        relief: z.number().int().min(1).max(4),
        balk: z.number().int().min(0).max(20),
        wp: z.number().int().min(0).max(20),
      })
      .strict(),
    columns: pitcherColumnsSchema,
  })
  .strict();

export function emergencyPitcher(
  source: SourceDocument,
  table: z.output<typeof emergencyPitcherSchema>,
): EmergencyPitcher {
  const { range, error, hold, relief, balk, wp } = table.ratings;
  return {
    pitching: { hold, relief, closer: 'N', balk, wp, columns: pitcherSides(source, ['columns'], table.columns) },
    fielding: { range, error },
  };
}
