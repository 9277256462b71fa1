import { effectLabel } from '../../experiments/ruleEffects.ts';
import type { RuleComparison } from '../../experiments/compareRules.ts';
import type { MeasuredRules } from '../../experiments/rules.ts';
import { formatRate, signedDifference } from '../../report/formatRate.ts';
import { terminalText } from '../terminalText.ts';

/** A measure's value as the terminal shows it: rates like .255, counts per game with three decimals. */
function value(measure: string, x: number): string {
  return measure.endsWith('/G') ? x.toFixed(3) : formatRate(measure, x);
}

/**
 * The comparison as a table: each measure under both rule sets, the difference with its 95% interval, and what pairing
 * saved.
 */
export function formatComparison(c: RuleComparison): string {
  const lines = [
    `${terminalText(c.variant)} against ${terminalText(c.base)}: ${c.units.toLocaleString('en-US')} ` +
      `${c.unit === 'game' ? 'games' : 'replicate runs'} ` +
      `on common random numbers, ${c.plateAppearances.variant.toLocaleString('en-US')} plate appearances each way`,
    '  measure       base   variant   difference   95% interval          variance cut',
  ];
  for (const m of c.measures) {
    const cut = Number.isNaN(m.standardError)
      ? '–'
      : m.standardError > 0
        ? `${((m.unpairedStandardError / m.standardError) ** 2).toFixed(1)}x`
        : 'exact';
    const interval = `[${signedDifference(m.measure, m.lower)}, ${signedDifference(m.measure, m.upper)}]`;
    lines.push(
      `  ${m.measure.padEnd(8)}${value(m.measure, m.base).padStart(8)}  ${value(m.measure, m.variant).padStart(8)}   ` +
        `${signedDifference(m.measure, m.difference).padStart(9)} ` +
        `${m.significant ? '*' : ' '}  ${interval.padEnd(22)}${cut.padStart(8)}`,
    );
  }
  lines.push(
    '  * the 95% interval leaves out 0. Variance cut: the variance two ' +
      "independent runs of this size would give the difference, over this run's.",
  );
  return lines.join('\n');
}

/** Each rule's effect on runs per game and AVG, one line each. */
export function formatRuleEffects(measured: MeasuredRules): string {
  const label = (effect: MeasuredRules['effects'][number]) => terminalText(effectLabel(effect));
  const width = Math.max(22, ...measured.effects.map((effect) => label(effect).length + 2));
  const lines = [`  ${'rule'.padEnd(width)}R/G difference (95%)          AVG difference (95%)`];
  for (const effect of measured.effects) {
    const { comparison } = effect;
    const cell = (name: string) => {
      const m = comparison.measures.find((x) => x.measure === name)!;
      return (
        `${signedDifference(name, m.difference)}${m.significant ? '*' : ' '} ` +
        `[${signedDifference(name, m.lower)}, ${signedDifference(name, m.upper)}]`
      ).padEnd(30);
    };
    lines.push(`  ${label(effect).padEnd(width)}${cell('R/G')}${cell('AVG')}`);
  }
  if (measured.claim) {
    const h = (c: RuleComparison) => c.measures.find((m) => m.measure === 'H/G')!;
    const show = (m: ReturnType<typeof h>) =>
      `${signedDifference('H/G', m.difference)} ` +
      `[${signedDifference('H/G', m.lower)}, ${signedDifference('H/G', m.upper)}]`;
    lines.push(
      `  defensive rolls, hits per team game: positive ${show(h(measured.claim.positive))}, ` +
        `negative ${show(h(measured.claim.negative))}, both ${show(h(measured.claim.both))}`,
    );
  }
  return lines.join('\n');
}
