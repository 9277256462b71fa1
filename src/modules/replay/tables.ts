import { z } from 'zod';
import { readTable, TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { combinedHash, type LoadedInput } from '../../core/input/LoadedInput.ts';
import { checkTableInputs } from '../../core/input/tableInputs.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import type { ModuleTables } from '../../core/GameSystem.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import {
  BUNT_CHARTS,
  BUNT_FIELDERS,
  BUNT_RESULTS,
  HIT_AND_RUN_KINDS,
  REPLAY_ID,
  type BuntChartName,
  type BuntResult,
  type HitAndRunKind,
} from './vocabulary.ts';
import { BATTER_HIT_AND_RUN, PITCHER_HIT_AND_RUN } from './ratings.ts';

/** Replay's tables, by file name (without .yaml) in src/modules/replay/tables/. */
export const TABLE_NAMES = [...BUNT_CHARTS, 'umpire', 'hit-and-run', 'hit-and-run-grades', 'action-chart-j'] as const;
export type ReplayTableName = (typeof TABLE_NAMES)[number];

/** The folder of the built-in tables, one `<name>.yaml` per table name. */
export const BUILT_IN_TABLES = new URL('./tables/', import.meta.url);

/** Replay's tables as a host game lists them among its own (`replay/<name>` on the command line). */
export const REPLAY_TABLES: ModuleTables = { id: REPLAY_ID, names: TABLE_NAMES, builtIn: BUILT_IN_TABLES };

/** Bunt ratings 1-5, each with the infield in and not in: the ten columns of a bunt chart, in order. */
export const BUNT_COLUMNS = 10;

/** A bunt chart: the fielder of each blue die, and the result of each red+white total in each column. */
export interface BuntChart {
  /** Index 1-6: the blue die's fielder. */
  fielder: readonly Position[];
  /** Index 2-12, then the column (rating - 1) * 2 + (infield in ? 0 : 1). */
  rows: readonly (readonly BuntResult[])[];
}

/** The Umpire chart's square: the highest die on which the runner is safe (0: always out, 6: always safe). */
export interface UmpireChart {
  /** By speed 1-5, then the fielder's defence 1-5 (1 his best): the highest safe die. */
  safeUpTo: readonly (readonly number[])[];
  /** The catcher's defence heading each column (his 5 is the fielders' 1). */
  catcher: readonly number[];
}

/** A hit-and-run total's play: its kind, and the fielder it names where it names one. */
export interface HitAndRunPlay {
  kind: HitAndRunKind;
  fielder?: Position;
}

/** The lowest and highest hit-and-run totals: the pitcher's result (1-19) plus the batter's (1-20). */
export const HIT_AND_RUN_LOWEST = 2;
export const HIT_AND_RUN_HIGHEST = 39;

/** The H&R grades a host's adapter gives, A the best. */
export const HIT_AND_RUN_GRADES = ['A', 'B', 'C', 'D'] as const;
export type HitAndRunGrade = (typeof HIT_AND_RUN_GRADES)[number];

/** The six H&R results of each grade, for batters (1-20) and pitchers (1-19). */
export interface HitAndRunGrades {
  batter: Readonly<Record<HitAndRunGrade, readonly number[]>>;
  pitcher: Readonly<Record<HitAndRunGrade, readonly number[]>>;
}

/** Every Replay table, parsed for lookups, with the files they came from. */
export interface ReplayTables {
  bunt: Readonly<Record<BuntChartName, BuntChart>>;
  umpire: UmpireChart;
  /** The play of each total, index 2-39. */
  hitAndRun: readonly HitAndRunPlay[];
  /** Six H&R results by grade (reconstructed): a host's adapter grades its batters and pitchers A-D. */
  hitAndRunGrades: HitAndRunGrades;
  /** The Action Chart's letter J (reconstructed), by its die 1-6: whose rating a runner stealing home meets. */
  actionJ: readonly ('catcher' | 'hold')[];
  files: Record<ReplayTableName, string>;
  hash: string;
}

const totalKey = z.union([z.string(), z.number()]).transform(String);
const buntSchema = z
  .object({
    ...TABLE_HEADER,
    fielder: z.record(totalKey, z.enum(BUNT_FIELDERS as readonly Position[] as [Position, ...Position[]])),
    columns: z.array(z.string()).length(BUNT_COLUMNS),
    rows: z.record(totalKey, z.array(z.enum(BUNT_RESULTS)).length(BUNT_COLUMNS)),
  })
  .strict();
const square = z.union([z.literal('OUT'), z.literal('SAFE'), z.number().int().min(1).max(5)]);
const umpireSchema = z
  .object({
    ...TABLE_HEADER,
    defence: z.array(z.number().int().min(1).max(5)).length(5),
    catcher: z.array(z.number().int().min(1).max(5)).length(5),
    speed: z.record(totalKey, z.array(square).length(5)),
  })
  .strict();

/** Rows keyed `from`..`to`, every key once; otherwise an InputError at the field. */
function byKey<T>(source: SourceDocument, field: string, raw: Record<string, T>, from: number, to: number): T[] {
  const rows: T[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const at = Number(key);
    if (!Number.isInteger(at) || at < from || at > to) source.fail([field, key], `a key within ${from}-${to}`);
    rows[at] = value;
  }
  for (let at = from; at <= to; at++)
    if (rows[at] === undefined) source.fail([field], `a row for every key ${from}-${to} (missing ${at})`);
  return rows;
}

function buntChart(name: BuntChartName, input: LoadedInput): BuntChart {
  const { source, table } = readTable(name, input, buntSchema);
  return { fielder: byKey(source, 'fielder', table.fielder, 1, 6), rows: byKey(source, 'rows', table.rows, 2, 12) };
}

/** Kinds of play that name the fielder the ball goes to. */
const FIELDED: ReadonlySet<HitAndRunKind> = new Set([
  'ground-out',
  'single',
  'single-runner-may-score',
  'ground-out-force-try',
  'double-play',
  'fly-out',
  'ground-rule-double',
  'double',
  'home-run',
]);

const hitAndRunSchema = z
  .object({
    ...TABLE_HEADER,
    totals: z.record(
      totalKey,
      z.object({ kind: z.enum(HIT_AND_RUN_KINDS), fielder: z.enum(POSITIONS).optional() }).strict(),
    ),
  })
  .strict();

function hitAndRunChart(input: LoadedInput): HitAndRunPlay[] {
  const { source, table } = readTable('hit-and-run', input, hitAndRunSchema);
  const plays = byKey(source, 'totals', table.totals, HIT_AND_RUN_LOWEST, HIT_AND_RUN_HIGHEST);
  plays.forEach((play, total) => {
    if (FIELDED.has(play.kind) !== (play.fielder !== undefined))
      source.fail(
        ['totals', String(total), 'fielder'],
        FIELDED.has(play.kind) ? `the fielder a ${play.kind} goes to` : 'none',
      );
  });
  return plays.map((play) => (play.fielder ? { kind: play.kind, fielder: play.fielder } : { kind: play.kind }));
}

const byHitAndRunGrade = (results: z.ZodTypeAny) =>
  z.object(Object.fromEntries(HIT_AND_RUN_GRADES.map((grade) => [grade, results]))).strict();
const gradesSchema = z
  .object({
    ...TABLE_HEADER,
    batter: byHitAndRunGrade(BATTER_HIT_AND_RUN),
    pitcher: byHitAndRunGrade(PITCHER_HIT_AND_RUN),
  })
  .strict();

function hitAndRunGrades(input: LoadedInput): HitAndRunGrades {
  const { table } = readTable('hit-and-run-grades', input, gradesSchema);
  return { batter: table.batter, pitcher: table.pitcher } as HitAndRunGrades;
}

const actionJSchema = z.object({ ...TABLE_HEADER, die: z.record(totalKey, z.enum(['catcher', 'hold'])) }).strict();

function actionChartJ(input: LoadedInput): ('catcher' | 'hold')[] {
  const { source, table } = readTable('action-chart-j', input, actionJSchema);
  return byKey(source, 'die', table.die, 1, 6);
}

function umpireChart(input: LoadedInput): UmpireChart {
  const { source, table } = readTable('umpire', input, umpireSchema);
  if (table.defence.join() !== '1,2,3,4,5') source.fail(['defence'], 'the columns 1, 2, 3, 4, 5 in order');
  // Each catcher's defence heads one column: a rating missing from the header has no square to read.
  if ([...table.catcher].sort().join() !== '1,2,3,4,5')
    source.fail(['catcher'], "each catcher's defence 1-5 heading one column (the seed's 5, 4, 3, 2, 1)");
  const rows = byKey(source, 'speed', table.speed, 1, 5);
  return {
    safeUpTo: rows.map((row) => row?.map((cell) => (cell === 'OUT' ? 0 : cell === 'SAFE' ? 6 : cell)) ?? []),
    catcher: table.catcher,
  };
}

/**
 * Replay's tables from their files, one per name (the built-in file or a user's own in its place).
 * @example loadReplayTables(builtIn).bunt['sacrifice-bunt'].rows[7][0] // => 'SAC+E ?'
 */
export function loadReplayTables(inputs: Readonly<Record<string, LoadedInput>>): ReplayTables {
  const files = checkTableInputs(TABLE_NAMES, inputs);
  return {
    bunt: Object.fromEntries(BUNT_CHARTS.map((name) => [name, buntChart(name, files[name])])) as Record<
      BuntChartName,
      BuntChart
    >,
    umpire: umpireChart(files.umpire),
    hitAndRun: hitAndRunChart(files['hit-and-run']),
    hitAndRunGrades: hitAndRunGrades(files['hit-and-run-grades']),
    actionJ: actionChartJ(files['action-chart-j']),
    files: Object.fromEntries(TABLE_NAMES.map((name) => [name, files[name].name])) as Record<ReplayTableName, string>,
    hash: combinedHash(TABLE_NAMES.map((name) => files[name])),
  };
}

/** The column of a bunt chart for a bunt rating 1-5 and the infield's setting. */
export const buntColumn = (rating: number, infieldIn: boolean): number => (rating - 1) * 2 + (infieldIn ? 0 : 1);

/**
 * The highest die on which a runner of `speed` is safe against a fielder's `defence` (1 his best; a catcher's 5 is
 * his best: pass `catcher: true`): 0 always out, 6 always safe.
 * @example umpireSafeUpTo(umpire, 5, 1) // => 3 (safe on 1-3 of a die: a half)
 */
export function umpireSafeUpTo(umpire: UmpireChart, speed: number, defence: number, catcher = false): number {
  const column = catcher ? umpire.catcher.indexOf(defence) : defence - 1;
  if (column < 0) throw new RangeError(`no Umpire column for a catcher's defence of ${defence}`);
  return umpire.safeUpTo[speed]![column]!;
}
