import { z } from 'zod';
import { readTable, TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { combinedHash, type LoadedInput } from '../../core/input/LoadedInput.ts';
import { checkTableInputs, splitModuleInputs } from '../../core/input/tableInputs.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { loadReplayTables, TABLE_NAMES as REPLAY_TABLE_NAMES, type ReplayTables } from '../../modules/replay/tables.ts';
import { REPLAY_ID } from '../../modules/replay/vocabulary.ts';
import { parkOf, parkSchema, type PbcPark } from './park.ts';
import { readReplayAdapter, type PbcReplayAdapter } from './replayAdapterTable.ts';
import { HIT_TYPES, type HitType } from './vocabulary.ts';

/** The PBC tables, by file name (without .yaml) in src/games/pbc/tables/. */
export const TABLE_NAMES = ['hit-chart', 'fatigue', 'running', 'neutral-park', 'replay-adapter'] as const;
export type PbcTableName = (typeof TABLE_NAMES)[number];

/** The folder of the built-in tables, one `<name>.yaml` per table name. */
export const BUILT_IN_TABLES = new URL('./tables/', import.meta.url);

/** Fatigue points: when they walk, when they go and come. */
export interface FatigueTable {
  /** Per 2d6 total (index 2-12): the Out Chart reads a walk while the pitcher's points are at or below it. */
  walkAt: readonly number[];
  /** A point is lost at the start of every inning after this one. */
  loseAfterInning: number;
  /** Points gained for a 1-2-3 inning. */
  perfectInning: number;
  /** Points gained on reaching `count` strikeouts in a game. */
  strikeouts: { count: number; points: number };
}

/** Roll-off penalties and the bunt margins. */
export interface RunningTable {
  steal: { second: number; third: number; home: number };
  /** The steal of home under the optional reading steal-home-4. */
  stealHomeAlternative: number;
  /** An extra base after an A hit's free one. */
  afterAdvance: number;
  /** The batter stretching his hit. */
  stretch: number;
  /** Tagging up from first on a fly out. */
  tagFromFirst: number;
  /** Advancing on a pop out (the optional rule pop-out-advance). */
  popOut: number;
  bunt: { within: number; beatBy: number };
}

/** Every PBC table, parsed for lookups, with the files they came from. */
export interface PbcTables {
  /** Hit type by hit-type roll, index 2-12. */
  hitChart: readonly HitType[];
  fatigue: FatigueTable;
  running: RunningTable;
  neutralPark: PbcPark;
  /** Replay's charts, for its optional rules (`replay/<name>` among the files). */
  replay: ReplayTables;
  /** How PBC's cards read onto Replay's ratings. */
  replayAdapter: PbcReplayAdapter;
  /** Each table's file, by name: PBC's own, then Replay's as `replay/<name>`. */
  files: Record<string, string>;
  hash: string;
}

const totalKey = z.union([z.string(), z.number()]).transform(String);
const hitChartSchema = z.object({ ...TABLE_HEADER, roll: z.record(totalKey, z.enum(HIT_TYPES)) }).strict();
const fatigueSchema = z
  .object({
    ...TABLE_HEADER,
    walkAt: z.record(totalKey, z.number().int().max(-1)),
    loseAfterInning: z.number().int().min(0),
    perfectInning: z.number().int().min(0),
    strikeouts: z.object({ count: z.number().int().min(1), points: z.number().int().min(0) }).strict(),
  })
  .strict();
const penalty = z.number().int().min(-6).max(6);
const runningSchema = z
  .object({
    ...TABLE_HEADER,
    steal: z.object({ second: penalty, third: penalty, home: penalty }).strict(),
    stealHomeAlternative: penalty,
    afterAdvance: penalty,
    stretch: penalty,
    tagFromFirst: penalty,
    popOut: penalty,
    bunt: z.object({ within: z.number().int().min(0).max(5), beatBy: z.number().int().min(0).max(6) }).strict(),
  })
  .strict();

/** A row per 2d6 total 2-12, every total once. */
function byTotal<T>(source: SourceDocument, field: string, raw: Record<string, T>): T[] {
  const rows: T[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const total = Number(key);
    if (!Number.isInteger(total) || total < 2 || total > 12)
      source.fail([field, key], `a 2d6 total within 2-12 (got "${key}")`);
    rows[total] = value;
  }
  for (let total = 2; total <= 12; total++)
    if (rows[total] === undefined) source.fail([field], `a row for every total 2-12 (missing ${total})`);
  return rows;
}

/**
 * The PBC tables from their files, one per name (the built-in file or a user's own in its place), and Replay's charts
 * from theirs (`replay/<name>`).
 * @example loadPbcTables(builtIn).hitChart[11] // => 'HR^'
 */
export function loadPbcTables(inputs: Readonly<Record<string, LoadedInput>>): PbcTables {
  const { own, module } = splitModuleInputs(inputs, REPLAY_ID);
  const files = checkTableInputs(TABLE_NAMES, own);
  const replay = loadReplayTables(module);
  const hits = readTable('hit-chart', files['hit-chart'], hitChartSchema);
  const fatigue = readTable('fatigue', files.fatigue, fatigueSchema);
  const { table: running } = readTable('running', files.running, runningSchema);
  const park = readTable('neutral-park', files['neutral-park'], parkSchema);
  return {
    hitChart: byTotal(hits.source, 'roll', hits.table.roll),
    fatigue: {
      walkAt: byTotal(fatigue.source, 'walkAt', fatigue.table.walkAt),
      loseAfterInning: fatigue.table.loseAfterInning,
      perfectInning: fatigue.table.perfectInning,
      strikeouts: fatigue.table.strikeouts,
    },
    running: {
      steal: running.steal,
      stealHomeAlternative: running.stealHomeAlternative,
      afterAdvance: running.afterAdvance,
      stretch: running.stretch,
      tagFromFirst: running.tagFromFirst,
      popOut: running.popOut,
      bunt: running.bunt,
    },
    neutralPark: parkOf(park.source, [], park.table),
    replay,
    replayAdapter: readReplayAdapter(files['replay-adapter']),
    files: {
      ...Object.fromEntries(TABLE_NAMES.map((name) => [name, files[name].name])),
      ...Object.fromEntries(REPLAY_TABLE_NAMES.map((name) => [`${REPLAY_ID}/${name}`, replay.files[name]])),
    },
    hash: combinedHash([...TABLE_NAMES.map((name) => files[name]), ...REPLAY_TABLE_NAMES.map((name) => module[name]!)]),
  };
}
