import { z } from 'zod';
import { TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { expandRanges } from '../../core/input/expandRanges.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';

/** Outs the rest charts run to (an outing past them reads the last row). */
export const REST_CHART_OUTS = 99;

/**
 * A relief outing's rest: days off, and whether the outing counts toward the 2 straight days (`0*` does, `0**` not).
 */
export interface ReliefRest {
  days: number;
  straightDay: boolean;
}

/** The rest charts by outs recorded in the outing (index 0-99). */
export interface RestChart {
  /** Days a starter rests before he may relieve (the missing starters' chart: reconstruction). */
  startingPitchers: readonly number[];
  /** Table 7, by relief endurance: short (1-2), long (3-4). */
  relief: Record<'short' | 'long', readonly ReliefRest[]>;
}

const days = z.number().int().min(0).max(30);
const reliefCell = z.union([days, z.enum(['0*', '0**'])]);
export const restSchema = z
  .object({
    ...TABLE_HEADER,
    startingPitchers: z.record(z.string(), days),
    relief: z.object({ short: z.record(z.string(), reliefCell), long: z.record(z.string(), reliefCell) }).strict(),
  })
  .strict();

export function restChart(source: SourceDocument, table: z.output<typeof restSchema>): RestChart {
  const relief = (kind: 'short' | 'long') =>
    expandRanges(source, ['relief', kind], table.relief[kind], 0, REST_CHART_OUTS).map((cell): ReliefRest =>
      typeof cell === 'number' ? { days: cell, straightDay: true } : { days: 0, straightDay: cell === '0*' },
    );
  return {
    startingPitchers: expandRanges(source, ['startingPitchers'], table.startingPitchers, 0, REST_CHART_OUTS),
    relief: { short: relief('short'), long: relief('long') },
  };
}
