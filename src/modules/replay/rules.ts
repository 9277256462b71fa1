import { defineRule, ruleParams, type RuleSet } from '../../core/OptionalRule.ts';

/**
 * Replay's sacrifice and bunt-for-a-hit charts in place of the host game's own bunt: the host's manager still decides
 * when to bunt; the blue die's fielder, the chart and the Umpire decide what happens.
 */
export const REPLAY_BUNT = defineRule({
  name: 'replay-bunt',
  title: "Replay's bunt charts (sacrifice, bunt for a hit)",
  scope: 'game',
  summary:
    "A bunt reads Replay's sacrifice chart (runners on 1st and/or 2nd) or bunt-for-a-hit chart (bases empty) in the " +
    "batter's bunt column, infield In or Not In, with the Umpire's and the error rolls; ratings come from the game's " +
    "Replay adapter (replay-adapter.yaml, or a card's own `replay:`). After a foul with one strike he bunts again; " +
    'with two he swings away; after a rundown he swings away.',
  tables: ['replay/bunt-for-a-hit', 'replay/sacrifice-bunt', 'replay/umpire'],
  params: {
    leadRunnerSafeAtMost: {
      default: 0.5,
      min: 0,
      max: 1,
      doc: "Lead ?: the defense throws for the lead runner when the Umpire's chance he is safe is at most this.",
    },
  },
});

/** Replay's squeeze chart in place of the host's own squeeze (or as the squeeze a host's rules lack). */
export const REPLAY_SQUEEZE = defineRule({
  name: 'replay-squeeze',
  title: "Replay's squeeze chart",
  scope: 'game',
  summary:
    "A squeeze reads Replay's squeeze chart; a missed squeeze sends the runner from 3rd home on the Action Chart's " +
    "letter J (cardlab's reconstruction from the Umpire chart). A game without a squeeze of its own gains one, " +
    "called by the module's default manager (late and close, a good bunter or a pitcher).",
  tables: ['replay/squeeze-bunt', 'replay/umpire', 'replay/action-chart-j'],
  params: {
    leadRunnerSafeAtMost: {
      default: 0.5,
      min: 0,
      max: 1,
      doc: "Lead ?: the defense throws for the lead runner when the Umpire's chance he is safe is at most this.",
    },
  },
});

/** Replay's hit-and-run chart in place of the host's own hit and run (or as the hit and run a host lacks). */
export const REPLAY_HIT_AND_RUN = defineRule({
  name: 'replay-hit-and-run',
  title: "Replay's hit-and-run chart",
  scope: 'game',
  summary:
    "A hit and run (a runner on 1st, or on 1st and 2nd, 3rd open) reads Replay's chart: the pitcher's H&R result on " +
    "the red die plus the batter's on the white, from the adapter's grades (cardlab's reconstruction) or a card's " +
    'own. A foul or a play on the bases calls it off and the batter swings away. A game without a hit and run gains ' +
    "one, called by the module's default manager.",
  tables: ['replay/hit-and-run', 'replay/hit-and-run-grades'],
  params: {
    tryForce: {
      default: true,
      doc: 'Ground balls 15-18 and 22-23: the defense tries for the force at second when it may.',
    },
  },
});

/** Replay's rules, in catalog order, for a host game to list among its own. */
export const REPLAY_RULES = [REPLAY_BUNT, REPLAY_SQUEEZE, REPLAY_HIT_AND_RUN] as const;

/** The defense's calls on Replay's charts. */
export interface ReplayDefense {
  /** Lead ?: throw for the lead runner when his chance of being safe is at most this. */
  leadRunnerSafeAtMost: number;
  /** Hit-and-run grounders: try for the force at second. */
  tryForce: boolean;
}

/** Which of Replay's rules a rule set turns on, each with the defense's calls it plays with. */
export interface ReplayRules {
  bunt?: ReplayDefense;
  squeeze?: ReplayDefense;
  hitAndRun?: ReplayDefense;
}

const DEFAULT_DEFENSE: ReplayDefense = { leadRunnerSafeAtMost: 0.5, tryForce: true };

/**
 * The Replay rules of a rule set, as a host reads them.
 * @example replayRules({ text: 'replay-bunt', rules: { 'replay-bunt': {} } }).bunt?.leadRunnerSafeAtMost // => 0.5
 */
export function replayRules(set: RuleSet): ReplayRules {
  const bunt = ruleParams(set, REPLAY_BUNT);
  const squeeze = ruleParams(set, REPLAY_SQUEEZE);
  const hitAndRun = ruleParams(set, REPLAY_HIT_AND_RUN);
  return {
    ...(bunt && { bunt: { ...DEFAULT_DEFENSE, ...bunt } }),
    ...(squeeze && { squeeze: { ...DEFAULT_DEFENSE, ...squeeze } }),
    ...(hitAndRun && { hitAndRun: { ...DEFAULT_DEFENSE, ...hitAndRun } }),
  };
}
