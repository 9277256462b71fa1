/** Markup that is already safe: built by `html`, or trusted output (our own SVG renderer, our table builder). */
export class SafeHtml {
  declare readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML content and quoted attribute values.
 * @example escapeHtml('<script>alert("1")</script>') // => '&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const TEXT: Record<string, string> = Object.fromEntries(Object.entries(ENTITIES).map(([c, entity]) => [entity, c]));

/**
 * Reads back text that escapeHtml wrote (the report index reads its reports' meta tags).
 * @example unescapeHtml('&lt;b&gt; &amp; &#39;') // => "<b> & '"
 */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => TEXT[entity]!);
}

/** Markup we produced ourselves and vouch for; never pass a card's text here. */
export function trustedHtml(text: string): SafeHtml {
  return new SafeHtml(text);
}

function interpolate(value: unknown): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * A template tag that escapes every interpolated value except SafeHtml (arrays are joined; undefined, null and false
 * print nothing), so a card's name can only ever appear as text.
 * @example html`<td>${'<b>'}</td>`.text // => '<td>&lt;b&gt;</td>'
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let text = strings[0]!;
  values.forEach((value, i) => {
    text += interpolate(value) + strings[i + 1]!;
  });
  return new SafeHtml(text);
}
