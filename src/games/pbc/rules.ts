import { defineRule, ruleParams, type RuleSet } from '../../core/OptionalRule.ts';
import { REPLAY_RULES, replayRules, type ReplayRules } from '../../modules/replay/rules.ts';

// The text marks its whole BASERUNNING section "under construction" and asks its co-designers several questions.
// Each question is a rule here: the main rules play the reading cardlab chose (docs/pbc.md), and each option plays
// the other reading, so `cardlab rules` measures what the choice is worth.

/** "-4 if going to home?" (the under-construction list) against the Stealing section's -3. */
export const STEAL_HOME_4 = defineRule({
  name: 'steal-home-4',
  title: 'Stealing home at -4',
  scope: 'game',
  summary: 'A steal of home rolls at -4 (the under-construction list\'s "-4 if going to home?") instead of -3.',
  tables: ['running'],
  params: {},
});

/** "We've never had anyone stretch singles to doubles...": the main rules let any hit stretch at -2. */
export const STRETCH_TRIPLES_ONLY = defineRule({
  name: 'stretch-triples-only',
  title: 'Only triples stretch',
  scope: 'plate appearance',
  summary: 'Only a triple may be stretched (into an inside-the-park home run); the main rules let any hit try at -2.',
  params: {},
});

/** "Bob, I don't remember rules about how much you have to beat defense here by to score." */
export const SQUEEZE_MARGIN = defineRule({
  name: 'squeeze-margin',
  title: 'What a suicide squeeze must beat the defense by',
  scope: 'game',
  summary:
    "The runner from 3rd scores on a squeeze only when the bunt plus his speed beats the defense's roll by this " +
    'much; the main rules need it to beat it (by 1), as the Bunting section says.',
  params: { by: { default: 3, min: 1, max: 12, integer: true, doc: 'how much the squeeze must win by' } },
});

/**
 * How a GO with runners on is read. cardlab's reading joins the out key and the GO section: with a runner on 1st the
 * key's play as a force (the lead forced runner out, the batter rolls off the double play), with 1st open the
 * section's choice for the defense. Each rule reads one text alone.
 */
export type GroundOutReading = 'force' | 'key' | 'choice';

/** The out key alone: "The lead runner is automatically out", forced or not. */
export const GROUND_OUT_KEY = defineRule({
  name: 'ground-out-key',
  title: 'Ground outs: the out key alone',
  scope: 'plate appearance',
  summary:
    'A GO puts out the lead runner, forced or not (a runner on 3rd at home, on 2nd at 3rd), and the batter rolls ' +
    "off against the double play, as the out key reads; the main rules play the key's force only with a runner on " +
    "1st and give the defense the GO section's choice with 1st open.",
  params: {},
  excludes: ['ground-out-choice'],
});

/** The GO section alone ("the defense may decide..."), with a runner on 1st too. */
export const GROUND_OUT_CHOICE = defineRule({
  name: 'ground-out-choice',
  title: "Ground outs: the defense's choice alone",
  scope: 'plate appearance',
  summary:
    'A GO with runners on lets the defense take the sure out at 1st (runners move up) or roll off against the lead ' +
    'runner\'s speed (the GO section, "Bob, weigh in here"), a runner on 1st too, so a GO makes no double play; the ' +
    "main rules play the out key's force and double-play roll-off when a runner is on 1st.",
  params: {},
  excludes: ['ground-out-key'],
});

/** "Perhaps the manager can roll for each runner he wants to send, and the defense has the option of which..." */
export const FLY_OUT_ONE_THROW = defineRule({
  name: 'fly-out-one-throw',
  title: 'Fly outs: one throw',
  scope: 'plate appearance',
  summary:
    'With several runners tagging up on a fly out, the defense throws at one of them (its choice) and the others ' +
    'advance without a throw; the main rules roll off for each runner in turn.',
  params: {},
});

/** "PO ... a runner may attempt to advance one base with a -2 penalty (don't remember where we settled)". */
export const POP_OUT_ADVANCE = defineRule({
  name: 'pop-out-advance',
  title: 'Advancing on pop outs',
  scope: 'plate appearance',
  summary:
    'On a PO runners may try for one base at -2 (the under-construction section); the main rules follow the out ' +
    'key: "Runners are not permitted to tag up".',
  tables: ['running'],
  params: {},
});

/** The fly out's -2 from first is marked "New rule Bob, feel free to comment". */
export const NO_TAG_FROM_FIRST = defineRule({
  name: 'no-tag-from-first',
  title: 'No tagging up from first',
  scope: 'plate appearance',
  summary: 'On a fly out only runners on 2nd and 3rd may tag up; the main rules let a runner on 1st try at -2.',
  params: {},
});

/** "Like all Roll-Offs, a tie results in a re-roll" against the Ties section's unmodified tiebreaker. */
export const MODIFIED_TIEBREAKS = defineRule({
  name: 'modified-tiebreaks',
  title: 'Tiebreakers with the modifiers',
  scope: 'plate appearance',
  summary:
    'A tied roll-off is rolled again with the same modifiers; the main rules follow the Ties section: the ' +
    'tiebreaker is a plain d6 each ("Runner speed does NOT modify the tiebreaker rolls").',
  params: {},
});

/** The two error rules of the under-construction section, switched off to measure them. */
export const NO_ROLL_OFF_ERRORS = defineRule({
  name: 'no-roll-off-errors',
  title: 'No roll-off errors',
  scope: 'plate appearance',
  summary:
    'Roll-offs make no errors: a 2 against a 1 is an ordinary win and a 6 against a 1 on a throw is no overthrow ' +
    '(the main rules play both error rules).',
  params: {},
});

/** Defense D: "Not used in the Standard Ruleset. See Advanced Rules" (which the text does not hold). */
export const ADVANCED_DEFENSE = defineRule({
  name: 'advanced-defense',
  title: 'Defense skill (Advanced Rules)',
  scope: 'plate appearance',
  summary:
    "The defense adds its Defense skill to its roll-offs: the catcher's on steals, the fielders' mean (rounded " +
    "toward zero) elsewhere; cardlab's reading of Advanced Rules the text names but does not hold.",
  params: {},
});

/** "Taking an additional base after the 1BA invokes a -3 penalty ... (Bob, Correct if wrong on value)". */
export const AFTER_ADVANCE_PENALTY = defineRule({
  name: 'after-advance-penalty',
  title: "The penalty for a base beyond an A hit's",
  scope: 'plate appearance',
  summary: "A runner trying for a base beyond an A hit's free one rolls at this penalty instead of -3.",
  params: { penalty: { default: -2, min: -6, max: 0, integer: true, doc: 'the roll-off penalty' } },
});

/** The fatigue thresholds, as a rule whose parameters a sweep can vary (its defaults are the text's). */
export const FATIGUE = defineRule({
  name: 'fatigue',
  title: 'Fatigue thresholds',
  scope: 'game',
  summary:
    'Fatigue points with other thresholds: a point lost every inning after `loseAfter`, `perfectInning` points ' +
    "for a 1-2-3 inning, a point at `strikeouts` strikeouts; the defaults are the text's (6, 1, 10).",
  tables: ['fatigue'],
  params: {
    loseAfter: { default: 6, min: 0, max: 12, integer: true, doc: 'innings before a point is lost each inning' },
    perfectInning: { default: 1, min: 0, max: 3, integer: true, doc: 'points for a 1-2-3 inning' },
    strikeouts: { default: 10, min: 1, max: 27, integer: true, doc: 'strikeouts that gain a point' },
  },
});

/** PBC's optional rules, in catalog order, then Replay's charts (game/replayPlays.ts plays them). */
export const PBC_RULES = [
  STEAL_HOME_4,
  STRETCH_TRIPLES_ONLY,
  SQUEEZE_MARGIN,
  GROUND_OUT_KEY,
  GROUND_OUT_CHOICE,
  FLY_OUT_ONE_THROW,
  POP_OUT_ADVANCE,
  NO_TAG_FROM_FIRST,
  MODIFIED_TIEBREAKS,
  NO_ROLL_OFF_ERRORS,
  ADVANCED_DEFENSE,
  AFTER_ADVANCE_PENALTY,
  FATIGUE,
  ...REPLAY_RULES,
] as const;

/** Which readings a PBC matchup or game plays. */
export interface PbcRules {
  stealHome4: boolean;
  stretchTriplesOnly: boolean;
  /** What a squeeze must win by (1: beat the defense). */
  squeezeBy: number;
  groundOut: GroundOutReading;
  flyOutOneThrow: boolean;
  popOutAdvance: boolean;
  noTagFromFirst: boolean;
  modifiedTiebreaks: boolean;
  rollOffErrors: boolean;
  advancedDefense: boolean;
  /** The penalty after an A hit where the rule changes it; else the running table's. */
  afterAdvancePenalty?: number;
  /** Fatigue thresholds where the rule changes them; else the fatigue table's. */
  fatigue?: { loseAfter: number; perfectInning: number; strikeouts: number };
  /** Replay's charts in play (replay-bunt, replay-squeeze, replay-hit-and-run): none in the main rules. */
  replay: ReplayRules;
}

export const MAIN_PBC_RULES: PbcRules = {
  stealHome4: false,
  stretchTriplesOnly: false,
  squeezeBy: 1,
  groundOut: 'force',
  flyOutOneThrow: false,
  popOutAdvance: false,
  noTagFromFirst: false,
  modifiedTiebreaks: false,
  rollOffErrors: true,
  advancedDefense: false,
  replay: {},
};

/** The readings of a rule set, as a matchup reads them. */
export function pbcRules(set: RuleSet): PbcRules {
  const on = (rule: Parameters<typeof ruleParams>[1]) => ruleParams(set, rule) !== undefined;
  const after = ruleParams(set, AFTER_ADVANCE_PENALTY);
  const fatigue = ruleParams(set, FATIGUE);
  return {
    stealHome4: on(STEAL_HOME_4),
    stretchTriplesOnly: on(STRETCH_TRIPLES_ONLY),
    squeezeBy: ruleParams(set, SQUEEZE_MARGIN)?.by ?? 1,
    groundOut: on(GROUND_OUT_KEY) ? 'key' : on(GROUND_OUT_CHOICE) ? 'choice' : 'force',
    flyOutOneThrow: on(FLY_OUT_ONE_THROW),
    popOutAdvance: on(POP_OUT_ADVANCE),
    noTagFromFirst: on(NO_TAG_FROM_FIRST),
    modifiedTiebreaks: on(MODIFIED_TIEBREAKS),
    rollOffErrors: !on(NO_ROLL_OFF_ERRORS),
    advancedDefense: on(ADVANCED_DEFENSE),
    ...(after && { afterAdvancePenalty: after.penalty }),
    ...(fatigue && { fatigue }),
    replay: replayRules(set),
  };
}

/** A short key of the readings that act in a plate appearance (compiled subtrees are shared by it). */
export function plateRulesKey(rules: PbcRules): string {
  return [
    rules.stretchTriplesOnly,
    rules.groundOut,
    rules.flyOutOneThrow,
    rules.popOutAdvance,
    rules.noTagFromFirst,
    rules.modifiedTiebreaks,
    rules.rollOffErrors,
    rules.advancedDefense,
    rules.afterAdvancePenalty ?? '',
  ]
    .map((v) => (v === true ? 1 : v === false ? 0 : v))
    .join('');
}
