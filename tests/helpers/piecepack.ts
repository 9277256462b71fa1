import type { BaseOutState } from '../../src/core/model/baseOut.ts';
import type { ScriptedRoll } from '../../src/core/dice/scriptedDice.ts';
import { scriptedDice } from '../../src/core/dice/scriptedDice.ts';
import type { PlateAppearanceResult } from '../../src/core/model/PlayEvent.ts';
import { NEUTRAL_SITUATION } from '../../src/games/piecepack/exactAtBat.ts';
import type { PiecepackMatchup } from '../../src/games/piecepack/matchup.ts';
import { atBat } from '../../src/games/piecepack/play.ts';
import { piecepackMatchup } from '../../src/games/piecepack/plan.ts';
import { MAIN_PIECEPACK_RULES, type PiecepackRules } from '../../src/games/piecepack/rules.ts';
import type { TileValue } from '../../src/games/piecepack/vocabulary.ts';
import { piecepackSet, piecepackTables } from './inputs.ts';

export const tables = piecepackTables();
export const fourTeams = piecepackSet('cards/piecepack/four-teams.yaml');
export const gloves = fourTeams.teams.find((team) => team.id === 'gloves')!;

/** What a test at-bat may change from a tile-3 batter against the Gloves' fielders. */
export interface AtBatSpec {
  tile?: number;
  fielders?: PiecepackMatchup['fielders'];
  runnerTile?: number;
  dice?: number;
  rules?: Partial<PiecepackRules>;
}

export function matchup(spec: AtBatSpec = {}): PiecepackMatchup {
  return piecepackMatchup(
    spec.tile ?? 3,
    spec.fielders ?? gloves.tiles,
    tables,
    { ...MAIN_PIECEPACK_RULES, ...spec.rules },
    spec.runnerTile,
    spec.dice,
  );
}

/** One at-bat with the cards down and scripted dice, every roll used. */
export function scripted(
  spec: AtBatSpec,
  state: BaseOutState,
  cards: { pitch: number; swing: number },
  rolls: readonly ScriptedRoll[],
): PlateAppearanceResult {
  const dice = scriptedDice(rolls);
  const pa = atBat(matchup(spec), state, cards, dice, NEUTRAL_SITUATION, true);
  if (dice.remaining() !== 0) throw new Error(`${dice.remaining()} scripted rolls unused`);
  return pa;
}

/** Piecepack dice rolls, as a script lists them. */
export const pp = (...faces: number[]): ScriptedRoll[] => faces.map((face) => ['piecepack', face] as const);

/** Fielders all of one tile. */
export const fieldersOf = (tile: TileValue): PiecepackMatchup['fielders'] =>
  Object.fromEntries(['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'].map((p) => [p, tile]));
