import type { GameSystem } from '../../core/GameSystem.ts';
import { REPLAY_TABLES } from '../../modules/replay/tables.ts';
import { loadPbcCardSet, type PbcCardSet } from './cards.ts';
import { pbcCheckPlan } from './plan.ts';
import { pbcGradePlan } from './gradePlan.ts';
import { pbcSeasonLeague } from './game/seasonLeague.ts';
import { pbcLeagueRunExpectancy } from './game/exactRunExpectancy.ts';
import { PBC_MANAGERS } from './policies.ts';
import { PBC_RULES } from './rules.ts';
import { BUILT_IN_TABLES, loadPbcTables, TABLE_NAMES, type PbcTables } from './tables.ts';
import { PBC_ID } from './vocabulary.ts';
import { readSeasonData } from '../../mlb/seasonData.ts';
import { PbcBuilder } from './build/buildPbcSet.ts';
import { buildPbcLeague } from './build/league.ts';

/** PBC Dice Baseball (seeds/001). */
const pbc: GameSystem<PbcCardSet, PbcTables> = {
  id: PBC_ID,
  module: import.meta.url,
  title: 'PBC Dice Baseball',
  runMaking: "PBC's hit chart, Out Chart keys and roll-offs",
  reportBudget: 20,
  tables: { names: TABLE_NAMES, builtIn: BUILT_IN_TABLES, modules: [REPLAY_TABLES] },
  dice: ['d6'],
  optionalRules: PBC_RULES,
  managers: Object.keys(PBC_MANAGERS),
  loadCardSet: loadPbcCardSet,
  loadTables: loadPbcTables,
  checkPlan: (set, tables, options) => pbcCheckPlan(set, tables, options),
  gradePlan: (set, tables) => pbcGradePlan(set, tables),
  seasonLeague: (sets, tables, options) => pbcSeasonLeague(sets, tables, options),
  seasonRunExpectancy: (sets, tables, options) => pbcLeagueRunExpectancy(sets, tables, options),
  cardBuilder: (sources, tables, season) => {
    const data = readSeasonData(sources, season);
    return new PbcBuilder(data, () => buildPbcLeague(data, tables));
  },
};

export default pbc;
