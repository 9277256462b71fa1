import type { GameSystem } from '../../core/GameSystem.ts';
import { loadPineTarCardSet, type PineTarCardSet } from './cards.ts';
import { pineTarGradePlan } from './gradePlan.ts';
import { pineTarSeasonLeague } from './game/seasonLeague.ts';
import { pineTarLeagueRunExpectancy } from './game/exactRunExpectancy.ts';
import { DEFAULT_POLICIES, MANAGER_POLICIES } from './policies.ts';
import { pineTarCheckPlan } from './plan.ts';
import { PINE_TAR_RULES } from './rules/index.ts';
import { PINE_TAR_ID } from './vocabulary.ts';
import { readSeasonData } from '../../mlb/seasonData.ts';
import { PineTarBuilder } from './build/buildPineTarSet.ts';
import { buildLeague } from './build/league.ts';
import { BUILT_IN_TABLES, loadPineTarTables, TABLE_NAMES, type PineTarTables } from './tables.ts';
import { REPLAY_TABLES } from '../../modules/replay/tables.ts';

/** Pine Tar Baseball (LIS Games, manual v2.1): the main rules and every optional rule, and Replay's charts. */
const pineTar: GameSystem<PineTarCardSet, PineTarTables> = {
  id: PINE_TAR_ID,
  module: import.meta.url,
  runMaking: "Pine Tar's base-advancement and ground-out tables",
  reportBudget: 20,
  tables: { names: TABLE_NAMES, builtIn: BUILT_IN_TABLES, modules: [REPLAY_TABLES] },
  title: 'Pine Tar Baseball',
  dice: ['d100', 'd10', 'd6'],
  optionalRules: PINE_TAR_RULES,
  managers: Object.keys(MANAGER_POLICIES),
  loadCardSet: loadPineTarCardSet,
  loadTables: loadPineTarTables,
  checkPlan: (set, tables, options) => pineTarCheckPlan(set, tables, options),
  gradePlan: (set, tables) => pineTarGradePlan(set, tables),
  seasonLeague: (sets, tables, options) => pineTarSeasonLeague(sets, tables, options),
  cardBuilder: (sources, tables, season) => {
    const data = readSeasonData(sources, season);
    return new PineTarBuilder(data, buildLeague(data, tables, DEFAULT_POLICIES));
  },
  seasonRunExpectancy: (sets, tables, options) =>
    options.against !== 'league' || (options.rules !== undefined && options.rules.text !== 'main')
      ? [] // the chained matrices know the main rules only
      : sets.flatMap((set) =>
          pineTarLeagueRunExpectancy(
            set,
            tables,
            MANAGER_POLICIES[options.manager] ?? DEFAULT_POLICIES,
            options.dh,
          ).map((t) => ({ team: t.team, label: `exact, ${t.team} against its league`, matrix: t.matrix })),
        ),
};

export default pineTar;
