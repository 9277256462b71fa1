import type { ColumnTable } from 'arquero';
import { escapeHtml, trustedHtml, type SafeHtml } from './html.ts';

export interface TableOptions {
  /** Columns of words, aligned left; every other column holds figures and is aligned right. */
  text?: readonly string[];
  /** Formatting functions by column name; their output is escaped. */
  format?: Record<string, (value: unknown) => string>;
  /** Inline CSS of a row's cells, by row index (e.g. to mark a flagged row). */
  rowStyle?: (row: number) => string | undefined;
  className?: string;
  caption?: string;
}

/**
 * An arquero table as HTML. Arquero's `toHTML` escapes cells but not column names, so the columns are renamed to
 * their escaped form first: a column named after a card shows as text. Every row is printed (arquero's default
 * stops at 100).
 * @example htmlTable(aq.table({ '<b>': ['<i>'] })).text // => '<table><thead><tr><th ...>&lt;b&gt;</th>...'
 */
export function htmlTable(table: ColumnTable, options: TableOptions = {}): SafeHtml {
  const names = table.columnNames();
  const escapedNames = Object.fromEntries(names.map((name) => [name, escapeHtml(name)]));
  const align = Object.fromEntries(
    names.map((name) => [escapedNames[name]!, options.text?.includes(name) ? 'l' : 'r'] as const),
  );
  const format = Object.fromEntries(Object.entries(options.format ?? {}).map(([name, f]) => [escapeHtml(name), f]));
  const markup = table.rename(escapedNames).toHTML({
    limit: Infinity,
    align,
    format,
    null: () => '–',
    ...(options.rowStyle && { style: { td: (_name: string, row: number) => options.rowStyle!(row) ?? '' } }),
  });
  const open = `<table${options.className ? ` class="${escapeHtml(options.className)}"` : ''}>${options.caption ? `<caption>${escapeHtml(options.caption)}</caption>` : ''}`;
  return trustedHtml(markup.replace(/^<table>/, open));
}
