import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.[a-z0-9-]+\.[a-z]{2,}\S*/i;
const MARKDOWN_PATTERNS: readonly RegExp[] = [
  /\*\*[^*\n]+\*\*/, // bold
  /__[^_\n]+__/, // bold
  /`[^`\n]+`/, // code
  /\[[^\]\n]+\]\([^)\n]+\)/, // link
  /^\s{0,3}#{1,6}\s/m, // heading
  /^\s*[-*+•]\s+\S/m, // bullet
  /^\s*\|.*\|\s*$/m, // table row
];

/** Page 07 "Canal voice": the text is read aloud: no URLs, tables, bullets or markdown. */
export const callVoiceClean = defineRule({
  id: 'call-voice-clean',
  level: 'DEBERIA',
  page: '07',
  section: 'Canal voice',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'En `voice` la respuesta no trae URLs ni markdown',
    en: 'In `voice` the answer has no URLs and no markdown',
  },
  messages: {
    es: {
      url: 'En `voice` el texto trae una URL (`{sample}`): se lee en voz alta; quítela',
      markdown:
        'En `voice` el texto trae formato markdown (`{sample}`): se lee en voz alta; use frases simples',
    },
    en: {
      url: 'In `voice` the text has a URL (`{sample}`): it is read aloud; remove it',
      markdown: 'In `voice` the text has markdown (`{sample}`): it is read aloud; use plain sentences',
    },
  },
  docs: {
    why: {
      es: 'En `voice` la respuesta se lee en voz alta: una URL se deletrea y el markdown se lee como símbolos. Diga fechas, horas e importes como se pronuncian, y deje el dato canónico en `structuredContent`.',
      en: 'In `voice` the answer is read aloud: a URL gets spelled out and markdown is read as symbols. Say dates, times and amounts as they are spoken, and leave the canonical value in `structuredContent`.',
    },
    fail: {
      code: '{"content": [{"type": "text", "text": "**Su cita** es el 03/09 a las 9:00. Detalles: https://citas.example.com/C-204"}]}',
    },
    pass: {
      code: '{"content": [{"type": "text", "text": "Su cita es el miércoles 3 de septiembre a las nueve de la mañana."}], "structuredContent": {"cita": "C-204", "fecha": "2026-09-03T09:00:00-05:00"}}',
    },
  },
  applies: (call: CallProbe) => call.purpose === 'voice' && call.outcome === 'result',
  check(call: CallProbe) {
    const out = [];
    const url = URL_PATTERN.exec(call.text);
    if (url) out.push({ ok: false, messageId: 'url' as const, data: { sample: url[0].slice(0, 60) } });
    for (const pattern of MARKDOWN_PATTERNS) {
      const match = pattern.exec(call.text);
      if (match) {
        out.push({
          ok: false,
          messageId: 'markdown' as const,
          data: { sample: match[0].trim().slice(0, 60) },
        });
        break;
      }
    }
    return out;
  },
});
