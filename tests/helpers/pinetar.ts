import { parseRangeKey } from '../../src/input/expandRanges.ts';
import type { RunnerId } from '../../src/model/baseOut.ts';
import { POSITIONS, type Position } from '../../src/model/positions.ts';
import type { BkWpRating } from '../../src/games/pinetar/cards.ts';
import type { Fielder, PineTarMatchup } from '../../src/games/pinetar/matchup.ts';
import { DEFAULT_POLICIES, type ManagerPolicies } from '../../src/games/pinetar/policies.ts';
import { loadPineTarTables } from '../../src/games/pinetar/tables.ts';
import { parseCardResult, type CardResult, type Grade, type Speed } from '../../src/games/pinetar/vocabulary.ts';

export const tables = loadPineTarTables();

/** A column from `{ '00-49': '1B', '50-99': 'SO' }`; throws unless every roll is covered once. */
export function column(spec: Record<string, string>): CardResult[] {
  const out: (CardResult | undefined)[] = new Array(100).fill(undefined);
  for (const [key, text] of Object.entries(spec)) {
    const [low, high] = parseRangeKey(key)!;
    for (let roll = low; roll <= high; roll++) {
      if (out[roll]) throw new Error(`roll ${roll} twice`);
      out[roll] = parseCardResult(text) ?? (() => { throw new Error(text); })();
    }
  }
  if (out.some((r) => r === undefined)) throw new Error('column has gaps');
  return out as CardResult[];
}

export function bkwp(text: string): BkWpRating {
  const [b = '--', w = '--'] = text.split('/');
  return { balkTop: b === '--' ? -1 : Number(b), wildPitchTop: w === '--' ? -1 : Number(w), text };
}

export interface MatchupSpec {
  column: Record<string, string> | CardResult[];
  grade?: Grade;
  speed?: Speed;
  shc?: number | 'N';
  isPitcher?: boolean;
  bkwp?: string;
  ec?: Partial<Record<Position, number>>;
  /** Speeds of runners by id; the batter is id 0. */
  runnerSpeeds?: Record<RunnerId, Speed>;
  policies?: ManagerPolicies;
}

/** A matchup for scenario tests: the batter is runner 0, other runners medium unless named. */
export function matchup(spec: MatchupSpec): PineTarMatchup {
  const speed = spec.speed ?? 'M';
  const defense = Object.fromEntries(POSITIONS.map((p) => [p, { ec: spec.ec?.[p] ?? 0 } satisfies Fielder])) as Record<Position, Fielder>;
  return {
    batter: { id: 0, column: Array.isArray(spec.column) ? spec.column : column(spec.column), speed, shc: spec.shc ?? 'N', isPitcher: spec.isPitcher ?? false },
    pitcher: { grade: spec.grade ?? 'C', bkwp: bkwp(spec.bkwp ?? '21/99') },
    defense,
    speedOf: (runner) => (runner === 0 ? speed : (spec.runnerSpeeds?.[runner] ?? 'M')),
    tables,
    policies: spec.policies ?? DEFAULT_POLICIES,
  };
}

/** A column that is `result` on every roll. */
export const all = (result: string): Record<string, string> => ({ '00-99': result });
