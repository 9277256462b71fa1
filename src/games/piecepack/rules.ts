import { defineRule, ruleParams, type RuleSet } from '../../core/OptionalRule.ts';

// The text's two optional rules, and each place the text leaves a reading open, played the other way from the main
// rules (docs/piecepack.md), so `cardlab rules` measures what the choice is worth. The card-play rule sets each side's
// card policy apart from its manager: the A/B of policy pairs.

/** "Juice Cards": a face card that outranks the other card re-rolls nulls (batter) or 5s (pitcher) once. */
export const JUICE_CARDS = defineRule({
  name: 'juice-cards',
  title: 'Juice Cards',
  scope: 'plate appearance',
  summary:
    'A face card that outranks the other card earns a bonus beyond the two points: the batter re-rolls his nulls ' +
    'once, or the pitcher makes him re-roll his 5s once. Only dice that count are re-rolled (a die matching the ' +
    "batter's tile is ignored, so re-rolling it could only help the side that did not earn the bonus).",
  params: {},
});

/** The literal reading of "re-roll any nulls (5s) he rolls": every such die, counted or ignored. */
export const JUICE_IGNORED_DICE = defineRule({
  name: 'juice-ignored-dice',
  title: 'Juice re-rolls ignored dice too',
  scope: 'plate appearance',
  summary:
    "A Juice re-roll takes every die showing the face, the ones ignored for matching the batter's tile too (the " +
    "text's words), so the pitcher's bonus can help a tile-5 batter; the main reading re-rolls only dice that count.",
  params: {},
  requires: ['juice-cards'],
});

/** "The Ace Card: Stealing Second Base". */
export const ACE_STEAL = defineRule({
  name: 'ace-steal',
  title: 'The Ace: stealing second',
  scope: 'game',
  summary:
    "Both hands hold their Ace. A runner on 1st (2nd empty) whose tile is at least the catcher's steals when the " +
    'batter plays his Ace, unless the pitcher played his (a pitchout: caught); an Ace is a card of value 1 ' +
    'otherwise, and a hand of only its Ace is empty. The at-bat goes on after the steal with new cards.',
  params: {},
});

/** "Only the lead baserunner may seek an extra base": the lead runner before the hit, or the lead one still on base. */
export const LEAD_RUNNER_ON_BASE = defineRule({
  name: 'lead-runner-on-base',
  title: 'The lead runner still on base tries',
  scope: 'plate appearance',
  summary:
    'After a hit, the lead runner still on the bases may try for an extra base (a runner from 1st when the runner ' +
    'from 3rd scored); the main reading gives the try to the lead runner at the time of the hit, so nobody tries ' +
    'when he scored on the hit itself.',
  params: {},
});

/** "During this time, the batting player gets to roll four batting dice": the window, or until he leaves. */
export const DEEP_TROUBLE_LASTS = defineRule({
  name: 'deep-trouble-lasts',
  title: 'In Deep Trouble until replaced',
  scope: 'game',
  summary:
    'A pitcher In Deep Trouble faces four batting dice until he leaves the game; the main reading gives the fourth ' +
    'die only while he may not be replaced (three batters, or to the end of the inning).',
  params: {},
});

/** The card policy of each side, apart from its manager's: the A/B of policy pairs. */
export const CARD_PLAY = defineRule({
  name: 'card-play',
  title: 'Card play by side',
  scope: 'game',
  summary:
    'Each side plays its cards by this policy whatever its manager: 0 random, 1 save-faces, 2 game-theory; -1 the ' +
    "manager's own. Measures a policy against another on the same dice (the visitors' policy against the home team's).",
  params: {
    away: { default: -1, min: -1, max: 2, integer: true, doc: "the visitors' card policy (-1: the manager's)" },
    home: { default: -1, min: -1, max: 2, integer: true, doc: "the home team's card policy (-1: the manager's)" },
  },
  // Each pair of policies against the default manager's save-faces on both sides.
  measured: [
    ['away=0', 'home=0'],
    ['away=0'],
    ['away=2'],
    ['home=2'],
    ['away=2', 'home=2'],
    ['away=2', 'home=0'],
    ['away=0', 'home=2'],
  ],
});

/** piecepack's optional rules, in catalog order. */
export const PIECEPACK_RULES = [
  JUICE_CARDS,
  JUICE_IGNORED_DICE,
  ACE_STEAL,
  LEAD_RUNNER_ON_BASE,
  DEEP_TROUBLE_LASTS,
  CARD_PLAY,
] as const;

/** The card policies by the card-play rule's codes. */
export const CARD_POLICY_CODES = ['random', 'save-faces', 'game-theory'] as const;

/** Which readings a piecepack at-bat or game plays. */
export interface PiecepackRules {
  juice: boolean;
  juiceIgnoredDice: boolean;
  aceSteal: boolean;
  leadRunnerOnBase: boolean;
  troubleLasts: boolean;
  /** Card policies by side (AWAY, HOME) where the card-play rule sets them. */
  cardPlay: readonly [string | undefined, string | undefined];
}

export const MAIN_PIECEPACK_RULES: PiecepackRules = {
  juice: false,
  juiceIgnoredDice: false,
  aceSteal: false,
  leadRunnerOnBase: false,
  troubleLasts: false,
  cardPlay: [undefined, undefined],
};

/**
 * The readings of a rule set, as an at-bat reads them.
 * @example piecepackRules({ text: 'juice-cards', rules: { 'juice-cards': {} } }).juice // => true
 */
export function piecepackRules(set: RuleSet): PiecepackRules {
  const on = (rule: Parameters<typeof ruleParams>[1]) => ruleParams(set, rule) !== undefined;
  const cards = ruleParams(set, CARD_PLAY);
  const policy = (code: number | undefined) => (code === undefined || code < 0 ? undefined : CARD_POLICY_CODES[code]);
  return {
    juice: on(JUICE_CARDS),
    juiceIgnoredDice: on(JUICE_IGNORED_DICE),
    aceSteal: on(ACE_STEAL),
    leadRunnerOnBase: on(LEAD_RUNNER_ON_BASE),
    troubleLasts: on(DEEP_TROUBLE_LASTS),
    cardPlay: [policy(cards?.away), policy(cards?.home)],
  };
}

/** A short key of the readings that act inside an at-bat (compiled subtrees are shared by it). */
export function atBatRulesKey(rules: PiecepackRules): string {
  return [rules.juice, rules.juiceIgnoredDice, rules.leadRunnerOnBase].map(Number).join('');
}
