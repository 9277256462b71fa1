import { z } from 'zod';
import { readTable, TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { combinedHash, type LoadedInput } from '../../core/input/LoadedInput.ts';
import { checkTableInputs } from '../../core/input/tableInputs.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import { OUTFIELD } from './vocabulary.ts';

/** The piecepack tables, by file name (without .yaml) in src/games/piecepack/tables/. */
export const TABLE_NAMES = ['hit-chart', 'play'] as const;
export type PiecepackTableName = (typeof TABLE_NAMES)[number];

/** The folder of the built-in tables, one `<name>.yaml` per table name. */
export const BUILT_IN_TABLES = new URL('./tables/', import.meta.url);

/** What a Hit Result reads: a strikeout, a ball to a fielder (ground or fly), or an extra-base hit. */
export type HitReading = { result: 'SO' } | { result: 'GB' | 'FB'; fielder: Position } | { result: '2B' | '3B' | 'HR' };

/** The numbers of the rules (play.yaml). */
export interface PlayTable {
  innings: number;
  /** Added to (a better swing) or taken from (a better pitch) the Hit Result. */
  cardEdge: number;
  battingDice: number;
  /** Batting dice against a pitcher In Deep Trouble. */
  troubleDice: number;
  troubleRuns: number;
  troubleBatters: number;
  pitcherBatsAs: number;
  pinchHitterBatsAs: number;
}

/** Every piecepack table, parsed for lookups, with the files they came from. */
export interface PiecepackTables {
  /** The reading of each Hit Result from {@link LOWEST_RESULT}: `chart[result - LOWEST_RESULT]`. */
  chart: readonly HitReading[];
  play: PlayTable;
  files: Record<PiecepackTableName, string>;
  hash: string;
}

/** The lowest Hit Result the dice can give: every die a null, and a good pitch. */
export const LOWEST_RESULT = -9;
/** The highest the chart needs to hold: four 5s and a good swing, with room for a house rule's edge. */
const HIGHEST_RESULT = 40;

const row = z
  .object({
    upTo: z.number().int().optional(),
    result: z.enum(['SO', 'GB', 'FB', '2B', '3B', 'HR']),
    fielder: z.enum(POSITIONS).optional(),
  })
  .strict();
const hitChartSchema = z.object({ ...TABLE_HEADER, rows: z.array(row).min(1) }).strict();
const count = (low: number, high: number) => z.number().int().min(low).max(high);
const playSchema = z
  .object({
    ...TABLE_HEADER,
    innings: count(1, 20),
    cardEdge: count(0, 9),
    battingDice: count(1, 4),
    troubleDice: count(1, 4),
    troubleRuns: count(1, 99),
    troubleBatters: count(0, 27),
    pitcherBatsAs: count(0, 5),
    pinchHitterBatsAs: count(0, 5),
  })
  .strict();

/**
 * The piecepack tables from their files, one per name (the built-in file or a user's own in its place). A chart whose
 * rows do not climb, that leaves a Hit Result unread or sends a ball nowhere is an InputError at the row.
 * @example hitReading(loadPiecepackTables(builtIn), 9) // => { result: 'FB', fielder: 'CF' }
 */
export function loadPiecepackTables(inputs: Readonly<Record<string, LoadedInput>>): PiecepackTables {
  const files = checkTableInputs(TABLE_NAMES, inputs);
  const { source, table } = readTable('hit-chart', files['hit-chart'], hitChartSchema);
  const chart: HitReading[] = [];
  let from = LOWEST_RESULT;
  table.rows.forEach((raw, i) => {
    const last = i === table.rows.length - 1;
    if (!last && raw.upTo === undefined) source.fail(['rows', i, 'upTo'], 'the highest Hit Result of the row');
    if (last && raw.upTo !== undefined) source.fail(['rows', i, 'upTo'], 'nothing: the last row covers all above');
    const upTo = raw.upTo ?? HIGHEST_RESULT;
    if (upTo < from) source.fail(['rows', i, 'upTo'], `a Hit Result of at least ${from} (the rows climb)`);
    const ball = raw.result === 'GB' || raw.result === 'FB';
    if (ball !== (raw.fielder !== undefined))
      source.fail(['rows', i, 'fielder'], ball ? 'the fielder the ball goes to' : 'no fielder for this result');
    if (raw.fielder === 'P') source.fail(['rows', i, 'fielder'], 'a fielder whose tile is on the team sheet, not P');
    if (raw.result === 'GB' && raw.fielder && OUTFIELD.has(raw.fielder))
      source.fail(['rows', i, 'fielder'], 'an infielder or the catcher for a ground ball');
    const reading: HitReading = ball
      ? { result: raw.result as 'GB' | 'FB', fielder: raw.fielder! }
      : { result: raw.result as 'SO' | '2B' | '3B' | 'HR' };
    for (; from <= upTo; from++) chart.push(reading);
  });
  const { table: play } = readTable('play', files.play, playSchema);
  return {
    chart,
    play: {
      innings: play.innings,
      cardEdge: play.cardEdge,
      battingDice: play.battingDice,
      troubleDice: play.troubleDice,
      troubleRuns: play.troubleRuns,
      troubleBatters: play.troubleBatters,
      pitcherBatsAs: play.pitcherBatsAs,
      pinchHitterBatsAs: play.pinchHitterBatsAs,
    },
    files: Object.fromEntries(TABLE_NAMES.map((name) => [name, files[name].name])) as Record<
      PiecepackTableName,
      string
    >,
    hash: combinedHash(TABLE_NAMES.map((name) => files[name])),
  };
}

/**
 * What a Hit Result reads on the chart (a result past either end reads the end row).
 * @example hitReading(tables, 13) // => { result: '3B' }
 */
export function hitReading(tables: PiecepackTables, result: number): HitReading {
  const at = Math.min(Math.max(result - LOWEST_RESULT, 0), tables.chart.length - 1);
  return tables.chart[at]!;
}
