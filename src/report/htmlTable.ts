import type { ColumnTable } from 'arquero';
import { escapeHtml, trustedHtml, type SafeHtml } from './html.ts';

/** Row classes the report stylesheet knows. */
export type RowClass = 'flagged';

export interface TableOptions {
  /** Columns of words, aligned left; every other column holds figures and is aligned right. */
  text?: readonly string[];
  /** Formatting functions by column name; their output is escaped. */
  format?: Record<string, (value: unknown) => string>;
  /** A class of the report stylesheet for a row, by row index (`flagged` marks a flagged row). */
  rowClass?: (row: number) => RowClass | undefined;
  className?: string;
  caption?: string;
}

/**
 * An arquero table as HTML. Arquero's `toHTML` escapes cells but not column names, so the columns are renamed to
 * their escaped form first: a column named after a card shows as text. Every row is printed (arquero's default
 * stops at 100). Alignment and row marks are classes of the report stylesheet, not inline styles on every cell: figures
 * align right by default (`table.t`), words take `l`; a report of 45 cards has some 20,000 cells.
 * @example htmlTable(aq.table({ '<b>': ['<i>'] }), { text: ['<b>'] }).text
 * // => '<table class="t"><thead><tr><th class="l">&lt;b&gt;</th></tr></thead><tbody><tr><td class="l">&lt;i&gt;...'
 */
export function htmlTable(table: ColumnTable, options: TableOptions = {}): SafeHtml {
  const names = table.columnNames();
  const escapedNames = Object.fromEntries(names.map((name) => [name, escapeHtml(name)]));
  const align = Object.fromEntries(
    names.map((name) => [escapedNames[name]!, options.text?.includes(name) ? 'l' : 'r'] as const),
  );
  const format = Object.fromEntries(Object.entries(options.format ?? {}).map(([name, f]) => [escapeHtml(name), f]));
  // A row's class rides in arquero's row style (`row:flagged`) and is turned into a class below; the head's row is -1.
  const rowMark =
    options.rowClass && ((_name: unknown, row: number) => `row:${(row >= 0 && options.rowClass!(row)) || ''}`);
  const markup = table
    .rename(escapedNames)
    .toHTML({ limit: Infinity, align, format, null: () => '–', ...(rowMark && { style: { tr: rowMark } }) })
    .replace(/<(th|td) style="text-align: left;">/g, '<$1 class="l">')
    .replace(/<(th|td) style="text-align: right;">/g, '<$1>')
    .replace(/<tr style="row:([a-z]*)">/g, (_tag, mark: string) => (mark ? `<tr class="${mark}">` : '<tr>'));
  const className = ['t', options.className].filter(Boolean).join(' ');
  const caption = options.caption ? `<caption>${escapeHtml(options.caption)}</caption>` : '';
  return trustedHtml(markup.replace(/^<table>/, `<table class="${escapeHtml(className)}">${caption}`));
}
