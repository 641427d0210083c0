import { LIMITS, renderMessage, TOOLKIT_MESSAGES } from '@asixto/contract';
import type { Channel, Lang } from '@asixto/contract';
import type { ToolResult } from './tool-result.js';
import { voiceText } from './voice-text.js';

export interface PageOptions<T> {
  /** Total matches. Omit it when `items` is the whole list: `page` then slices it itself. */
  total?: number;
  /** Requested page size (`null` = default): chat 10 by default, 25 at most; voice always 3 at most. */
  limit?: number | null;
  /** Requested offset (`null` = 0). */
  offset?: number | null;
  channel: Channel;
  /** One line of text for the model per item (resolved data: names, final prices, spoken dates). */
  render: (item: T) => string;
  /** Name of the list in `structuredContent` (default `items`). */
  field?: string;
  lang?: Lang;
  /** Budget for the text and for the JSON of `structuredContent` (default `LIMITS.resultMaxChars`). */
  maxChars?: number;
  /** Summary when there are no items. */
  emptyText?: string;
}

/** `structuredContent` of a page: the items, the total and where the next page starts. */
export interface PageData<T> {
  total: number;
  limit: number;
  offset: number;
  next_offset: number | null;
  items?: T[];
  [field: string]: unknown;
}

/**
 * Page 07 pagination. Applies the channel's page size (chat 10 by default, 25 at most; voice 3),
 * then shrinks the page until both the summary text and the JSON of `structuredContent` fit the
 * 3,000-character budget, so the gateway never has to cut it. `next_offset` is `null` on the last
 * page. An empty result is a success with `total: 0`.
 *
 * @example
 * return page(rows, { total, limit: args.limit, offset: args.offset, channel: ctx.meta.channel,
 *   render: (r) => `${r.nombre}: ${say.money(r.precio, ctx.meta.currency)}` });
 */
export function page<T>(items: readonly T[], options: PageOptions<T>): ToolResult {
  const lang = options.lang;
  const field = options.field ?? 'items';
  const maxChars = options.maxChars ?? LIMITS.resultMaxChars;
  const offset = Math.max(0, Math.trunc(options.offset ?? 0));
  const requested = Math.trunc(options.limit ?? LIMITS.chatDefaultItems);
  const cap = options.channel === 'voice' ? LIMITS.voiceMaxItems : LIMITS.chatMaxItems;
  const limit = Math.min(Math.max(1, requested), cap);
  const sliced = options.total === undefined;
  const total = options.total ?? items.length;
  const candidates = (sliced ? items.slice(offset, offset + limit) : items.slice(0, limit)) as T[];

  const build = (shown: T[]): { text: string; data: PageData<T> } => {
    const next = offset + shown.length < total && shown.length > 0 ? offset + shown.length : null;
    const data: PageData<T> = { [field]: shown, total, limit, offset, next_offset: next };
    if (shown.length === 0) {
      return { text: options.emptyText ?? renderMessage(TOOLKIT_MESSAGES, 'pageEmpty', lang), data };
    }
    const header = renderMessage(TOOLKIT_MESSAGES, 'pageHeader', lang, {
      from: offset + 1,
      to: offset + shown.length,
      total,
    });
    const more = next === null ? '' : renderMessage(TOOLKIT_MESSAGES, 'pageMore', lang, { next });
    const lines = shown.map(options.render);
    const text =
      options.channel === 'voice'
        ? voiceText([header, ...lines.map((l) => l.replace(/[.\s]+$/, '') + '.')].join(' '))
        : [header, ...lines.map((l) => `- ${l}`), more].filter(Boolean).join('\n');
    return { text, data };
  };

  let shown = candidates;
  let built = build(shown);
  while (shown.length > 1 && (built.text.length > maxChars || JSON.stringify(built.data).length > maxChars)) {
    shown = shown.slice(0, shown.length - 1);
    built = build(shown);
  }
  return { content: [{ type: 'text', text: built.text }], structuredContent: built.data };
}
