import type { RunnerId } from '../../core/model/baseOut.ts';
import type { OutChart } from './cards.ts';
import type { PbcPark } from './park.ts';
import type { PbcPolicies } from './policies.ts';
import type { PbcRules } from './rules.ts';
import type { PbcTables } from './tables.ts';
import type { HitRolls } from './vocabulary.ts';

/**
 * Everything one PBC plate appearance needs: the batter's hit rolls and skills, the pitcher's Out Chart and fatigue
 * points now, the defense's skills, the park, and the speed of anyone on base.
 */
export interface PbcMatchup {
  batter: { id: RunnerId; hits: HitRolls; variance: number; speed: number };
  pitcher: { outChart: OutChart; fatigue: number };
  /** Defense skills: the fielders' mean and the catcher's (read only under advanced-defense). */
  defense: { fielders: number; catcher: number };
  park: PbcPark;
  /** Speed of a runner on base. */
  speedOf(runner: RunnerId): number;
  tables: PbcTables;
  policies: PbcPolicies;
  rules: PbcRules;
}

/** What the defense adds to a roll-off: its skill under advanced-defense, else nothing. */
export const defenseSkill = (m: PbcMatchup, catcher = false): number =>
  m.rules.advancedDefense ? (catcher ? m.defense.catcher : m.defense.fielders) : 0;
