import type { StateMix } from '../../../core/GameSystem.ts';
import { Tally } from '../../../core/model/Tally.ts';
import { forEachDiceOutcome } from '../../../exact/enumerateDice.ts';
import { exactOutcomes } from '../../../exact/exactOutcomes.ts';
import { signature } from '../../../exact/plateAppearanceDistribution.ts';
import type { PbcMatchup } from '../matchup.ts';
import { pbcMatchup } from '../plan.ts';
import { DEFAULT_PBC_POLICIES } from '../policies.ts';
import { playSwing } from '../resolve.ts';
import { chartSwing, hitSwing, hitType, type Swing } from '../swing.ts';
import type { PbcTables } from '../tables.ts';
import { HIT_TYPES, OUT_KEYS, type ChartCell, type HitType } from '../vocabulary.ts';
import { addScaled, vectorOfTally, VECTOR_WIDTH } from './rateVector.ts';

/** Skills a card builder rates: -3..3. */
export const SKILLS = [-3, -2, -1, 0, 1, 2, 3] as const;

/** Keys a builder may star: the walks and hits a pitcher gives up half the time (the text's "free hits"). */
const STARRED: ReadonlySet<string> = new Set(['BB', '1B', '2B', '3B', 'HR']);

/**
 * Every Out Chart cell a builder may print: each key plain but E (a built card's errors come from roll-offs, not from
 * the pitcher), and the walks and hits starred. A starred out would be an error whenever the batter won its roll-off:
 * a printed chart uses the star for the pitcher's free hits.
 */
export const CELLS: readonly ChartCell[] = OUT_KEYS.flatMap((key) => [
  ...(key === 'E' ? [] : [{ key, rollOff: false }]),
  ...(STARRED.has(key) ? [{ key, rollOff: true }] : []),
]);

/** A cell's index in CELLS (-1 for a cell the builder does not print: E, a starred out). */
export const cellIndex = (cell: ChartCell): number =>
  CELLS.findIndex((c) => c.key === cell.key && c.rollOff === cell.rollOff);

/**
 * The exact outcome vectors (rateVector.ts) of a plate appearance's parts, from a league's start states, for a batter
 * of each speed: the play of each hit type and of each Out Chart cell, and the hit-type roll's types by Variance (the
 * default manager's choice). A card is the sum of its 2d6 totals' parts, so a builder searches cards without playing
 * any.
 */
export class SwingVectors {
  declare private readonly tables: PbcTables;
  declare private readonly states: StateMix;
  declare private readonly swings: Map<string, Float64Array>;
  declare private readonly typeShares: Map<number, Map<HitType, number>>;
  declare private readonly rolled: Map<string, Float64Array>;

  constructor(tables: PbcTables, states: StateMix) {
    this.tables = tables;
    this.states = states;
    this.swings = new Map();
    this.typeShares = new Map();
    this.rolled = new Map();
  }

  private matchup(variance: number, speed: number): PbcMatchup {
    return pbcMatchup(
      { hits: { totals: [], fixed: {} }, variance, speed },
      { outChart: [], fatigue: 0, defense: { fielders: 0, catcher: 0 }, park: this.tables.neutralPark },
      this.tables,
    );
  }

  /** The vector of one swing's play for a batter of `speed`, over the start states. */
  private swing(swing: Swing, speed: number, key: string): Float64Array {
    const id = `${key}|${speed}`;
    let vector = this.swings.get(id);
    if (!vector) {
      const m = this.matchup(0, speed);
      const tally = new Tally();
      for (const { state, weight } of this.states) {
        if (weight <= 0) continue;
        for (const { value, probability } of exactOutcomes(
          (dice) => playSwing(m, state, swing, dice, undefined),
          (event) => signature([event]),
        ))
          tally.record(
            { result: value.result as never, events: [value], runs: value.runs, outs: value.outs, after: value.after },
            probability * weight,
          );
      }
      this.swings.set(id, (vector = vectorOfTally(tally)));
    }
    return vector;
  }

  /** A hit of `type`. */
  hit(type: HitType, speed: number): Float64Array {
    return this.swing(hitSwing(type), speed, type);
  }

  /** An Out Chart cell. */
  cell(cell: ChartCell, speed: number): Float64Array {
    return this.swing(chartSwing(cell), speed, `${cell.key}${cell.rollOff ? '*' : ''}`);
  }

  /** The hit-type roll's types under Variance `variance` (the default manager takes it where it helps). */
  shares(variance: number): Map<HitType, number> {
    let shares = this.typeShares.get(variance);
    if (!shares) {
      const m = this.matchup(variance, 0);
      const found = new Map<HitType, number>(HIT_TYPES.map((t) => [t, 0]));
      forEachDiceOutcome(
        (dice) => hitType({ ...m, policies: DEFAULT_PBC_POLICIES }, dice),
        (type, p) => found.set(type, found.get(type)! + p),
      );
      this.typeShares.set(variance, (shares = found));
    }
    return shares;
  }

  /** A hit rolled on the hit chart under `variance`, by a batter of `speed` (one array for all calls: read it only). */
  rolledHit(variance: number, speed: number): Float64Array {
    const id = `${variance}|${speed}`;
    let v = this.rolled.get(id);
    if (!v) {
      v = new Float64Array(VECTOR_WIDTH);
      for (const [type, share] of this.shares(variance)) if (share > 0) addScaled(v, this.hit(type, speed), share);
      this.rolled.set(id, v);
    }
    return v;
  }
}
