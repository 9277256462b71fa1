/** What one runner (or the batter) does on a chart play. */
export type RunnerOrder = 'out' | 'hold' | 'try' | 1 | 2 | 3;

/**
 * One cell of a batted-ball chart in cardlab's play language, e.g. `R2 out; R1 +1; B safe`: the batter's fate
 * (`out` at 1st, `safe` at 1st, absent on a flyball that only moves runners) and each runner's, by base.
 * `try` is an attempt under Advancement of Runners; `decide` sends the play to DECIDE with its running penalty.
 */
export type ChartPlay =
  | {
      kind: 'play';
      batter: 'out' | 'safe';
      runners: readonly [RunnerOrder | undefined, RunnerOrder | undefined, RunnerOrder | undefined];
      text: string;
    }
  | { kind: 'decide'; penalty: number; text: string };

/** A chart cell: one play, or plays by one six-sided die (index 1-6). */
export type ChartCell = ChartPlay | { kind: 'd6'; plays: readonly ChartPlay[] };

const TOKEN = /^(B|R1|R2|R3)\s+(out|hold|safe|try|\+[1-3])$/;

/**
 * Parses a play for a state (occupancy bit 0 = 1st): every runner on base and the batter get exactly one order.
 * Returns the reason when the text is not a play for that state.
 * @example
 * parsePlay('R2 +1; R1 out; B out', 0b011) // => { kind: 'play', batter: 'out', runners: ['out', 1, undefined], ... }
 */
export function parsePlay(text: string, occupancy: number): ChartPlay | string {
  const decide = /^decide\s+-(\d)$/.exec(text.trim());
  if (decide) {
    if ((occupancy & 4) === 0) return 'DECIDE needs a runner on 3rd';
    return { kind: 'decide', penalty: Number(decide[1]), text: text.trim() };
  }
  let batter: 'out' | 'safe' | undefined;
  const runners: (RunnerOrder | undefined)[] = [undefined, undefined, undefined];
  for (const raw of text.split(';')) {
    const match = TOKEN.exec(raw.trim());
    if (!match) return `"${raw.trim()}" is not an order like "B out", "R1 +1", "R3 hold" or "R2 try"`;
    const [, who, order] = match as unknown as [string, string, string];
    if (who === 'B') {
      if (order !== 'out' && order !== 'safe') return `the batter is "out" or "safe" (got "${order}")`;
      if (batter !== undefined) return 'the batter has two orders';
      batter = order;
      continue;
    }
    const base = Number(who[1]) - 1;
    if ((occupancy & (1 << base)) === 0) return `${who} names an empty base in this state`;
    if (order === 'safe') return `"safe" is for the batter (${who} holds, advances, tries or is out)`;
    if (runners[base] !== undefined) return `${who} has two orders`;
    runners[base] = order.startsWith('+') ? (Number(order.slice(1)) as 1 | 2 | 3) : (order as RunnerOrder);
  }
  if (batter === undefined) return 'the batter needs an order ("B out" or "B safe")';
  for (let base = 0; base < 3; base++)
    if ((occupancy & (1 << base)) !== 0 && runners[base] === undefined) return `R${base + 1} needs an order`;
  const collision = landingCollision(runners, batter);
  if (collision) return collision;
  return {
    kind: 'play',
    batter,
    runners: runners as [RunnerOrder | undefined, RunnerOrder | undefined, RunnerOrder | undefined],
    text: text.trim(),
  };
}

/** Two runners ending on one base (an attempt counted as safe), which no chart may print. */
function landingCollision(runners: readonly (RunnerOrder | undefined)[], batter: 'out' | 'safe'): string | undefined {
  const taken = new Map<number, string>();
  const land = (base: number, who: string): string | undefined => {
    if (base >= 4) return undefined;
    const other = taken.get(base);
    if (other) return `${who} and ${other} would both end on base ${base}`;
    taken.set(base, who);
    return undefined;
  };
  for (let base = 3; base >= 1; base--) {
    const order = runners[base - 1];
    if (order === undefined || order === 'out') continue;
    const to = order === 'hold' ? base : order === 'try' ? base + 1 : base + order;
    const problem = land(to, `R${base}`);
    if (problem) return problem;
  }
  return batter === 'safe' ? land(1, 'the batter') : undefined;
}
