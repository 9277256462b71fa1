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

  it('a table row a measure and outs, with the gap in points where MLB is given', () => {
    const html = advancementTable(simulated, mlb).text;
    expect(html).toContain('<td class="l">runner on 2nd (3rd empty), a single: scores</td><td>all</td><td>30.0%</td>');
    expect(html).toContain('<td>40.0%</td><td>10</td><td>−10.0</td>');
    expect(advancementTable(simulated).text).not.toContain('MLB');
  });
});
