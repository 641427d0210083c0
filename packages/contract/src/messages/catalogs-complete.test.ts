import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { CERTIFY_MESSAGES } from './certify-messages.js';
import { CONTRACT_MESSAGES } from './contract-messages.js';
import { GATEWAY_MESSAGES } from './gateway-messages.js';
import type { MessageTemplate } from './message-catalog.js';
import { TOOLKIT_MESSAGES } from './toolkit-messages.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Every message of every catalog, rule messages and titles included, as `where → {es, en}`. */
function everyMessage(): [string, MessageTemplate][] {
  const catalogs = { CERTIFY_MESSAGES, CONTRACT_MESSAGES, GATEWAY_MESSAGES, TOOLKIT_MESSAGES };
  const out: [string, MessageTemplate][] = Object.entries(catalogs).flatMap(([name, catalog]) =>
    Object.entries(catalog as Record<string, MessageTemplate>).map(([id, t]): [string, MessageTemplate] => [
      `${name}.${id}`,
      t,
    ]),
  );
  for (const rule of RULES) {
    out.push([`${rule.id} title`, rule.title]);
    for (const id of Object.keys(rule.messages.es)) {
      const es = rule.messages.es[id] ?? '';
      const en = rule.messages.en[id] ?? '';
      out.push([`${rule.id}.${id}`, { es, en }]);
    }
  }
  return out;
}

describe('the message catalogs', () => {
  it('say everything in English too, with the same placeholders as in Spanish', () => {
    const messages = everyMessage();
    expect(messages.length).toBeGreaterThan(150);
    for (const [where, { es, en }] of messages) {
      expect(es.trim().length, `${where} es`).toBeGreaterThan(0);
      expect(en.trim().length, `${where} en`).toBeGreaterThan(0);
      expect(placeholders(en), where).toEqual(placeholders(es));
    }
  });
});
