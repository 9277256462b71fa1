import type { ScriptedRoll } from '../../src/core/dice/scriptedDice.ts';
import type { PbcCard } from '../../src/games/pbc/cards.ts';
import type { PbcMatchup } from '../../src/games/pbc/matchup.ts';
import { pbcMatchup, teamDefense } from '../../src/games/pbc/plan.ts';
import { DEFAULT_PBC_POLICIES, type PbcPolicies } from '../../src/games/pbc/policies.ts';
import { MAIN_PBC_RULES, type PbcRules } from '../../src/games/pbc/rules.ts';
import { parseChartCell, parseHits } from '../../src/games/pbc/vocabulary.ts';
import type { OutChart } from '../../src/games/pbc/cards.ts';
import type { RunnerId } from '../../src/core/model/baseOut.ts';
import { pbcSet, pbcTables } from './inputs.ts';

export const tables = pbcTables();
export const walkthrough = pbcSet('cards/pbc/walkthrough.yaml');

/** A card of the walk-through set by id. */
export function card(id: string): PbcCard {
  const found = walkthrough.players.find((p) => p.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

/** An Out Chart from `{ 2: 'BB', ... }` with `rest` on every total not named. */
export function chart(cells: Record<number, string>, rest = 'K'): OutChart {
  const out = [];
  for (let total = 2; total <= 12; total++) {
    const cell = parseChartCell(cells[total] ?? rest);
    if (typeof cell === 'string') throw new Error(cell);
    out[total] = cell;
  }
  return out;
}

/** What a test matchup may change from a plain one. */
export interface MatchupSpec {
  hits?: string;
  variance?: number;
  speed?: number;
  outChart?: OutChart;
  fatigue?: number;
  park?: 'neutral' | 'greenwood';
  policies?: Partial<PbcPolicies>;
  rules?: Partial<PbcRules>;
  /** Speeds of the state's runners by id (1, 2, 3 by base in parsed states). */
  runners?: Record<RunnerId, number>;
  defense?: { fielders: number; catcher: number };
}

/** A matchup with the walk-through's Luigi Ryle pitching unless the spec says otherwise. */
export function matchup(spec: MatchupSpec = {}): PbcMatchup {
  const hits = parseHits(spec.hits ?? '5,9,11');
  if (typeof hits === 'string') throw new Error(hits);
  return pbcMatchup(
    { hits, variance: spec.variance ?? 0, speed: spec.speed ?? 0 },
    {
      outChart: spec.outChart ?? card('luigi-ryle').pitching!.outChart,
      fatigue: spec.fatigue ?? 0,
      defense: spec.defense ?? teamDefense(walkthrough, 'VIS'),
      park: spec.park === 'greenwood' ? walkthrough.parks.greenwood! : tables.neutralPark,
    },
    tables,
    { ...DEFAULT_PBC_POLICIES, ...spec.policies },
    { ...MAIN_PBC_RULES, ...spec.rules },
    (runner) => spec.runners?.[runner] ?? 0,
  );
}

/** Scripted d6 faces. */
export const d6 = (...faces: number[]): ScriptedRoll[] => faces.map((face) => ['d6', face] as const);

/** Managers that always or never send runners (scenario tests pin the decision the text's example makes). */
export const SEND: Partial<PbcPolicies> = { sendRunner: () => true };
export const HOLD: Partial<PbcPolicies> = { sendRunner: () => false };
