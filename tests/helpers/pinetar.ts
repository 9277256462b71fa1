import { parseRangeKey } from '../../src/core/input/expandRanges.ts';
import type { RunnerId } from '../../src/core/model/baseOut.ts';
import { POSITIONS, type Position } from '../../src/core/model/positions.ts';
import type { BkWpRating } from '../../src/games/pinetar/cards.ts';
import type { Fielder, PineTarMatchup } from '../../src/games/pinetar/matchup.ts';
import { DEFAULT_POLICIES, type ManagerPolicies } from '../../src/games/pinetar/policies.ts';
import { pineTarRules, type PineTarRules } from '../../src/games/pinetar/rules/active.ts';
import { parseCardResult, type CardResult, type Grade, type Speed } from '../../src/games/pinetar/vocabulary.ts';
import { pineTarTables, ruleSet, pineTar } from './inputs.ts';

export const tables = pineTarTables();

/** A column from `{ '00-49': '1B', '50-99': 'SO' }`; throws unless every roll is covered once. */
export function column(spec: Record<string, string>): CardResult[] {
  const out: (CardResult | undefined)[] = new Array(100).fill(undefined);
  for (const [key, text] of Object.entries(spec)) {
    const [low, high] = parseRangeKey(key)!;
    for (let roll = low; roll <= high; roll++) {
      if (out[roll]) throw new Error(`roll ${roll} twice`);
      out[roll] =
        parseCardResult(text) ??
        (() => {
          throw new Error(text);
        })();
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
  /**
   * Optional-rule ratings: ranges, outfield arms, the catcher's AR; the batter's side, the pitcher's hand and SO/BB.
   */
  rg?: Partial<Record<Position, 'pos' | 'neu' | 'neg'>>;
  arm?: Partial<Record<'LF' | 'CF' | 'RF', 'W' | 'A' | 'E'>>;
  ar?: number;
  bats?: 'L' | 'R' | 'S';
  throws?: 'L' | 'R';
  sobb?: string;
  /** Optional rules by name, as --rules would take them (`main` when absent). */
  rules?: string;
  settings?: string[];
}

/** A matchup for scenario tests: the batter is runner 0, other runners medium unless named. */
export function matchup(spec: MatchupSpec): PineTarMatchup {
  const speed = spec.speed ?? 'M';
  const fielder = (p: Position): Fielder => ({
    ec: spec.ec?.[p] ?? 0,
    ...(spec.rg?.[p] && { rg: spec.rg[p] }),
    ...((p === 'LF' || p === 'CF' || p === 'RF') && spec.arm?.[p] && { arm: spec.arm[p] }),
    ...(p === 'C' && spec.ar !== undefined && { ar: spec.ar }),
  });
  const defense = Object.fromEntries(POSITIONS.map((p) => [p, fielder(p)])) as Record<Position, Fielder>;
  return {
    batter: {
      id: 0,
      column: Array.isArray(spec.column) ? spec.column : column(spec.column),
      speed,
      shc: spec.shc ?? 'N',
      isPitcher: spec.isPitcher ?? false,
      ...(spec.bats && { bats: spec.bats }),
    },
    pitcher: {
      grade: spec.grade ?? 'C',
      bkwp: bkwp(spec.bkwp ?? '21/99'),
      ...(spec.throws && { throws: spec.throws }),
      ...(spec.sobb && { sobb: spec.sobb }),
    },
    defense,
    speedOf: (runner) => (runner === 0 ? speed : (spec.runnerSpeeds?.[runner] ?? 'M')),
    tables,
    policies: spec.policies ?? DEFAULT_POLICIES,
    ...(spec.rules && { rules: rulesOf(spec.rules, spec.settings) }),
  };
}

/** Pine Tar rules from a --rules text and --set settings. */
export function rulesOf(text: string, settings: string[] = []): PineTarRules {
  return pineTarRules(ruleSet(pineTar, text, settings));
}

/** A column that is `result` on every roll. */
export const all = (result: string): Record<string, string> => ({ '00-99': result });
