import type { GameSystem } from '../../core/GameSystem.ts';
import { loadPiecepackCardSet, type PiecepackCardSet } from './cards.ts';
import { piecepackRunExpectancy, piecepackSeasonLeague } from './game/seasonLeague.ts';
import { piecepackGradePlan } from './gradePlan.ts';
import { piecepackFindings } from './findings.ts';
import { piecepackCheckPlan } from './plan.ts';
import { PIECEPACK_MANAGERS } from './policies.ts';
import { PIECEPACK_RULES } from './rules.ts';
import { BUILT_IN_TABLES, loadPiecepackTables, TABLE_NAMES, type PiecepackTables } from './tables.ts';
import { PIECEPACK_ID } from './vocabulary.ts';

/** Baseball for the piecepack (seeds/004). */
const piecepack: GameSystem<PiecepackCardSet, PiecepackTables> = {
  id: PIECEPACK_ID,
  module: import.meta.url,
  title: 'Baseball for the piecepack',
  runMaking: "piecepack Baseball's Hit Result chart, the fielders' red die and the runners' tiles",
  reportBudget: 8,
  realTargets: true,
  tables: { names: TABLE_NAMES, builtIn: BUILT_IN_TABLES },
  dice: ['piecepack', 'card'],
  optionalRules: PIECEPACK_RULES,
  managers: Object.keys(PIECEPACK_MANAGERS),
  loadCardSet: loadPiecepackCardSet,
  loadTables: loadPiecepackTables,
  checkPlan: (set, tables, options) => piecepackCheckPlan(set, tables, options),
  gradePlan: (set, tables) => piecepackGradePlan(set, tables),
  seasonLeague: (sets, tables, options) => piecepackSeasonLeague(sets, tables, options),
  seasonRunExpectancy: (sets, tables, options) => piecepackRunExpectancy(sets, tables, options),
  findings: (sets, tables) => piecepackFindings(sets, tables),
};

export default piecepack;
