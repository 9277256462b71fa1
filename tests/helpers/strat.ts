import type { Matchup } from '../../src/core/GameSystem.ts';
import strat from '../../src/games/strat/index.ts';
import { type CardSide, type StratCard } from '../../src/games/strat/cards.ts';
import { leagueDefense } from '../../src/games/strat/defense.ts';
import type { StratFielder, StratMatchup } from '../../src/games/strat/matchup.ts';
import { DEFAULT_STRAT_POLICIES, type StratPolicies } from '../../src/games/strat/policies.ts';
import { parseReading, type Reading } from '../../src/games/strat/vocabulary.ts';
import { parseRangeKey } from '../../src/core/input/expandRanges.ts';
import type { RunnerId } from '../../src/core/model/baseOut.ts';
import type { Position } from '../../src/core/model/positions.ts';
import { stratSet, stratTables } from './inputs.ts';

export const tables = stratTables();
export const walkthrough = stratSet('cards/strat/walkthrough.yaml');

/** A card of the walk-through set by id. */
export function card(id: string): StratCard {
  const found = walkthrough.players.find((p) => p.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

/** A reading, or the test fails loudly. */
export function reading(text: string): Reading {
  const parsed = parseReading(text);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

/** A column from `{ '2-6': 'SO', '7-12': 'HR' }`; throws unless every total 2-12 is covered once. */
export function column(spec: Record<string, string>): Reading[] {
  const out: Reading[] = [];
  for (const [key, text] of Object.entries(spec)) {
    const [low, high] = parseRangeKey(key)!;
    for (let total = low; total <= high; total++) {
      if (out[total]) throw new Error(`total ${total} twice`);
      out[total] = reading(text);
    }
  }
  for (let total = 2; total <= 12; total++) if (!out[total]) throw new Error(`total ${total} missing`);
  return out;
}

/** Three columns all reading `text` on every total. */
export const every = (text: string): CardSide => [
  column({ '2-12': text }),
  column({ '2-12': text }),
  column({ '2-12': text }),
];

export interface MatchupSpec {
  batter?: CardSide;
  pitcher?: CardSide;
  side?: 'L' | 'R';
  power?: 'N' | 'W';
  running?: number;
  /** Running ratings of the runners by id (state runners are 1-3); 12 when absent. */
  runners?: Record<number, number>;
  wp?: number;
  balk?: number;
  weakened?: boolean;
  defense?: Partial<Record<Position, Partial<StratFielder>>>;
  policies?: Partial<StratPolicies>;
}

/** A matchup with league fielders, the neutral park and the default manager, changed where the spec says. */
export function matchup(spec: MatchupSpec = {}): StratMatchup {
  const defense = leagueDefense();
  for (const [position, change] of Object.entries(spec.defense ?? {}) as [Position, Partial<StratFielder>][])
    defense[position] = { ...defense[position], ...change };
  const running = spec.running ?? 12;
  return {
    batter: { id: 0, columns: spec.batter ?? every('SO'), side: spec.side ?? 'R', power: spec.power ?? 'N', running },
    pitcher: {
      columns: spec.pitcher ?? every('SO'),
      wp: spec.wp ?? 9,
      balk: spec.balk ?? 1,
      hold: 0,
      weakened: spec.weakened ?? false,
    },
    defense,
    park: tables.neutralPark,
    runningOf: (runner: RunnerId) => (runner === 0 ? running : (spec.runners?.[runner] ?? 12)),
    tables,
    policies: { ...DEFAULT_STRAT_POLICIES, ...spec.policies },
  };
}

/**
 * Gonzalez against Glavine as `cardlab check` plays him: the check plan's one stratum (Atlanta's fielders, neutral
 * park).
 */
export function gonzalezVsGlavine(): Matchup {
  const subject = strat.checkPlan(walkthrough, tables, {}).find((s) => s.id === 'juan-gonzalez')!;
  if (subject.strata.length !== 1 || subject.strata[0]!.label !== 'Tom Glavine')
    throw new Error('the walk-through plan should play Gonzalez against Glavine alone');
  return subject.strata[0]!.matchup;
}

/**
 * A card of every batted-ball kind but the X plays (whose 4,320 dice paths each make runner states slow to enumerate).
 */
export const MIX: MatchupSpec = {
  batter: [
    column({
      '2-4': 'SI',
      '5-6': 'GB(ss)A',
      '7': 'SO',
      '8': 'FLY(cf)B?',
      '9': 'DO',
      '10': 'BB',
      '11': 'HR 1-5 / FLY(lf)B 6-20',
      '12': 'LO(ss)max',
    }),
    column({ '2-3': 'W SI', '4-6': 'GB(2b)B', '7-8': 'SO', '9': 'FLY(rf)A', '10': 'HBP', '11': 'TR', '12': 'DO**' }),
    column({ '2-5': 'GB(3b)B+', '6-8': 'FLY(lf)C', '9-10': 'SI*(rf)', '11': 'POP(ss)', '12': 'BP HR' }),
  ],
  pitcher: [
    column({ '2-6': 'SO', '7-12': 'GB(1b)C' }),
    column({ '2-7': 'FLY(rf)B?', '8-12': 'DO(lf) 1-6 / FLY(cf)B 7-20' }),
    column({ '2-5': 'SI*', '6-10': 'POP(2b) •', '11-12': 'BB' }),
  ],
  wp: 12,
  balk: 6,
  defense: { C: { pb: 8 } },
  runners: { 1: 15, 2: 9, 3: 13 },
};
