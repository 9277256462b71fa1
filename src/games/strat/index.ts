import type { GameSystem } from '../../core/GameSystem.ts';
import { loadStratCardSet, type StratCardSet } from './cards.ts';
import { stratCheckPlan } from './plan.ts';
import { stratGradePlan } from './gradePlan.ts';
import { STRAT_MANAGERS } from './policies.ts';
import { stratSeasonLeague } from './game/seasonLeague.ts';
import { BUILT_IN_TABLES, loadStratTables, TABLE_NAMES, type StratTables } from './tables.ts';
import { STRAT_ID } from './vocabulary.ts';
import { STRAT_RULES } from './rules.ts';
import { readSeasonData } from '../../mlb/seasonData.ts';
import { StratBuilder } from './build/buildStratSet.ts';
import { buildStratLeague } from './build/league.ts';
import { buildReadingCache } from './build/fit.ts';
import { REPLAY_TABLES } from '../../modules/replay/tables.ts';

/** Strat-O-Matic Super-Advanced (the rules as a fan compilation gives them, seeds/002). */
const strat: GameSystem<StratCardSet, StratTables> = {
  id: STRAT_ID,
  module: import.meta.url,
  runMaking: "Strat's advancement readings on the cards and its groundball, flyball and fielding charts",
  reportBudget: 14,
  tables: { names: TABLE_NAMES, builtIn: BUILT_IN_TABLES, modules: [REPLAY_TABLES] },
  title: 'Strat-O-Matic Super-Advanced',
  dice: ['d6', 'd20'],
  optionalRules: STRAT_RULES,
  managers: Object.keys(STRAT_MANAGERS),
  loadCardSet: loadStratCardSet,
  loadTables: loadStratTables,
  checkPlan: (set, tables, options) => stratCheckPlan(set, tables, options),
  gradePlan: (set, tables) => stratGradePlan(set, tables),
  seasonLeague: (sets, tables, options) => stratSeasonLeague(sets, tables, options),
  cardBuilder: (sources, tables, season) => {
    const data = readSeasonData(sources, season);
    return new StratBuilder(data, () => buildStratLeague(data, tables, buildReadingCache()));
  },
};

export default strat;
