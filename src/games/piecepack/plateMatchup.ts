import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { Matchup, PlateAppearanceStep, Situation, StateMix } from '../../core/GameSystem.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { CompiledMatchup } from '../../core/DiceGraphData.ts';
import type { ExactResult, PlateAppearanceResult } from '../../core/model/PlayEvent.ts';
import type { Tally } from '../../core/model/Tally.ts';
import { PiecepackCompiler } from './compile.ts';
import { atBatDistribution, NEUTRAL_SITUATION } from './exactAtBat.ts';
import type { PiecepackMatchup } from './matchup.ts';
import { atBat } from './play.ts';

/**
 * A piecepack at-bat outside a game (check, exact, the tile-value report, the kernel): both hands are full and each
 * side draws its card blind, so every pair of 2..K is as likely (card play by policy, with hands that run down, is a
 * whole game's: src/games/piecepack/game).
 * @example new PiecepackPlate(m).plateAppearance(parseBaseOutState('---/0'), randomDice(42)).result // => 'GO'
 */
export class PiecepackPlate implements Matchup {
  declare readonly m: PiecepackMatchup;

  constructor(m: PiecepackMatchup) {
    this.m = m;
  }

  plateAppearance(state: BaseOutState, dice: DiceSource, situation?: Situation): PlateAppearanceResult {
    const pitch = dice.card();
    const swing = dice.card();
    return atBat(this.m, state, { pitch, swing }, dice, situation ?? NEUTRAL_SITUATION);
  }

  step(
    state: BaseOutState,
    _count: number,
    _first: boolean,
    dice: DiceSource,
    situation?: Situation,
  ): PlateAppearanceStep {
    return { events: this.plateAppearance(state, dice, situation).events, continues: false, count: 0 };
  }

  distribution(state: BaseOutState, situation?: Situation): ExactResult[] {
    return atBatDistribution(this.m, state, undefined, situation);
  }

  compile(states: readonly BaseOutState[]): CompiledMatchup {
    return PiecepackCompiler.of(this.m.tables).compile(this.m, states);
  }

  exactTally(states: StateMix): Tally {
    return PiecepackCompiler.of(this.m.tables).exactTally(this.m, states);
  }
}
