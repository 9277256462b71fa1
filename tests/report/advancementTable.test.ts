import { describe, expect, it } from 'vitest';
import { advancementFacts } from '../../src/core/model/advancement.ts';
import { OUTCOME_INDEX } from '../../src/core/model/outcomes.ts';
import { TRANSITION_SLOTS, transitionSlot } from '../../src/core/model/transitions.ts';
import { advancementLines, advancementTable } from '../../src/report/advancementTable.ts';

/** Singles with a runner on 2nd alone, none out (state 2): `scored` of `n` score, the rest stop at 3rd. */
function singles(scored: number, n: number): Float64Array {
  const counts = new Float64Array(TRANSITION_SLOTS);
  counts[transitionSlot(OUTCOME_INDEX['1B'], 2, 1)] = scored;
  counts[transitionSlot(OUTCOME_INDEX['1B'], 2, 5)] = n - scored;
  return counts;
}

describe("the runners' advancement as the season report shows it", () => {
  const simulated = advancementFacts(singles(3, 10));
  const mlb = { season: 2016, facts: advancementFacts(singles(4, 10)) };

  it('one text line a measure, the shares by outs after the whole, MLB in parentheses', () => {
    const lines = advancementLines(simulated, mlb);
    expect(lines[1]).toBe('runner on 2nd (3rd empty), a single: scores 30.0% (40.0%); 0/1/2 out 30.0/–/–% (40.0/–/–%)');
    expect(advancementLines(simulated)[1]).toBe(
      'runner on 2nd (3rd empty), a single: scores 30.0%; 0/1/2 out 30.0/–/–%',
    );
  });

  it('a table row a measure and outs, with the gap in points and its interval where MLB is given', () => {
    const html = advancementTable(simulated, mlb).text;
    expect(html).toContain('<td class="l">runner on 2nd (3rd empty), a single: scores</td><td>all</td><td>30.0%</td>');
    // 3 of 10 against 4 of 10: a gap sampling easily allows, so the row is not flagged.
    expect(html).toMatch(
      /<tr><td class="l">runner on 2nd \(3rd empty\), a single: scores<\/td><td>all<\/td>.*?<td>40\.0%<\/td><td>10<\/td><td>−10\.0 \(−\d+\.\d to \+\d+\.\d\)<\/td><\/tr>/,
    );
    expect(advancementTable(simulated).text).not.toContain('MLB');
    // 300 of 1,000 against 400 of 1,000 is no accident: flagged.
    const many = advancementTable(advancementFacts(singles(300, 1000)), {
      season: 2016,
      facts: advancementFacts(singles(400, 1000)),
    }).text;
    expect(many).toMatch(
      /<tr class="flagged"><td class="l">runner on 2nd \(3rd empty\), a single: scores<\/td><td>all<\/td>/,
    );
    expect(many).toMatch(/<tr><td class="l">runner on 1st \(alone\), a single: to 3rd<\/td>/);
  });
});
