import { z } from 'zod';
import { readTable, TABLE_HEADER } from '../../core/input/tableHeader.ts';
import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { REPLAY_RATING } from '../../modules/replay/ratings.ts';

/** PBC's skill values, -3 to 3 (0 the average). */
export const PBC_SKILLS = [-3, -2, -1, 0, 1, 2, 3] as const;

/** The grades an adapter table sets bounds for; below C's is D. */
const BOUNDED_GRADES = ['A', 'B', 'C'] as const;
type BoundedGrade = (typeof BOUNDED_GRADES)[number];

/**
 * How PBC's cards read onto Replay's ratings (tables/replay-adapter.yaml): a rating for each skill value, the hold
 * every pitcher has, and the bounds of the hit-and-run grades.
 */
export interface PbcReplayAdapter {
  /** Replay ratings by PBC skill, index skill + 3: Bunt to bunt, Speed to speed, Defense to each fielding rating. */
  bunt: readonly number[];
  speed: readonly number[];
  defence: readonly number[];
  error: readonly number[];
  arm: readonly number[];
  catcher: readonly number[];
  hold: number;
  /** The Defense every fielder reads as while advanced-defense is off; undefined, the cards' own under any rules. */
  standardDefense: number | undefined;
  /** A batter's grade: the fewest hit rolls of 36 for A, B and C. */
  batterGrade: Readonly<Record<BoundedGrade, number>>;
  /** A pitcher's grade: the most baserunners of 36 on his Out Chart for A, B and C. */
  pitcherGrade: Readonly<Record<BoundedGrade, number>>;
}

const skillKey = z.union([z.string(), z.number()]).transform(String);
const bySkill = z.record(skillKey, REPLAY_RATING);
const bounds = z.object({ A: z.number().min(0).max(36), B: z.number().min(0).max(36), C: z.number().min(0).max(36) });
const adapterSchema = z
  .object({
    ...TABLE_HEADER,
    bunt: bySkill,
    speed: bySkill,
    defence: bySkill,
    error: bySkill,
    arm: bySkill,
    catcher: bySkill,
    hold: REPLAY_RATING,
    standardDefense: z.number().int().min(-3).max(3).optional(),
    batterGrade: bounds.strict(),
    pitcherGrade: bounds.strict(),
  })
  .strict();

/** A rating for every skill -3..3, by skill + 3; otherwise an InputError at the field. */
function ratingsBySkill(source: SourceDocument, field: string, raw: Record<string, number>): number[] {
  const ratings: number[] = [];
  for (const [key, rating] of Object.entries(raw)) {
    const skill = Number(key);
    if (!(PBC_SKILLS as readonly number[]).includes(skill)) source.fail([field, key], 'a PBC skill within -3..3');
    ratings[skill + 3] = rating;
  }
  const missing = PBC_SKILLS.find((skill) => ratings[skill + 3] === undefined);
  if (missing !== undefined) source.fail([field], `a rating for every skill -3..3 (missing ${missing})`);
  return ratings;
}

/** Grade bounds in order: A's the strictest (the most hit rolls, or the fewest baserunners). */
function gradeBounds(
  source: SourceDocument,
  field: string,
  raw: Record<BoundedGrade, number>,
  order: 'descending' | 'ascending',
): Record<BoundedGrade, number> {
  for (let i = 1; i < BOUNDED_GRADES.length; i++) {
    const [stricter, grade] = [BOUNDED_GRADES[i - 1]!, BOUNDED_GRADES[i]!];
    const inOrder = order === 'descending' ? raw[grade] <= raw[stricter] : raw[grade] >= raw[stricter];
    if (!inOrder)
      source.fail([field, grade], `${order === 'descending' ? 'at most' : 'at least'} ${stricter}'s ${raw[stricter]}`);
  }
  return raw;
}

/**
 * The rating adapter from its table file; a bad value is an InputError naming the file, line and field.
 * @example readReplayAdapter(builtIn).bunt[3 + 3] // => 1 (a Bunt of 3 is Replay's best bunter)
 */
export function readReplayAdapter(input: LoadedInput): PbcReplayAdapter {
  const { source, table } = readTable('replay-adapter', input, adapterSchema);
  const skills = (field: 'bunt' | 'speed' | 'defence' | 'error' | 'arm' | 'catcher') =>
    ratingsBySkill(source, field, table[field]);
  return {
    bunt: skills('bunt'),
    speed: skills('speed'),
    defence: skills('defence'),
    error: skills('error'),
    arm: skills('arm'),
    catcher: skills('catcher'),
    hold: table.hold,
    standardDefense: table.standardDefense,
    batterGrade: gradeBounds(source, 'batterGrade', table.batterGrade, 'descending'),
    pitcherGrade: gradeBounds(source, 'pitcherGrade', table.pitcherGrade, 'ascending'),
  };
}
