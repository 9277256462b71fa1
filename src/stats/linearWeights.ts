/**
 * Linear weights from a run-expectancy matrix: the average run value of each kind of plate appearance, the change in
 * run expectancy it made (24 states, and 0 once the inning is over) plus the runs it scored. `transitions[k][s][e]`
 * counts plate appearances of kind k from state s to state e (e from 24: the third out); `runs[k]` their runs.
 * @example linearWeights([[[...]]], [120], re24).values[0] // => the run value of a single, about 0.47
 */
export function linearWeights(
  transitions: readonly (readonly (readonly number[])[])[],
  runs: readonly number[],
  matrix: readonly number[],
): { values: number[]; counts: number[] } {
  const values: number[] = [];
  const counts: number[] = [];
  transitions.forEach((byStart, kind) => {
    let total = runs[kind] ?? 0;
    let count = 0;
    byStart.forEach((byEnd, start) => {
      byEnd.forEach((n, end) => {
        if (n === 0) return;
        total += n * ((end < 24 ? matrix[end]! : 0) - matrix[start]!);
        count += n;
      });
    });
    values.push(count > 0 ? total / count : Number.NaN);
    counts.push(count);
  });
  return { values, counts };
}
