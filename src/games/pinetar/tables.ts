import { z } from 'zod';
import { TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { combinedHash, type LoadedInput } from '../../core/input/LoadedInput.ts';
import { checkTableInputs, splitModuleInputs } from '../../core/input/tableInputs.ts';
import { expandRanges } from '../../core/input/expandRanges.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { validate } from '../../core/input/validate.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import {
  loadReplayTables,
  TABLE_NAMES as REPLAY_TABLE_NAMES,
  type ReplayTableName,
  type ReplayTables,
} from '../../modules/replay/tables.ts';
import { REPLAY_ID } from '../../modules/replay/vocabulary.ts';
import {
  OPTIONAL_TABLE_NAMES,
  OPTIONAL_TABLE_SCHEMAS,
  optionalTables,
  type PineTarOptionalTables,
} from './optionalTables.ts';
import {
  REPLAY_ADAPTER_SCHEMA,
  REPLAY_ADAPTER_TABLE,
  replayAdapterOf,
  type PineTarReplayAdapter,
} from './replayAdapterTable.ts';
import { GRADES, parseCardResult, type CardResult, type Grade, type Speed } from './vocabulary.ts';

/** The Pine Tar main-rule tables, by file name (without .yaml) in src/games/pinetar/tables/. */
export const MAIN_TABLE_NAMES = [
  'hit-location',
  'base-advancement',
  'pitcher-modifier',
  'ground-out-runner-on-first',
  'ground-out-no-runner-on-first',
  'ground-out-bases-loaded',
  'tag',
  'error-results',
  'sacrifice',
] as const;
/** Every Pine Tar table: the main rules', then the optional rules', then the adapter for Replay's charts. */
export const TABLE_NAMES = [...MAIN_TABLE_NAMES, ...OPTIONAL_TABLE_NAMES, REPLAY_ADAPTER_TABLE] as const;
export type TableName = (typeof TABLE_NAMES)[number];
type MainTableName = (typeof MAIN_TABLE_NAMES)[number];

/** The folder of the built-in tables, one `<name>.yaml` per table name. */
export const BUILT_IN_TABLES = new URL('./tables/', import.meta.url);

export type HitField = 'LF' | 'CF' | 'RF' | 'IF';
export type GroundOutFielder = 'P' | 'C' | '1B' | '2B' | '3B' | 'SS';
/** Ground-out table results. `GDP*` and `GDP**` carry the bases-loaded manager option (a force at home instead). */
export const GROUND_OUT_RESULTS = [
  'GDP',
  'GDP*',
  'GDP**',
  'DP-HOME',
  'GO-2',
  'FC',
  'FC R3H',
  'FC R3A',
  'PO-3 RA',
  'PO-3 RH',
  'LR Out',
] as const;
export type GroundOutResult = (typeof GROUND_OUT_RESULTS)[number];
export type ModifiedOriginal = 'HR' | '3B' | '2B' | '1B' | 'BB' | 'HBP' | 'SO' | 'GO';

export interface SacrificeKind {
  shcAdjustment: number;
  scoring: {
    success: { even: string; odd: string };
    infieldHit: { even: string; odd: string };
    error: { even: Position; odd: Position };
    forceOut: { even: string; odd: string };
    popOutDoublePlay: string;
  };
}

/** All main-rule tables, ready for lookups, with where each came from (for manifests). */
export interface PineTarTables {
  hitLocation: { byRoll: HitField[]; infieldHitFielder: Position };
  baseAdvancement: Record<'odd' | 'even' | 'doubled', Record<Speed, 1 | 2>>;
  pitcherModifier: {
    isModifierRoll: boolean[];
    /** New result by original result and grade; absent = unchanged. A+ already falls back to A. */
    columns: Partial<Record<ModifiedOriginal, Partial<Record<Grade, CardResult>>>>;
  };
  groundOut: Record<'runnerOnFirst' | 'noRunnerOnFirst' | 'basesLoaded', Record<GroundOutFielder, GroundOutResult[]>>;
  tag: {
    throwOutRolls: ReadonlySet<number>;
    fields: Record<'LF' | 'CF' | 'RF', { fromThird: number | null; fromSecond: number | null }>;
  };
  errorResults: { position: Position; bases: 1 | 2; extraWithTwoOuts: boolean }[];
  sacrifice: Record<'sacrifice' | 'squeeze', SacrificeKind>;
  /** The optional rules' tables (read whatever rules are on: a user's replacement is checked up front). */
  optional: PineTarOptionalTables;
  /** Replay's charts (src/modules/replay) for the replay-... rules, and how Pine Tar's cards read onto them. */
  replay: ReplayTables;
  replayAdapter: PineTarReplayAdapter;
  /**
   * File each table was read from (Replay's as `replay/<name>`), and a SHA-256 of all table files: Pine Tar's in
   * TABLE_NAMES order, then Replay's in its order.
   */
  files: Record<TableName | `${typeof REPLAY_ID}/${ReplayTableName}`, string>;
  hash: string;
}

const position = z.enum(POSITIONS);
const speedRow = z
  .object({
    S: z.union([z.literal(1), z.literal(2)]),
    M: z.union([z.literal(1), z.literal(2)]),
    F: z.union([z.literal(1), z.literal(2)]),
  })
  .strict();
const rollKeyed = <T extends z.ZodType>(value: T) =>
  z.record(z.union([z.string(), z.number()]).transform(String), value);
const groundOutFielders = ['P', 'C', '1B', '2B', '3B', 'SS'] as const;
const groundOutRow = rollKeyed(z.enum(GROUND_OUT_RESULTS));
const groundOutTable = z
  .object({
    ...TABLE_HEADER,
    rows: z
      .object({
        'GO-P': groundOutRow,
        'GO-C': groundOutRow,
        'GO-1B': groundOutRow,
        'GO-2B': groundOutRow,
        'GO-3B': groundOutRow,
        'GO-SS': groundOutRow,
      })
      .strict(),
  })
  .strict();
const cardResultText = z.string().refine((text) => parseCardResult(text) !== undefined, {
  message: 'a result like 1B, BB, SO, GO-SS, FO-CF or LO-2B',
});
const sacrificeKind = z
  .object({
    shcAdjustment: z.number().int().max(0),
    scoring: z
      .object({
        success: z.object({ even: z.string(), odd: z.string() }),
        infieldHit: z.object({ even: z.string(), odd: z.string() }),
        error: z.object({ even: position, odd: position }),
        forceOut: z.object({ even: z.string(), odd: z.string() }),
        popOutDoublePlay: z.string(),
      })
      .strict(),
  })
  .strict();

const schemas = {
  'hit-location': z
    .object({ ...TABLE_HEADER, infieldHitFielder: position, rolls: rollKeyed(z.enum(['LF', 'CF', 'RF', 'IF'])) })
    .strict(),
  'base-advancement': z.object({ ...TABLE_HEADER, odd: speedRow, even: speedRow, doubled: speedRow }).strict(),
  'pitcher-modifier': z
    .object({
      ...TABLE_HEADER,
      rolls: z.array(z.number().int().min(0).max(99)).min(1),
      grades: z.array(z.enum(GRADES)),
      columns: z
        .object(
          Object.fromEntries(
            ['HR', '3B', '2B', '1B', 'BB', 'HBP', 'SO', 'GO'].map((o) => [
              o,
              z.partialRecord(z.enum(GRADES), cardResultText).optional(),
            ]),
          ),
        )
        .strict(),
    })
    .strict(),
  'ground-out-runner-on-first': groundOutTable,
  'ground-out-no-runner-on-first': groundOutTable,
  'ground-out-bases-loaded': groundOutTable,
  tag: z
    .object({
      ...TABLE_HEADER,
      throwOutRolls: z.array(z.number().int().min(0).max(99)),
      fields: z
        .object(
          Object.fromEntries(
            ['LF', 'CF', 'RF'].map((f) => [
              f,
              z
                .object({
                  fromThird: z.number().int().min(-1).max(99).nullable(),
                  fromSecond: z.number().int().min(-1).max(99).nullable(),
                })
                .strict(),
            ]),
          ),
        )
        .strict(),
    })
    .strict(),
  'error-results': z
    .object({ ...TABLE_HEADER, rolls: rollKeyed(z.object({ position, rs: z.enum(['1', '1*', '2', '2*']) }).strict()) })
    .strict(),
  sacrifice: z
    .object({ ...TABLE_HEADER, kinds: z.object({ sacrifice: sacrificeKind, squeeze: sacrificeKind }).strict() })
    .strict(),
} satisfies Record<MainTableName, z.ZodType>;

const ALL_SCHEMAS = { ...schemas, ...OPTIONAL_TABLE_SCHEMAS, [REPLAY_ADAPTER_TABLE]: REPLAY_ADAPTER_SCHEMA };
type Parsed<N extends TableName> = z.output<(typeof ALL_SCHEMAS)[N]>;

function groundOutRows(
  source: SourceDocument,
  table: Parsed<'ground-out-runner-on-first'>,
): Record<GroundOutFielder, GroundOutResult[]> {
  return Object.fromEntries(
    groundOutFielders.map((fielder) => [
      fielder,
      expandRanges(source, ['rows', `GO-${fielder}`], table.rows[`GO-${fielder}`], 0, 9),
    ]),
  ) as Record<GroundOutFielder, GroundOutResult[]>;
}

function modifierColumns(table: Parsed<'pitcher-modifier'>): PineTarTables['pitcherModifier']['columns'] {
  const columns: PineTarTables['pitcherModifier']['columns'] = {};
  for (const [original, byGrade] of Object.entries(table.columns) as [
    ModifiedOriginal,
    Partial<Record<Grade, string>> | undefined,
  ][]) {
    if (!byGrade) continue;
    const parsed: Partial<Record<Grade, CardResult>> = {};
    for (const [grade, text] of Object.entries(byGrade) as [Grade, string][]) parsed[grade] = parseCardResult(text)!;
    // "For original results that list no A+ grade, simply use the A grade for that outcome."
    if (parsed['A+'] === undefined && parsed.A !== undefined) parsed['A+'] = parsed.A;
    columns[original] = parsed;
  }
  return columns;
}

/** Validates one table file. */
function readTable<N extends TableName>(name: N, input: LoadedInput): { source: SourceDocument; table: Parsed<N> } {
  const source = input.document();
  const table = validate(source, ALL_SCHEMAS[name]) as Parsed<N>;
  if (table.table !== name) source.fail(['table'], `"${name}" (this file holds "${table.table}")`);
  return { source, table };
}

/**
 * The rule tables, main and optional, and Replay's (named `replay/<name>`), from their loaded files (the built-in ones,
 * or a user's own of the same shape in their place). Every file is validated; problems name file, line and field.
 * @example loadPineTarTables(inputs).hitLocation.byRoll[14] // => 'RF'
 */
export function loadPineTarTables(inputs: Readonly<Record<string, LoadedInput>>): PineTarTables {
  const { own, module } = splitModuleInputs(inputs, REPLAY_ID);
  const files = checkTableInputs(TABLE_NAMES, own);
  const replay = loadReplayTables(module);
  const hash = combinedHash([
    ...TABLE_NAMES.map((name) => files[name]),
    ...REPLAY_TABLE_NAMES.map((name) => module[name]!),
  ]);

  const hitLocation = readTable('hit-location', files['hit-location']);
  const advancement = readTable('base-advancement', files['base-advancement']).table;
  const modifier = readTable('pitcher-modifier', files['pitcher-modifier']).table;
  const onFirst = readTable('ground-out-runner-on-first', files['ground-out-runner-on-first']);
  const noneOnFirst = readTable('ground-out-no-runner-on-first', files['ground-out-no-runner-on-first']);
  const loaded = readTable('ground-out-bases-loaded', files['ground-out-bases-loaded']);
  const tag = readTable('tag', files.tag).table;
  const errors = readTable('error-results', files['error-results']);
  const sacrifice = readTable('sacrifice', files.sacrifice).table;

  const isModifierRoll = new Array<boolean>(100).fill(false);
  for (const roll of modifier.rolls) isModifierRoll[roll] = true;

  return {
    hitLocation: {
      byRoll: expandRanges(hitLocation.source, ['rolls'], hitLocation.table.rolls, 0, 99),
      infieldHitFielder: hitLocation.table.infieldHitFielder,
    },
    baseAdvancement: { odd: advancement.odd, even: advancement.even, doubled: advancement.doubled },
    pitcherModifier: { isModifierRoll, columns: modifierColumns(modifier) },
    groundOut: {
      runnerOnFirst: groundOutRows(onFirst.source, onFirst.table),
      noRunnerOnFirst: groundOutRows(noneOnFirst.source, noneOnFirst.table),
      basesLoaded: groundOutRows(loaded.source, loaded.table),
    },
    tag: { throwOutRolls: new Set(tag.throwOutRolls), fields: tag.fields as PineTarTables['tag']['fields'] },
    errorResults: expandRanges(errors.source, ['rolls'], errors.table.rolls, 0, 99).map(({ position: at, rs }) => ({
      position: at,
      bases: rs.startsWith('2') ? 2 : 1,
      extraWithTwoOuts: rs.endsWith('*'),
    })),
    sacrifice: sacrifice.kinds,
    optional: optionalTables((name) => readTable(name, files[name])),
    replay,
    replayAdapter: replayAdapterOf(readTable(REPLAY_ADAPTER_TABLE, files[REPLAY_ADAPTER_TABLE]).table),
    files: Object.fromEntries([
      ...TABLE_NAMES.map((name) => [name, files[name].name]),
      ...REPLAY_TABLE_NAMES.map((name) => [`${REPLAY_ID}/${name}`, replay.files[name]]),
    ]) as PineTarTables['files'],
    hash,
  };
}
