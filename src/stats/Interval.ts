/** An estimate with its confidence interval. */
export interface Interval {
  estimate: number;
  lower: number;
  upper: number;
}
