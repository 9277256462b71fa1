/**
 * Solves A x = b by Gaussian elimination with partial pivoting (A is n x n, row-major, overwritten).
 * @example solveLinearSystem([[2, 1], [1, 3]], [3, 5]) // => [0.8, 1.4]
 */
export function solveLinearSystem(matrix: number[][], rhs: number[]): number[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    if (Math.abs(a[pivot]![col]!) < 1e-14) throw new RangeError('singular system: some state never reaches three outs');
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const top = a[col]!;
    for (let row = col + 1; row < n; row++) {
      const r = a[row]!;
      const factor = r[col]! / top[col]!;
      if (factor === 0) continue;
      for (let k = col; k <= n; k++) r[k]! -= factor * top[k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const r = a[row]!;
    let sum = r[n]!;
    for (let k = row + 1; k < n; k++) sum -= r[k]! * x[k]!;
    x[row] = sum / r[row]!;
  }
  return x;
}
