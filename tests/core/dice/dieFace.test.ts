import { describe, expect, it } from 'vitest';
import { dieFace, drawFraction } from '../../../src/core/dice/dieFace.ts';

describe('dieFace', () => {
  it('gives every face the same share of the 2^32 draws, give or take one draw, in order', () => {
    for (const faces of [6, 10, 20, 100]) {
      const firstDrawOf = (face: number) => Math.ceil((face * 2 ** 32) / faces);
      for (let face = 0; face < faces; face++) {
        expect(dieFace(firstDrawOf(face), faces), `d${faces} face ${face}`).toBe(face);
        expect(dieFace(firstDrawOf(face + 1) - 1, faces), `d${faces} last draw of face ${face}`).toBe(face);
        const share = firstDrawOf(face + 1) - firstDrawOf(face);
        expect(Math.abs(share - 2 ** 32 / faces)).toBeLessThanOrEqual(1);
      }
    }
  });
  it('reads a draw unsigned, as a generator may hand back a negative 32-bit integer', () => {
    expect(dieFace(-1, 6)).toBe(5);
    expect(drawFraction(-2147483648)).toBe(0.5);
  });
});
