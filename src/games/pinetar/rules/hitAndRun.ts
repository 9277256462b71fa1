import { defineRule } from '../../../core/OptionalRule.ts';

/**
 * The hit and run (manual v2.1, "Hit and Run Plays"): with fewer than 2 outs and a runner on 1st (alone, with a runner
 * on 2nd, or with one on 3rd), the offense may start its runners. The batter's roll gets +5 on rolls 0-90 that do not
 * read the Pitcher Modifier table, ground-out tables read the white die +4, a strikeout turns into a steal attempt by
 * the runners in motion, and (cardlab's reconstruction of the missing H&R Modifiers table) runners in motion take the
 * extra base of the even-roll row on hits. Pitchers and E or N runners never run; two per team per game.
 */
export const HIT_AND_RUN = defineRule({
  name: 'hit-and-run',
  title: 'Hit and run (and the strikeout-steal)',
  scope: 'game',
  summary:
    'Runners on 1st (and 2nd) go with the pitch: batter rolls 0-90 ' +
    '+5 (not on Pitcher Modifier rolls), GO tables white die +4, a ' +
    'strikeout becomes a steal of the lead runner in motion, runners ' +
    'in motion advance as on an even roll; 2 per team per game.',
  params: {
    rollBonus: {
      default: 5,
      min: 0,
      max: 30,
      integer: true,
      doc: 'Added to batter rolls 0..highestRoll ("+5 to batter rolls 0-90").',
    },
    highestRoll: {
      default: 90,
      min: 0,
      max: 99,
      integer: true,
      doc: 'The highest roll that gets the bonus (the bonus never pushes a roll past 99).',
    },
    whiteDieBonus: {
      default: 4,
      min: 0,
      max: 9,
      integer: true,
      doc: 'Added to the white die when a ground-out table is read (at most 9).',
    },
    usesPerGame: {
      default: 2,
      min: 0,
      max: 30,
      integer: true,
      doc: 'Hit and runs per team per game ("limited to 2 uses per game/per team").',
    },
    strikeoutSteal: { default: true, doc: 'A strikeout turns into a steal attempt by the lead runner in motion.' },
    runnersTakeExtraBase: {
      default: true,
      doc:
        'Reconstruction: runners in motion read the even-roll row of ' +
        'Base Advancement (medium and fast take an extra base) on hits.',
    },
  },
});
