import { OUTCOME_INDEX, OUTCOMES, type Outcome } from './outcomes.ts';
import { END_STATES, INNING_OVER, runsBetween, transitionSlot } from './transitions.ts';

/** One measure of how runners move, read off a table of plate appearances by outcome and base-out transition. */
export interface AdvancementFact {
  /** Stable name, for JSON and tests. */
  id: string;
  /** The plays it counts, in words ("runner on 2nd (3rd empty), a single"). */
  situation: string;
  /** What it counts them for ("scores"). */
  result: string;
  /** Outs before the play: one count, or 'all'. */
  outs: 0 | 1 | 2 | 'all';
  /** Plate appearances the share is of. */
  chances: number;
  /** How many of them did it. */
  times: number;
  /** The share of them that did it (NaN without chances). */
  share: number;
}

const FIRST = 1;
const SECOND = 2;
const THIRD = 4;
const outsOf = (state: number) => state >> 3;
const basesOf = (state: number) => state & 7;

interface Measure {
  id: string;
  situation: string;
  result: string;
  /** The plate appearances it is a share of, by outcome. */
  outcomes: readonly Outcome[];
  /** Whether a plate appearance of `outcome` from these bases is one the measure counts. */
  from: (bases: number, outcome: Outcome) => boolean;
  /** Outs before the play it counts (fewer than two: `[0, 1]`). */
  outs: readonly (0 | 1 | 2)[];
  /** Whether a plate appearance of `outcome` from `start` to `end` did it. */
  did: (start: number, end: number, outcome: Outcome) => boolean;
  /** Also given by outs. */
  byOuts: boolean;
}

const scored = (start: number, end: number) => runsBetween(start, end) >= 1;
const outOnThePlay = (start: number, end: number) => end >= INNING_OVER || outsOf(end) > outsOf(start);
const firstAlone = (bases: number) => bases === FIRST;
const secondNotThird = (bases: number) => (bases & SECOND) !== 0 && (bases & THIRD) === 0;
const thirdOn = (bases: number) => (bases & THIRD) !== 0;

/**
 * The measures, each as both sides can read it from transitions alone: who ends where, and the runs the play scored (a
 * runner who scores is the lead runner, the only one who can). MLB's come from Retrosheet's events
 * (cards/sources/transitions_YYYY.csv), the simulation's from its tally.
 */
const MEASURES: readonly Measure[] = [
  {
    id: 'first-to-third-on-single',
    situation: 'runner on 1st (alone), a single',
    result: 'to 3rd',
    outcomes: ['1B'],
    from: firstAlone,
    outs: [0, 1, 2],
    did: (_start, end) => end < INNING_OVER && (basesOf(end) & THIRD) !== 0,
    byOuts: false,
  },
  {
    id: 'second-scores-on-single',
    situation: 'runner on 2nd (3rd empty), a single',
    result: 'scores',
    outcomes: ['1B'],
    from: secondNotThird,
    outs: [0, 1, 2],
    did: scored,
    byOuts: true,
  },
  {
    id: 'out-on-single-from-second',
    situation: 'runner on 2nd (3rd empty), a single',
    result: 'an out on the play',
    outcomes: ['1B'],
    from: secondNotThird,
    outs: [0, 1, 2],
    did: outOnThePlay,
    byOuts: false,
  },
  {
    id: 'first-scores-on-double',
    situation: 'runner on 1st (alone), a double',
    result: 'scores',
    outcomes: ['2B'],
    from: firstAlone,
    outs: [0, 1, 2],
    did: scored,
    byOuts: true,
  },
  {
    id: 'out-on-double-from-first',
    situation: 'runner on 1st (alone), a double',
    result: 'an out on the play',
    outcomes: ['2B'],
    from: firstAlone,
    outs: [0, 1, 2],
    did: outOnThePlay,
    byOuts: false,
  },
  {
    id: 'third-scores-on-ground-out',
    situation: 'runner on 3rd, fewer than two out, a ground out (GO, GDP, FC)',
    result: 'scores',
    outcomes: ['GO', 'GDP', 'FC'],
    from: thirdOn,
    outs: [0, 1],
    did: scored,
    byOuts: true,
  },
  {
    id: 'third-scores-on-air-out',
    situation: 'runner on 3rd, fewer than two out, an out in the air (FO, SF, LO, PO)',
    result: 'scores',
    outcomes: ['FO', 'SF', 'LO', 'PO'],
    from: thirdOn,
    outs: [0, 1],
    did: scored,
    byOuts: false,
  },
  {
    id: 'double-play-per-chance',
    situation: 'runner on 1st and fewer than two out (or a GDP from elsewhere)',
    result: 'grounds into a double play (GDP)',
    outcomes: OUTCOMES,
    // As the tally's counter has it (Tally.ts): a double play grounded into from another start is its own chance.
    from: (bases, outcome) => (bases & FIRST) !== 0 || outcome === 'GDP',
    outs: [0, 1],
    did: (_start, _end, outcome) => outcome === 'GDP',
    byOuts: false,
  },
];

function measure(transitions: ArrayLike<number>, m: Measure, outs: readonly (0 | 1 | 2)[]): [number, number] {
  let chances = 0;
  let did = 0;
  for (const outcome of m.outcomes)
    for (const o of outs)
      for (let bases = 0; bases < 8; bases++) {
        if (!m.from(bases, outcome)) continue;
        const start = o * 8 + bases;
        for (let end = 0; end < END_STATES; end++) {
          const n = transitions[transitionSlot(OUTCOME_INDEX[outcome], start, end)]!;
          if (n === 0) continue;
          chances += n;
          if (m.did(start, end, outcome)) did += n;
        }
      }
  return [chances, did];
}

/**
 * How runners moved, from plate appearances by outcome and base-out transition (`transitions[transitionSlot(...)]`):
 * the shares the season report sets beside MLB's.
 * @example advancementFacts(tally).find((f) => f.id === 'second-scores-on-single' && f.outs === 2)?.share // => 0.77
 */
export function advancementFacts(transitions: ArrayLike<number>): AdvancementFact[] {
  return MEASURES.flatMap((m) => {
    const byOuts = m.byOuts ? m.outs.map((o) => [o, [o]] as const) : [];
    return [['all', m.outs] as const, ...byOuts].map(([outs, counted]) => {
      const [chances, did] = measure(transitions, m, counted);
      const share = chances > 0 ? did / chances : Number.NaN;
      return { id: m.id, situation: m.situation, result: m.result, outs, chances, times: did, share };
    });
  });
}
