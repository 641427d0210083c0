import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

/** Page 02: the gateway only accepts `resultType: "complete"`; `input_required` is not consumed. */
export const callResultComplete = defineRule({
  id: 'call-result-complete',
  level: 'DEBE',
  page: '02',
  section: 'Métodos del protocolo (resultType complete)',
  scope: 'call',
  heuristic: false,
  title: {
    es: 'El resultado trae `resultType: "complete"`',
    en: 'The result carries `resultType: "complete"`',
  },
  messages: {
    es: {
      other:
        'El resultado trae `resultType` {resultType}: resuelva la herramienta en una sola llamada (el Gateway solo acepta "complete")',
    },
    en: {
      other:
        'The result carries `resultType` {resultType}: resolve the tool in a single call (the gateway only accepts "complete")',
    },
  },
  docs: {
    why: {
      es: 'El Gateway resuelve cada herramienta en una sola llamada: no consume el patrón de varias vueltas (`input_required`). El SDK pone `resultType: "complete"` por usted.',
      en: 'The gateway resolves every tool in a single call: it does not take part in the multi-round pattern (`input_required`). The SDK sets `resultType: "complete"` for you.',
    },
    fail: { code: '{"resultType": "input_required", "requestState": "paso-2"}' },
    pass: {
      code: '{"resultType": "complete", "content": [{"type": "text", "text": "El pedido P-1001 está en camino."}], "structuredContent": {"pedido": "P-1001", "estado": "en_camino"}}',
    },
  },
  applies: (call: CallProbe) => call.outcome === 'result',
  check(call: CallProbe) {
    if (call.resultType === 'complete') return [];
    return [
      { ok: false, messageId: 'other', data: { resultType: JSON.stringify(call.resultType) ?? 'ausente' } },
    ];
  },
});
