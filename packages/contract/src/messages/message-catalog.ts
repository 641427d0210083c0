import { ContractError } from '../errors.js';

/**
 * The languages of user-facing text: Spanish by default, English available.
 *
 * @example
 * const lang: Lang = (LANGS as readonly string[]).includes(flag) ? (flag as Lang) : DEFAULT_LANG;
 */
export const LANGS = ['es', 'en'] as const;
/** User-facing text is Spanish by default, English available. */
export type Lang = (typeof LANGS)[number];
/**
 * The language used when none is asked for.
 *
 * @example
 * renderMessage(CONTRACT_MESSAGES, 'genericError', opts.lang ?? DEFAULT_LANG);
 */
export const DEFAULT_LANG: Lang = 'es';

/** One message in both languages; `{name}` placeholders are filled by {@link formatMessage}. */
export interface MessageTemplate {
  es: string;
  en: string;
}

export type MessageData = Readonly<Record<string, string | number>>;

/**
 * Declares a catalog of user-facing messages; the `const` type parameter keeps the ids literal so
 * a misspelt id is a compile error.
 *
 * @example
 * const M = defineMessages({ timeout: { es: 'La herramienta no respondió.', en: 'The tool did not respond.' } });
 * renderMessage(M, 'timeout', 'en'); // 'The tool did not respond.'
 */
export function defineMessages<const T extends Record<string, MessageTemplate>>(catalog: T): T {
  return catalog;
}

/**
 * Fills `{name}` placeholders; a placeholder without data is left as written so a missing value is
 * visible instead of silently empty.
 *
 * @example
 * formatMessage('El opcional `{param}` no admite null', { param: 'prioridad' });
 */
export function formatMessage(template: string, data: MessageData = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(data, name) ? String(data[name]) : whole,
  );
}

/**
 * Renders one message of a catalog in a language.
 *
 * @example
 * renderMessage(GATEWAY_MESSAGES, 'toolTimedOut', 'es', { seconds: 4 });
 */
export function renderMessage<T extends Record<string, MessageTemplate>>(
  catalog: T,
  id: keyof T & string,
  lang: Lang = DEFAULT_LANG,
  data?: MessageData,
): string {
  const template = catalog[id];
  if (!template) throw new ContractError('CONTRACT_UNKNOWN_MESSAGE', `unknown message id: ${id}`);
  return formatMessage(template[lang], data);
}
