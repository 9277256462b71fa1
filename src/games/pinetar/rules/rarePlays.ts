import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Rare plays (manual v2.1, "Rare Play Rules"): the first batter roll of 44 in a game is replaced by a new 2-die roll on
 * the Rare Play table (bases empty or runners on); later 44s read the card. The table survives garbled at the end of
 * the text; tables/rare-play.yaml keeps every row and sentence that survived and places the rest.
 */
export const RARE_PLAYS = defineRule({
  name: 'rare-plays',
  title: 'Rare plays (the table at the end of the manual)',
  scope: 'game',
  summary:
    "The game's first 44 is a rare play: a new roll on the Rare Play table (ejections, " +
    "injuries, delays, catcher's interference, inside-the-park home runs and more).",
  tables: ['rare-play'],
  params: {
    perGame: { default: 1, min: 0, max: 99, integer: true, doc: 'Rare plays per game ("no more than once per game").' },
  },
});
