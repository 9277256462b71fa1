import { describe, expect, it } from 'vitest';
import type { AnnotatedCardCheck } from '../../src/experiments/annotations.ts';
import { checkFindings } from '../../src/report/checkFindings.ts';
import { cardVerdict } from '../../src/report/cardDrillDown.ts';
import { budgetMissPValue } from '../../src/stats/budgetMissPValue.ts';

describe('budgetMissPValue', () => {
  it('is 1/2 when the miss equals the budget, small beyond it, near 1 well inside it', () => {
    // Interval half-width 1.96 * se with se = 0.001.
    const interval = (estimate: number) => ({ estimate, lower: estimate - 0.00196, upper: estimate + 0.00196 });
    expect(budgetMissPValue(interval(0.305), 0.3, 0.005)).toBeCloseTo(0.5, 3);
    expect(budgetMissPValue(interval(0.308), 0.3, 0.005)).toBeCloseTo(0.00135, 4); // 3 se beyond: 1 - Phi(3)
    expect(budgetMissPValue(interval(0.292), 0.3, 0.005)).toBeCloseTo(0.00135, 4); // misses below count alike
    expect(budgetMissPValue(interval(0.3), 0.3, 0.005)).toBeGreaterThan(0.999);
  });

  it('gives 0 or 1 for an exact value (zero-width interval)', () => {
    expect(budgetMissPValue({ estimate: 0.31, lower: 0.31, upper: 0.31 }, 0.3, 0.005)).toBe(0);
    expect(budgetMissPValue({ estimate: 0.302, lower: 0.302, upper: 0.302 }, 0.3, 0.005)).toBe(1);
  });
});

/** A checked card with AVG at `avg` (se 0.001) against a .300 target and a 5-point budget; other rates on target. */
function card(avg: number): AnnotatedCardCheck {
  const rate = (estimate: number) => ({ estimate, lower: estimate - 0.00196, upper: estimate + 0.00196 });
  const rates = {
    AVG: rate(avg),
    OBP: rate(0.35),
    SLG: rate(0.45),
    'K%': rate(0.2),
    'BB%': rate(0.08),
    'HR%': rate(0.03),
  };
  const target = { AVG: 0.3, OBP: 0.35, SLG: 0.45, 'K%': 0.2, 'BB%': 0.08, 'HR%': 0.03 };
  const budget = { AVG: 0.005, OBP: 0.005, SLG: 0.005, 'K%': 0.005, 'BB%': 0.005, 'HR%': 0.005 };
  const beyond = Math.abs(avg - 0.3) > 0.005 + 0.001 * 3.29 ? ['AVG'] : [];
  return {
    id: String(avg),
    name: 'x',
    team: 't',
    role: 'batter',
    pa: 1e5,
    counts: {},
    counters: {},
    rates,
    target,
    flagged: [],
    splits: {},
    exact: {},
    budget,
    splitExact: {},
    beyondBudget: beyond,
  };
}

describe('checkFindings', () => {
  it(
    'flags a miss far beyond the budget, and not one that a ' + 'single test would call but Holm over the set does not',
    () => {
      // Ten cards x 6 rates = 60 tests. A miss 2.9 se beyond the budget has p = 0.0019: below 0.05 alone, but Holm's
      // smallest threshold is 0.05 / 60 = 0.00083. A miss 8 se beyond it (p about 6e-16) survives any adjustment.
      const cards = [card(0.3079), card(0.313), ...Array.from({ length: 8 }, () => card(0.3))];
      const findings = checkFindings(cards);
      expect(findings[0]!.flagged).toEqual([]);
      expect(findings[1]!.flagged).toEqual(['AVG']);
      expect(findings[1]!.beyondBudget).toEqual(['AVG']);
      expect(findings.slice(2).every((f) => f.flagged.length === 0)).toBe(true);
      expect(findings[0]!.adjusted.AVG).toBeGreaterThan(0.05);
    },
  );

  it('does not test a card that was not checked', () => {
    const unchecked = { ...card(0.4), pa: 0 };
    expect(checkFindings([unchecked])[0]).toEqual({ beyondBudget: ['AVG'], flagged: [], adjusted: expect.any(Object) });
    expect(Object.values(checkFindings([unchecked])[0]!.adjusted).every((p) => Number.isNaN(p))).toBe(true);
  });
});

describe('cardVerdict', () => {
  it('says a flagged miss is one its builder noted it cannot fit, and no more than that', () => {
    // AVG 13 points from a 5-point budget: 8 se beyond, flagged whatever the family.
    const missed = card(0.313);
    const [findings] = checkFindings([missed]);
    expect(cardVerdict(missed, findings!)).toBe('flagged on AVG');
    const noted = { ...missed, cannotFit: { rates: ['AVG', 'K%'], why: 'a short line' } };
    expect(cardVerdict(noted, findings!)).toBe('flagged on AVG, as its builder notes');
    // A note on other rates does not excuse this one.
    const other = { ...missed, cannotFit: { rates: ['K%'], why: 'a short line' } };
    expect(cardVerdict(other, findings!)).toBe('flagged on AVG');
  });
});
