import { describe, expect, it } from 'vitest';
import { ReadMemo } from '../../src/exact/ReadMemo.ts';

interface Subject {
  a: number;
  rule?: Record<string, number>;
  fielder?: { ec: number; name: string };
}

describe('ReadMemo', () => {
  it('reuses a value for a subject that reads alike, and computes again for one that does not', () => {
    const memo = new ReadMemo<Subject, number>();
    let runs = 0;
    const times10 = (s: Subject) => (runs++, s.a * 10);
    expect(memo.get(0, 1, memo.subject({ a: 1 }), times10)).toBe(10);
    expect(memo.get(0, 1, memo.subject({ a: 1, fielder: { ec: 3, name: 'x' } }), times10)).toBe(10);
    expect(memo.get(0, 1, memo.subject({ a: 2 }), times10)).toBe(20);
    expect(runs).toBe(2);
  });

  it('tells an object that is there from one that is not, whichever was met first (a rule with no parameters)', () => {
    // The computation reads only whether the rule is on: nothing below it.
    const ruleOn = (s: Subject) => (s.rule !== undefined ? 1 : 0);
    for (const [first, second] of [
      [{ a: 0, rule: {} }, { a: 0 }],
      [{ a: 0 }, { a: 0, rule: {} }],
    ] as [Subject, Subject][]) {
      const memo = new ReadMemo<Subject, number>();
      expect(memo.get(0, 0, memo.subject(first), ruleOn)).toBe(ruleOn(first));
      expect(memo.get(0, 0, memo.subject(second), ruleOn)).toBe(ruleOn(second));
    }
  });

  it('objects read into count by what is read of them, not by identity', () => {
    const memo = new ReadMemo<Subject, number>();
    let runs = 0;
    const ec = (s: Subject) => (runs++, s.fielder?.ec ?? -1);
    expect(memo.get(0, 0, memo.subject({ a: 0, fielder: { ec: 3, name: 'x' } }), ec)).toBe(3);
    expect(memo.get(0, 0, memo.subject({ a: 5, fielder: { ec: 3, name: 'y' } }), ec)).toBe(3);
    expect(runs).toBe(1);
    expect(memo.get(0, 0, memo.subject({ a: 0, fielder: { ec: 4, name: 'x' } }), ec)).toBe(4);
    expect(runs).toBe(2);
  });
});
