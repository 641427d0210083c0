import { sanitizeText } from '../../result/sanitize-text.js';

/** Findings one model-facing-text rule reports per tool: a hostile definition must not flood a report. */
export const MAX_TEXT_FINDINGS = 5;

/**
 * A name from the server as shown inside a code span: visible characters only, no backticks, cut short.
 *
 * @example
 * shownName('doc`umento'); // "doc'umento"
 */
export function shownName(name: string): string {
  const safe = sanitizeText(name).replace(/[`\n\t]/g, "'");
  return safe.length > 120 ? `${safe.slice(0, 119)}…` : safe;
}

/**
 * A JSON pointer of a tool definition as a field name a person reads: `inputSchema.properties.documento.description`.
 *
 * @example
 * fieldLabel('/_meta/com.asixto~1verb'); // '`_meta.com.asixto/verb`'
 */
export function fieldLabel(path: string): string {
  const dotted = path
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  // Keys come from the server: keep the label short, visible, and free of backticks that would break the markup.
  return `\`${shownName(dotted)}\``;
}

/**
 * A matched phrase as shown in a report: already folded to plain words by the scan, cut short.
 *
 * @example
 * shownPhrase('ignore previous instructions'); // 'ignore previous instructions'
 */
export function shownPhrase(words: string): string {
  const safe = sanitizeText(words).replace(/[`\n\t]/g, "'");
  return safe.length > 80 ? `${safe.slice(0, 79)}…` : safe;
}
