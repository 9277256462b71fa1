import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * Positive and negative defensive rolls (manual v2.1): a 1B, 2B or 3B on batter dice 11 or 22 sends a new roll to the
 * Positive Defensive Roll table, and a fielder rated Pos RG turns the hit into its GO or FO; a GO or FO on dice 66 or
 * 88
 * becomes a single when its fielder is rated Neg RG. The manual asks for both together ("just as many hits are taken
 * away as are added"); the switches let the report measure each side alone.
 */
export const DEFENSIVE_ROLLS = defineRule({
  name: 'defensive-rolls',
  title: 'Positive and negative defensive rolls',
  scope: 'plate appearance',
  summary:
    'Hits on dice 11/22 go to a fielder by the PDR table: Pos ' +
    'RG makes the play (GO/FO), a failing pitcher or catcher ' +
    "gives an infield single, else the hit stands at the table's " +
    'field; GO/FO on 66/88 to a Neg RG fielder become singles.',
  tables: ['positive-defensive-roll', 'negative-defensive'],
  params: {
    positive: { default: true, doc: 'Positive defensive rolls on hits (the manual: use both or neither).' },
    negative: { default: true, doc: 'Negative defensive checks on outs.' },
  },
});
