import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import type { Tally } from '../../../core/model/Tally.ts';
import type { CardSide } from '../cards.ts';
import { parseReading, type Reading } from '../vocabulary.ts';

/** A printed part: its reading without the d20 numbers or the POW dot, and its share of the row (a twentieth each). */
const PART = /^(.*?)(?: •)?(?: (\d+)(?:-(\d+))?)?$/;

/** The parts of a printed cell: each part's reading text (no d20 numbers, no POW dot) and its share of the row. */
function cellParts(text: string): { reading: string; share: number }[] {
  const parts = text.split(' / ');
  return parts.map((part) => {
    const [, reading, low, high] = PART.exec(part)!;
    return { reading: reading!, share: parts.length === 1 ? 1 : (Number(high ?? low) - Number(low) + 1) / 20 };
  });
}

/** A side whose 33 cells all print one reading. */
function uniformSide(reading: Reading): CardSide {
  return [0, 1, 2].map(() => {
    const column: Reading[] = [];
    for (let total = 2; total <= 12; total++) column[total] = reading;
    return column;
  }) as unknown as CardSide;
}

/** The reading every probe is measured from: a strikeout reads nothing after the dice. */
const ZERO = 'SO';

/**
 * What each printed reading of one kind of side adds to a plate appearance, measured once and shared by every side of
 * that kind (a batter's of one batting side; a pitcher's against one batter side). A plate appearance's exact tally is
 * a sum over the 216 cells of the dice of each cell's reading's results from the states the gate leads to, and a
 * split cell's is its parts' by their d20 numbers; so the tally of a side is the tally of a side printing a strikeout
 * in every cell plus, for each of its cells and parts, (ways of the cell / 108) x (its share of the row) x what the
 * part's reading adds over a strikeout, `T(every cell this reading) - T(every cell SO)`. The opponent's side, the
 * start states and the gate are the same in both terms and cancel: a probe is one exact plate appearance with its
 * reading in every cell, against any opponent of the kind.
 */
export class ReadingTallies {
  declare private readonly probe: (side: CardSide) => Tally;
  declare private readonly added: Map<string, Float64Array>;
  declare private readonly cells: Map<string, Float64Array>;
  declare private zero: Float64Array | undefined;

  /** `probe` plays a side of this kind exactly against a fixed opponent (its tally per plate appearance). */
  constructor(probe: (side: CardSide) => Tally) {
    this.probe = probe;
    this.added = new Map();
    this.cells = new Map();
    this.zero = undefined;
  }

  /** A side printing a strikeout in every cell: the base of every side's sum. */
  static zeroSide(): CardSide {
    return uniformSide(parseReading(ZERO) as Reading);
  }

  /** What one reading (no d20 split) adds over a strikeout, per plate appearance, when it fills the side. */
  private readingAdds(text: string): Float64Array {
    let added = this.added.get(text);
    if (!added) {
      this.zero ??= this.probe(ReadingTallies.zeroSide()).counts;
      const reading = parseReading(text);
      if (typeof reading === 'string')
        throw new Error(`the builder printed an unreadable reading "${text}": ${reading}`);
      const filled = this.probe(uniformSide(reading)).counts;
      const zero = this.zero;
      added = Float64Array.from(filled, (x, i) => x - zero[i]!);
      this.added.set(text, added);
    }
    return added;
  }

  /** What a printed cell adds over a strikeout when it fills the side: its parts' by their shares of the row. */
  private cellAdds(text: string): Float64Array {
    let added = this.cells.get(text);
    if (!added) {
      const sum = new Float64Array(this.readingAdds(ZERO).length);
      for (const { reading, share } of cellParts(text)) {
        const part = this.readingAdds(reading);
        for (let i = 0; i < sum.length; i++) sum[i]! += share * part[i]!;
      }
      added = sum;
      this.cells.set(text, added);
    }
    return added;
  }

  /**
   * The exact counts per plate appearance of a printed side (columns of readings indexed by 2d6 total), from `zero`:
   * the tally of the strikeout side against the side's own opponent, where the side meets it.
   */
  counts(printed: readonly string[][], zero: Float64Array): Float64Array {
    const out = Float64Array.from(zero);
    for (const column of printed)
      for (let total = 2; total <= 12; total++) {
        const added = this.cellAdds(column[total]!);
        const weight = TWO_D6_WAYS[total]! / 108;
        for (let i = 0; i < out.length; i++) out[i]! += weight * added[i]!;
      }
    return out;
  }
}
