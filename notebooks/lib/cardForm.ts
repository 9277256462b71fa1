/// <reference lib="dom" />
// The card workbench's form: every rating, grade and range of one card as an input, built from the card's YAML entry
// whatever its game. Its `value` is the edited entry; it fires `input` on every change (an Observable view).

type Card = Record<string, unknown>;
type Path = readonly (string | number)[];

/** A column of ranges: keys like `00-03`, `04` (Pine Tar's d100) or `3-4` (a Strat column's 2-12). */
const RANGE_KEY = /^(\d+)(?:-(\d+))?$/;
interface Range {
  from: number;
  to: number;
  result: unknown;
}

function rangesOf(value: unknown): Range[] | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length < 2 || !entries.every(([key]) => RANGE_KEY.test(key))) return undefined;
  return entries
    .map(([key, result]) => {
      const [, from, to] = RANGE_KEY.exec(key)!;
      return { from: Number(from), to: Number(to ?? from), result };
    })
    .sort((a, b) => a.from - b.from);
}

/** Ranges back to keys, zero-padded as the column's keys were (`00-03`). */
function keyed(ranges: readonly Range[], width: number): Record<string, unknown> {
  const pad = (n: number) => String(n).padStart(width, '0');
  return Object.fromEntries(
    ranges.map(({ from, to, result }) => [from === to ? pad(from) : `${pad(from)}-${pad(to)}`, result]),
  );
}

function setIn(target: Card, path: Path, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** A number: its input and, for a small whole number or a share, a slider beside it. */
function numberField(label: string, value: number, change: (next: number) => void): HTMLElement {
  const number = element('input', { type: 'number', step: 'any', value: String(value) });
  number.dataset.field = label;
  const share = !Number.isInteger(value) && value >= 0 && value <= 1;
  const slider =
    Number.isInteger(value) || share
      ? element('input', {
          type: 'range',
          min: String(share ? 0 : Math.min(0, value - 20)),
          max: String(share ? 1 : Math.max(20, value + 20)),
          step: share ? '0.001' : '1',
          value: String(value),
        })
      : undefined;
  const set = (text: string) => {
    const next = Number(text);
    if (!Number.isFinite(next)) return;
    number.value = text;
    if (slider) slider.value = text;
    change(next);
  };
  number.addEventListener('input', () => set(number.value));
  slider?.addEventListener('input', () => set(slider.value));
  return field(label, number, ...(slider ? [slider] : []));
}

function textField(label: string, value: string, change: (next: string) => void): HTMLElement {
  const input = element('input', { type: 'text', value });
  input.dataset.field = label;
  input.addEventListener('input', () => change(input.value));
  return field(label, input);
}

/** One labelled row of the form. */
function field(label: string, ...inputs: HTMLElement[]): HTMLElement {
  const row = element('label', { className: 'field' }, element('span', {}, label), ...inputs);
  row.style.cssText = 'display: flex; gap: 0.6em; align-items: center; margin: 3px 0;';
  (row.firstChild as HTMLElement).style.cssText = 'min-width: 14em; font: 13px var(--sans-serif, sans-serif);';
  return row;
}

/**
 * A column of ranges as a table: each range's last roll is a number input (the next range starts one later), its
 * result a text input. A range keeps at least one roll: the column's first and last rolls never move.
 */
function rangeTable(label: string, ranges: Range[], width: number, change: (next: Record<string, unknown>) => void) {
  const body = element('tbody');
  const emit = () => change(keyed(ranges, width));
  const rows = ranges.map((range, i) => {
    const from = element('td', {}, String(range.from).padStart(width, '0'));
    const to = element('input', {
      type: 'number',
      step: '1',
      value: String(range.to),
      disabled: i === ranges.length - 1,
    });
    to.dataset.field = `${label} ${range.from}`;
    const result = element('input', { type: 'text', value: String(range.result), size: 12 });
    to.addEventListener('input', () => {
      const next = ranges[i + 1]!;
      const end = Math.max(range.from, Math.min(next.to - 1, Math.round(Number(to.value))));
      if (!Number.isFinite(end)) return;
      range.to = end;
      next.from = end + 1;
      rows[i + 1]!.from.textContent = String(next.from).padStart(width, '0');
      emit();
    });
    result.addEventListener('input', () => {
      range.result = result.value;
      emit();
    });
    body.append(element('tr', {}, from, element('td', {}, to), element('td', {}, result)));
    return { from };
  });
  return element(
    'details',
    { className: 'ranges' },
    element('summary', {}, `${label} (${ranges.length} ranges)`),
    element(
      'table',
      {},
      element('thead', {}, element('tr', {}, ...['from', 'to', 'result'].map((name) => element('th', {}, name)))),
      body,
    ),
  );
}

/** The fields of one value at `path`, recursively: numbers, texts, lists as text, ranges as tables. */
function fieldsOf(value: unknown, path: Path, edited: Card, changed: () => void): HTMLElement[] {
  const label = path.join('.');
  const set = (next: unknown) => {
    setIn(edited, path, next);
    changed();
  };
  if (typeof value === 'number') return [numberField(label, value, set)];
  if (typeof value === 'string') return [textField(label, value, set)];
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    return [textField(label, value.join(', '), (text) => set(text.split(/\s*,\s*/).filter(Boolean)))];
  const ranges = rangesOf(value);
  if (ranges) {
    const width = Math.max(...Object.keys(value as object).map((key) => key.split('-')[0]!.length));
    return [rangeTable(label, ranges, width, set)];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => fieldsOf(inner, [...path, key], edited, changed));
  return [];
}

/** Fields the form leaves out: the card's id (it names the card) and its printed season (the targets, not a rating). */
const NOT_EDITED = new Set(['id', 'targets']);

/** The workbench's form of a card's entry: every rating, grade and range. */
export function cardForm(card: Card): HTMLFormElement & { value: Card } {
  const edited = structuredClone(card);
  const form = element('form', { className: 'card-form' }) as HTMLFormElement & { value: Card };
  form.value = structuredClone(edited);
  const changed = () => {
    form.value = structuredClone(edited);
    form.dispatchEvent(new Event('input', { bubbles: true }));
  };
  for (const [key, value] of Object.entries(card))
    if (!NOT_EDITED.has(key)) form.append(...fieldsOf(value, [key], edited, changed));
  form.addEventListener('submit', (event) => event.preventDefault());
  return form;
}
