import { html, type SafeHtml } from './html.ts';

/**
 * A headline figure of a report: the value big, what it counts beneath; `good` or `bad` colours it.
 * @example tile(45, 'cards checked').text // => '<div class="tile "><b>45</b><span>cards checked</span></div>'
 */
export function tile(value: number | string, label: string, tone?: 'good' | 'bad'): SafeHtml {
  return html`<div class="tile ${tone ?? ''}"><b>${value}</b><span>${label}</span></div>`;
}
