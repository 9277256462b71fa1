import { z } from 'zod';
import { TABLE_HEADER } from '../../core/input/tableHeader.ts';
import { expandRanges } from '../../core/input/expandRanges.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import type { Position } from '../../core/model/positions.ts';
import { GRADES, SBO_GRADES, type Grade } from './vocabulary.ts';

/** The optional rules' tables, by file name in src/games/pinetar/tables/. */
export const OPTIONAL_TABLE_NAMES = [
  'steal-opportunity',
  'positive-defensive-roll',
  'negative-defensive',
  'grade-penalty',
  'injury-length',
  'mip-modifiers',
  'rare-play',
] as const;
export type OptionalTableName = (typeof OPTIONAL_TABLE_NAMES)[number];

/**
 * What a rare play does, by bases empty or runners on (the Rare Play table's cells;
 * src/games/pinetar/rules/rarePlays.ts plays them).
 */
export const RARE_PLAY_ACTIONS = [
  'triple-to-right',
  'check-swing-strikeout',
  'line-out-lead-runners-doubled-off',
  'left-fielder-loses-fly',
  'hit-by-pitch-or-ball-two',
  'passed-ball',
  'strikeout-wild-pitch-batter-reaches',
  'wild-pitch',
  'power-failure',
  'inside-the-park-home-run',
  'insects',
  'walk',
  'ball-two',
  'double-steal-first-and-second',
  'strikeout-batter-ejected',
  'catchers-interference',
  'walk-catcher-ejected',
  'strikeout-catcher-injured',
  'hit-by-pitch-pitcher-ejected',
  'infield-hit',
  'fan-interference-out',
  'pickoff-throwing-error',
  'foul-ball',
  'left-hander-picks-off-lead-runner',
  'base-hit-to-center',
  'lead-runner-hit-by-batted-ball',
] as const;
export type RarePlayAction = (typeof RARE_PLAY_ACTIONS)[number];
/** Rare plays that need a runner on base: the bases-empty column may not hold them. */
export const RUNNERS_ON_ACTIONS: ReadonlySet<RarePlayAction> = new Set([
  'pickoff-throwing-error',
  'lead-runner-hit-by-batted-ball',
]);
const BASES_EMPTY_ACTIONS = RARE_PLAY_ACTIONS.filter((action) => !RUNNERS_ON_ACTIONS.has(action));

export type SboGrade = (typeof SBO_GRADES)[number];
export type DefenseField = 'LF' | 'CF' | 'RF' | 'IF';

/** One grade's row of the Steal Opportunity table; `cost` null = never steals. */
export interface StealOpportunity {
  cost: number | null;
  extraInningCost: number | null;
  fromInning: number | null;
  attemptsPerSeries: number;
  hitAndRun: boolean;
}

/**
 * A Positive Defensive Roll row: who is checked, what he makes of the hit with Pos RG, where the hit goes when he
 * fails.
 */
export interface DefensiveCheck {
  fielder: Position;
  positive: 'GO' | 'FO';
  field: DefenseField;
}

export interface PineTarOptionalTables {
  stealOpportunity: Record<SboGrade, StealOpportunity>;
  positiveDefensiveRoll: { triggerRolls: number[]; single: DefensiveCheck[]; extraBaseHit: DefensiveCheck[] };
  negativeDefensive: {
    triggerRolls: number[];
    checks: ('GO' | 'FO')[];
    runnerBases: number;
    runnerBasesWithTwoOuts: number;
  };
  gradePenalty: Record<Grade, Grade>;
  injuryLength: Record<string, number[]>;
  mipModifiers: {
    longInning: { battersFaced: number; change: number };
    battered: { runsAllowed: number; change: number; startersOnly: boolean };
    economical: { perfectInnings: number; change: number; startersOnly: boolean };
  };
  rarePlay: { triggerRoll: number; byRoll: { empty: RarePlayAction; on: RarePlayAction }[]; catcherGamesOut: number };
}

const roll = z.number().int().min(0).max(99);
const rollKeyed = <T extends z.ZodType>(value: T) =>
  z.record(z.union([z.string(), z.number()]).transform(String), value);
const defensiveCheck = z
  .object({
    fielder: z.enum(['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']),
    positive: z.enum(['GO', 'FO']),
    field: z.enum(['LF', 'CF', 'RF', 'IF']),
  })
  .strict();
const opportunity = z
  .object({
    cost: z.number().int().min(0).nullable(),
    extraInningCost: z.number().int().min(0).nullable(),
    fromInning: z.number().int().min(1).nullable(),
    attemptsPerSeries: z.number().int().min(0),
    hitAndRun: z.boolean(),
  })
  .strict();
const change = z.number().int().min(-15).max(15);

export const OPTIONAL_TABLE_SCHEMAS = {
  'steal-opportunity': z
    .object({
      ...TABLE_HEADER,
      grades: z
        .object(Object.fromEntries(SBO_GRADES.map((g) => [g, opportunity])) as Record<SboGrade, typeof opportunity>)
        .strict(),
    })
    .strict(),
  'positive-defensive-roll': z
    .object({
      ...TABLE_HEADER,
      triggerRolls: z.array(roll),
      rolls: rollKeyed(defensiveCheck.extend({ onExtraBaseHit: defensiveCheck.optional() }).strict()),
    })
    .strict(),
  'negative-defensive': z
    .object({
      ...TABLE_HEADER,
      triggerRolls: z.array(roll),
      checks: z.array(z.enum(['GO', 'FO'])),
      runnerBases: z.number().int().min(0).max(3),
      runnerBasesWithTwoOuts: z.number().int().min(0).max(3),
    })
    .strict(),
  'grade-penalty': z
    .object({
      ...TABLE_HEADER,
      steps: z
        .object(
          Object.fromEntries(GRADES.map((g) => [g, z.enum(GRADES)])) as Record<Grade, z.ZodEnum<{ [K in Grade]: K }>>,
        )
        .strict(),
    })
    .strict(),
  'injury-length': z
    .object({
      ...TABLE_HEADER,
      letters: z.record(z.string().regex(/^[A-Z]$/), z.array(z.number().int().min(0)).length(10)),
    })
    .strict(),
  'mip-modifiers': z
    .object({
      ...TABLE_HEADER,
      longInning: z.object({ battersFaced: z.number().int().min(1), change }).strict(),
      battered: z.object({ runsAllowed: z.number().int().min(1), change, startersOnly: z.boolean() }).strict(),
      economical: z.object({ perfectInnings: z.number().int().min(1), change, startersOnly: z.boolean() }).strict(),
    })
    .strict(),
  'rare-play': z
    .object({
      ...TABLE_HEADER,
      triggerRoll: roll,
      catcherGamesOut: z.number().int().min(0),
      rolls: rollKeyed(z.object({ empty: z.enum(BASES_EMPTY_ACTIONS), on: z.enum(RARE_PLAY_ACTIONS) }).strict()),
    })
    .strict(),
} satisfies Record<OptionalTableName, z.ZodType>;

type Parsed<N extends OptionalTableName> = z.output<(typeof OPTIONAL_TABLE_SCHEMAS)[N]>;
type Read = <N extends OptionalTableName>(name: N) => { source: SourceDocument; table: Parsed<N> };

/** The optional rules' tables from their validated files (`read` validates one by name). */
export function optionalTables(read: Read): PineTarOptionalTables {
  const pdr = read('positive-defensive-roll');
  const rows = expandRanges(pdr.source, ['rolls'], pdr.table.rolls, 0, 99);
  const rare = read('rare-play');
  return {
    stealOpportunity: read('steal-opportunity').table.grades,
    positiveDefensiveRoll: {
      triggerRolls: pdr.table.triggerRolls,
      single: rows.map(({ fielder, positive, field }) => ({ fielder, positive, field })),
      extraBaseHit: rows.map(
        (row) => row.onExtraBaseHit ?? { fielder: row.fielder, positive: row.positive, field: row.field },
      ),
    },
    negativeDefensive: read('negative-defensive').table,
    gradePenalty: read('grade-penalty').table.steps,
    injuryLength: read('injury-length').table.letters,
    mipModifiers: read('mip-modifiers').table,
    rarePlay: {
      triggerRoll: rare.table.triggerRoll,
      byRoll: expandRanges(rare.source, ['rolls'], rare.table.rolls, 0, 99),
      catcherGamesOut: rare.table.catcherGamesOut,
    },
  };
}
