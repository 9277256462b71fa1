/** 2^32: a generator's 32-bit draw, taken unsigned, over this is uniform in [0, 1). */
const DRAW_SPAN = 4294967296;

/**
 * The face (0 to faces - 1) a 32-bit draw gives a die: a multiply-shift, whose bias is below faces / 2^32 (3e-8 for a
 * d100), five times faster than pure-rand's unbiased uniformInt in a hot loop. Every die of every engine maps its draw
 * here, so the resolvers, the compiled kernels and the game layer roll the same faces from the same stream.
 * @example dieFace(0x80000000, 6) // => 3 (half way: the fourth face, d6 4)
 */
export function dieFace(draw: number, faces: number): number {
  return (((draw >>> 0) * faces) / DRAW_SPAN) | 0;
}

/**
 * A 32-bit draw as a fraction in [0, 1): for picks by weight.
 * @example drawFraction(0x40000000) // => 0.25
 */
export function drawFraction(draw: number): number {
  return (draw >>> 0) / DRAW_SPAN;
}
