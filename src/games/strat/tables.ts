import { z } from 'zod';
import { readTable, TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { combinedHash, type LoadedInput } from '../../core/input/LoadedInput.ts';
import { checkTableInputs, splitModuleInputs } from '../../core/input/tableInputs.ts';
import { parseRangeKey } from '../../core/input/expandRanges.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import { ERROR_SYMBOLS, RANGE_SYMBOLS, type ErrorSymbol, type RangeSymbol } from './build/fieldingChart.ts';
import { parsePlay, type ChartCell, type ChartPlay } from './chartPlay.ts';
import { loadParkCard, type ParkCard } from './park.ts';
import { restChart, restSchema, type RestChart } from './restTable.ts';
import { emergencyPitcher, emergencyPitcherSchema, type EmergencyPitcher } from './emergencyPitcher.ts';
import {
  hitAndRunSchema,
  hitAndRunTable,
  sacrificeBuntChart,
  sacrificeBuntSchema,
  type HitAndRunTable,
  type SacrificeBuntChart,
} from './strategyTables.ts';
import type { Infield } from './vocabulary.ts';
import {
  loadReplayTables,
  REPLAY_TABLES,
  type ReplayTableName,
  type ReplayTables,
} from '../../modules/replay/tables.ts';
import { REPLAY_ID } from '../../modules/replay/vocabulary.ts';
import { loadReplayAdapterTable, type ReplayAdapterTable } from './replayAdapterTable.ts';

/** The Strat tables, by file name (without .yaml) in src/games/strat/tables/. */
export const TABLE_NAMES = [
  'groundball',
  'infield-in',
  'infield-in-decide',
  'pitcher-runner-on-third',
  'flyball',
  'fielding-chart',
  'fielding-symbols',
  'adjustments',
  'neutral-park',
  'sacrifice-bunt',
  'hit-and-run',
  'rest',
  'emergency-pitcher',
  'replay-adapter',
] as const;
export type StratTableName = (typeof TABLE_NAMES)[number];

/** The folder of the built-in tables, one `<name>.yaml` per table name. */
export const BUILT_IN_TABLES = new URL('./tables/', import.meta.url);
const INFIELD: readonly Infield[] = ['P', 'C', '1B', '2B', '3B', 'SS'];
/** Occupancy keys as the charts write them, by occupancy number (bit 0 = 1st). */
export const OCCUPANCY_KEYS = ['---', '1--', '-2-', '12-', '--3', '1-3', '-23', '123'] as const;

/** A groundball chart: per occupancy (absent where the chart has no row), per type, the cell for each infielder. */
export type GroundballChart = (Record<'A' | 'B' | 'C', Record<Infield, ChartCell>> | undefined)[];
export type FlyballChart = Record<'A' | 'B' | 'B?' | 'C', ChartPlay>[];

/** One result of the symbols chart. */
export type FieldingResult =
  | { kind: 'advance'; hit: 0 | 1 | 2 | 3; error: boolean; batter: 1 | 2 | 3 | 4; runners: 1 | 2 | 3; name: string }
  | { kind: 'chart'; chart: 'GB' | 'FLY'; type: 'A' | 'B' | 'C'; tagFromSecond: boolean; name: string }
  | { kind: 'out'; out: 'FO' | 'PO'; passedBall: boolean; name: string }
  | { kind: 'rare'; name: string };

export interface FieldingChart {
  /** Symbol by position, range (1-5) and d20 (1-20). */
  range: Record<Position, RangeSymbol[][]>;
  /** Error symbol by position, e-rating and 3d6 total (3-18). */
  error: Record<Position, ErrorSymbol[][]>;
  symbols: Record<RangeSymbol, Record<ErrorSymbol, FieldingResult>>;
}

export interface Adjustments {
  runningLimits: { low: number; high: number };
  twoOutsOnHits: number;
  throwToThird: Record<'LF' | 'CF' | 'RF', number>;
  homeOnFlyBQuestion: number;
  /** Bringing the Outfield In: the runner from 3rd on a FLY( )B? takes this instead. */
  homeOnFlyBQuestionOutfieldIn: number;
  cutOffTrailRunner: number;
  gate: { wildPitch: number; balkOrPassedBall: number; balkWhiteDie: readonly [number, number] };
  tripleLineout: readonly [number, number];
  /** Fielders holding a runner on each base, by the side the batter bats from. */
  heldRunners: Record<'first' | 'second' | 'third', Record<'L' | 'R', readonly Position[]>>;
}

/** Every Strat table, parsed for lookups, with the files they came from. */
export interface StratTables {
  groundball: GroundballChart;
  infieldIn: GroundballChart;
  infieldInDecide: GroundballChart;
  pitcherRunnerOnThird: GroundballChart;
  flyball: FlyballChart;
  fielding: FieldingChart;
  adjustments: Adjustments;
  neutralPark: ParkCard;
  sacrificeBunt: SacrificeBuntChart;
  hitAndRun: HitAndRunTable;
  rest: RestChart;
  emergencyPitcher: EmergencyPitcher;
  /** Replay's charts (src/modules/replay), for the optional rules that play them. */
  replay: ReplayTables;
  /** How a Strat card's ratings read on Replay's scales. */
  replayAdapter: ReplayAdapterTable;
  /** Each table's file, Replay's named `replay/<name>`. */
  files: Record<StratTableName | `replay/${ReplayTableName}`, string>;
  hash: string;
}

const playText = z.string();
const d6Cell = z.object({ d6: z.record(z.string(), playText) }).strict();
const cell = z.union([playText, d6Cell, z.record(z.string(), z.union([playText, d6Cell]))]);
const groundballSchema = z
  .object({
    ...TABLE_HEADER,
    plays: z.partialRecord(z.enum(OCCUPANCY_KEYS), z.object({ A: cell, B: cell, C: cell }).strict()),
  })
  .strict();
const flyballSchema = z
  .object({
    ...TABLE_HEADER,
    plays: z.partialRecord(
      z.enum(OCCUPANCY_KEYS),
      z.object({ A: playText, B: playText, 'B?': playText, C: playText }).strict(),
    ),
  })
  .strict();
const totals = z.array(z.number().int().min(3).max(18));
const fieldingSchema = z
  .object({
    ...TABLE_HEADER,
    range: z.partialRecord(z.enum(POSITIONS), z.record(z.string(), z.array(z.enum(RANGE_SYMBOLS)).length(5))),
    error: z.partialRecord(
      z.enum(POSITIONS),
      z.record(
        z.string(),
        z
          .object({ E1: totals.optional(), E2: totals.optional(), E3: totals.optional(), RP: totals.optional() })
          .strict(),
      ),
    ),
  })
  .strict();
const resultSchema = z.union([
  z
    .object({
      hit: z.number().int().min(1).max(3).optional(),
      error: z.boolean().optional(),
      batter: z.number().int().min(1).max(4),
      runners: z.number().int().min(1).max(3),
    })
    .strict(),
  z
    .object({ chart: z.enum(['GB', 'FLY']), type: z.enum(['A', 'B', 'C']), tagFromSecond: z.boolean().optional() })
    .strict(),
  z.object({ out: z.enum(['FO', 'PO']), passedBall: z.boolean().optional() }).strict(),
  z.object({ rare: z.literal(true) }).strict(),
]);
const symbolsSchema = z
  .object({
    ...TABLE_HEADER,
    results: z.record(z.string(), resultSchema),
    symbols: z.partialRecord(z.enum(RANGE_SYMBOLS), z.partialRecord(z.enum(ERROR_SYMBOLS), z.string())),
  })
  .strict();
const range = z.string().refine((text) => parseRangeKey(text) !== undefined, { message: 'a range like "1-7"' });
const adjustmentsSchema = z
  .object({
    ...TABLE_HEADER,
    runningLimits: z.object({ low: z.number().int(), high: z.number().int() }).strict(),
    twoOutsOnHits: z.number().int(),
    throwToThird: z.object({ LF: z.number().int(), CF: z.number().int(), RF: z.number().int() }).strict(),
    homeOnFlyBQuestion: z.number().int(),
    homeOnFlyBQuestionOutfieldIn: z.number().int(),
    cutOffTrailRunner: z.number().int(),
    gate: z
      .object({
        wildPitch: z.number().int().min(1).max(20),
        balkOrPassedBall: z.number().int().min(1).max(20),
        balkWhiteDie: range,
      })
      .strict(),
    tripleLineout: range,
    heldRunners: z
      .object(
        Object.fromEntries(
          ['first', 'second', 'third'].map((b) => [
            b,
            z.object({ L: z.array(z.enum(POSITIONS)), R: z.array(z.enum(POSITIONS)) }).strict(),
          ]),
        ),
      )
      .strict(),
  })
  .strict();

function play(source: SourceDocument, path: (string | number)[], text: string, occupancy: number): ChartPlay {
  const parsed = parsePlay(text, occupancy);
  if (typeof parsed === 'string') source.fail(path, parsed);
  return parsed;
}

function chartCell(
  source: SourceDocument,
  path: (string | number)[],
  raw: string | { d6: Record<string, string> },
  occupancy: number,
): ChartCell {
  if (typeof raw === 'string') return play(source, path, raw, occupancy);
  const plays: ChartPlay[] = [];
  for (const [key, text] of Object.entries(raw.d6)) {
    const faces = parseRangeKey(key);
    if (!faces || faces[0] < 1 || faces[1] > 6)
      source.fail([...path, 'd6', key], 'faces of a six-sided die like "1-2"');
    for (let face = faces[0]; face <= faces[1]; face++) {
      if (plays[face]) source.fail([...path, 'd6', key], `faces not listed twice (${face} is)`);
      plays[face] = play(source, [...path, 'd6', key], text, occupancy);
    }
  }
  for (let face = 1; face <= 6; face++)
    if (!plays[face]) source.fail([...path, 'd6'], `every face 1-6 (${face} is missing)`);
  return { kind: 'd6', plays };
}

/**
 * A groundball chart; `complete` ones (infield back) need a row for every state, the others rows with a runner on 3rd.
 */
function groundballChart(
  source: SourceDocument,
  table: z.output<typeof groundballSchema>,
  complete: boolean,
): GroundballChart {
  const chart: GroundballChart = OCCUPANCY_KEYS.map(() => undefined);
  for (const [occupancy, key] of OCCUPANCY_KEYS.entries()) {
    const needed = complete || (occupancy & 4) !== 0;
    if (needed && !table.plays[key])
      source.fail(
        ['plays'],
        `a row for ${complete ? 'every state' : 'every state with a runner on 3rd'} (missing "${key}")`,
      );
    if (!needed && table.plays[key]) source.fail(['plays', key], 'rows only for states with a runner on 3rd');
  }
  for (const [key, types] of Object.entries(table.plays)) {
    const occupancy = OCCUPANCY_KEYS.indexOf(key as (typeof OCCUPANCY_KEYS)[number]);
    const row = {} as Record<'A' | 'B' | 'C', Record<Infield, ChartCell>>;
    for (const type of ['A', 'B', 'C'] as const) {
      const raw = types[type];
      const path = ['plays', key, type];
      const byFielder = {} as Record<Infield, ChartCell>;
      if (typeof raw === 'string' || 'd6' in raw) {
        const shared = chartCell(source, path, raw as string | { d6: Record<string, string> }, occupancy);
        for (const fielder of INFIELD) byFielder[fielder] = shared;
      } else {
        for (const [list, text] of Object.entries(raw)) {
          for (const name of list.split(',').map((f) => f.trim())) {
            if (!(INFIELD as readonly string[]).includes(name))
              source.fail([...path, list], `infielders like "SS,3B" (got "${name}")`);
            if (byFielder[name as Infield])
              source.fail([...path, list], `each infielder once (${name} is listed twice)`);
            byFielder[name as Infield] = chartCell(source, [...path, list], text, occupancy);
          }
        }
        const missing = INFIELD.filter((f) => !byFielder[f]);
        if (missing.length) source.fail(path, `a play for every infielder (missing ${missing.join(', ')})`);
      }
      row[type] = byFielder;
    }
    chart[occupancy] = row;
  }
  return chart;
}

function flyballChart(source: SourceDocument, table: z.output<typeof flyballSchema>): FlyballChart {
  const chart: FlyballChart = [];
  for (const [occupancy, key] of OCCUPANCY_KEYS.entries()) {
    const types = table.plays[key];
    if (!types) source.fail(['plays'], `a row for every state (missing "${key}")`);
    chart[occupancy] = Object.fromEntries(
      (['A', 'B', 'B?', 'C'] as const).map((type) => [
        type,
        play(source, ['plays', key, type], types[type], occupancy),
      ]),
    ) as FlyballChart[number];
  }
  return chart;
}

function fieldingChart(
  chart: { source: SourceDocument; table: z.output<typeof fieldingSchema> },
  symbols: { source: SourceDocument; table: z.output<typeof symbolsSchema> },
): FieldingChart {
  const source: SourceDocument = chart.source;
  const table = chart.table;
  const rangeByPosition = {} as FieldingChart['range'];
  const errorByPosition = {} as FieldingChart['error'];
  for (const position of POSITIONS) {
    const rows = table.range[position];
    if (!rows) source.fail(['range'], `a range section for every position (missing ${position})`);
    const columns: RangeSymbol[][] = [[], [], [], [], [], []];
    for (let d20 = 1; d20 <= 20; d20++) {
      const row = rows[String(d20)];
      if (!row) source.fail(['range', position], `a row for every d20 roll 1-20 (missing ${d20})`);
      row.forEach((symbol, r) => (columns[r + 1]![d20] = symbol));
    }
    rangeByPosition[position] = columns;
    const errors = table.error[position];
    if (!errors) source.fail(['error'], `an error section for every position (missing ${position})`);
    const ratings: ErrorSymbol[][] = [];
    for (const [rating, row] of Object.entries(errors)) {
      const e = Number(rating);
      if (!Number.isInteger(e) || e < 0) source.fail(['error', position, rating], 'an e-rating: a whole number from 0');
      const byTotal = new Array<ErrorSymbol>(19).fill('NO');
      for (const [symbol, list] of Object.entries(row) as [ErrorSymbol, number[]][]) {
        for (const total of list) {
          if (byTotal[total] !== 'NO')
            source.fail(
              ['error', position, rating, symbol],
              `3d6 totals in one symbol only (${total} is also ${byTotal[total]})`,
            );
          byTotal[total] = symbol;
        }
      }
      ratings[e] = byTotal;
    }
    for (let e = 0; e < ratings.length; e++)
      if (!ratings[e])
        source.fail(['error', position], `every e-rating from 0 to ${ratings.length - 1} (missing ${e})`);
    errorByPosition[position] = ratings;
  }
  const results = new Map<string, FieldingResult>();
  for (const [name, raw] of Object.entries(symbols.table.results)) {
    if ('batter' in raw)
      results.set(name, {
        kind: 'advance',
        hit: (raw.hit ?? 0) as 0 | 1 | 2 | 3,
        error: raw.error ?? false,
        batter: raw.batter as 1 | 2 | 3 | 4,
        runners: raw.runners as 1 | 2 | 3,
        name,
      });
    else if ('chart' in raw)
      results.set(name, {
        kind: 'chart',
        chart: raw.chart,
        type: raw.type,
        tagFromSecond: raw.tagFromSecond ?? false,
        name,
      });
    else if ('out' in raw) results.set(name, { kind: 'out', out: raw.out, passedBall: raw.passedBall ?? false, name });
    else results.set(name, { kind: 'rare', name });
  }
  const bySymbol = {} as FieldingChart['symbols'];
  for (const symbol of RANGE_SYMBOLS) {
    const row = symbols.table.symbols[symbol];
    if (!row) symbols.source.fail(['symbols'], `a row for every range symbol (missing ${symbol})`);
    const byError = {} as Record<ErrorSymbol, FieldingResult>;
    for (const error of ERROR_SYMBOLS) {
      const name = row[error];
      const result = name === undefined ? undefined : results.get(name);
      if (!result)
        symbols.source.fail(
          ['symbols', symbol, error],
          `the name of a result under "results" (got ${name === undefined ? 'nothing' : `"${name}"`})`,
        );
      byError[error] = result;
    }
    bySymbol[symbol] = byError;
  }
  return { range: rangeByPosition, error: errorByPosition, symbols: bySymbol };
}

function adjustments(table: z.output<typeof adjustmentsSchema>): Adjustments {
  return {
    runningLimits: table.runningLimits,
    twoOutsOnHits: table.twoOutsOnHits,
    throwToThird: table.throwToThird,
    homeOnFlyBQuestion: table.homeOnFlyBQuestion,
    homeOnFlyBQuestionOutfieldIn: table.homeOnFlyBQuestionOutfieldIn,
    cutOffTrailRunner: table.cutOffTrailRunner,
    gate: {
      wildPitch: table.gate.wildPitch,
      balkOrPassedBall: table.gate.balkOrPassedBall,
      balkWhiteDie: parseRangeKey(table.gate.balkWhiteDie)!,
    },
    tripleLineout: parseRangeKey(table.tripleLineout)!,
    heldRunners: table.heldRunners as unknown as Adjustments['heldRunners'],
  };
}

/**
 * The Strat tables from their loaded files (the built-in ones, or a user's own of the same shape in their place), with
 * Replay's charts (inputs named `replay/<name>`), whose files are folded into the tables' hash. Every file is
 * validated; problems name file, line and field.
 * @example loadStratTables(inputs).fielding.range['1B'][4][5] // => 'SI1' (the rules' worked example)
 */
export function loadStratTables(inputs: Readonly<Record<string, LoadedInput>>): StratTables {
  const { own, module } = splitModuleInputs(inputs, REPLAY_ID);
  const files = checkTableInputs(TABLE_NAMES, own);
  const replay = loadReplayTables(module);
  const hash = combinedHash([
    ...TABLE_NAMES.map((name) => files[name]),
    ...REPLAY_TABLES.names.map((name) => module[name]!),
  ]);
  const groundballs = (name: StratTableName) => {
    const { source, table } = readTable(name, files[name], groundballSchema);
    return groundballChart(source, table, name === 'groundball');
  };
  const fly = readTable('flyball', files.flyball, flyballSchema);
  const bunt = readTable('sacrifice-bunt', files['sacrifice-bunt'], sacrificeBuntSchema);
  const hitAndRun = readTable('hit-and-run', files['hit-and-run'], hitAndRunSchema);
  const rest = readTable('rest', files.rest, restSchema);
  const emergency = readTable('emergency-pitcher', files['emergency-pitcher'], emergencyPitcherSchema);
  return {
    groundball: groundballs('groundball'),
    infieldIn: groundballs('infield-in'),
    infieldInDecide: groundballs('infield-in-decide'),
    pitcherRunnerOnThird: groundballs('pitcher-runner-on-third'),
    flyball: flyballChart(fly.source, fly.table),
    fielding: fieldingChart(
      readTable('fielding-chart', files['fielding-chart'], fieldingSchema),
      readTable('fielding-symbols', files['fielding-symbols'], symbolsSchema),
    ),
    adjustments: adjustments(readTable('adjustments', files.adjustments, adjustmentsSchema).table),
    neutralPark: loadParkCard(files['neutral-park']),
    sacrificeBunt: sacrificeBuntChart(bunt.source, bunt.table),
    hitAndRun: hitAndRunTable(hitAndRun.source, hitAndRun.table),
    rest: restChart(rest.source, rest.table),
    emergencyPitcher: emergencyPitcher(emergency.source, emergency.table),
    replay,
    replayAdapter: loadReplayAdapterTable(files['replay-adapter']),
    files: Object.fromEntries([
      ...TABLE_NAMES.map((name) => [name, files[name].name]),
      ...Object.entries(replay.files).map(([name, file]) => [`${REPLAY_ID}/${name}`, file]),
    ]) as StratTables['files'],
    hash,
  };
}
