import { defineRule } from '../define-rule.js';
import type { CallProbe } from './call-probe.js';

/** Page 02 "Métodos del protocolo": `tools/call` DEBE work; a business failure is a result, not a wire error. */
export const callResponds = defineRule({
  id: 'call-responds',
  level: 'DEBE',
  page: '02',
  section: 'Métodos del protocolo (tools/call)',
  scope: 'call',
  heuristic: false,
  title: { es: '`tools/call` responde con un resultado', en: '`tools/call` answers with a result' },
  messages: {
    es: {
      rpc: '`tools/call` devolvió un error JSON-RPC ({code}: {detail}); un fallo de negocio va como resultado con `isError: true`',
      http: '`tools/call` respondió HTTP {status}: {detail}',
      wire: '`tools/call` falló: {detail}',
    },
    en: {
      rpc: '`tools/call` returned a JSON-RPC error ({code}: {detail}); a business failure is a result with `isError: true`',
      http: '`tools/call` answered HTTP {status}: {detail}',
      wire: '`tools/call` failed: {detail}',
    },
  },
  check(call: CallProbe) {
    const detail = call.detail ?? '?';
    switch (call.outcome) {
      case 'result':
        return [];
      case 'rpc-error':
        return [{ ok: false, messageId: 'rpc', data: { code: call.rpcErrorCode ?? 0, detail } }];
      case 'http-error':
        return [{ ok: false, messageId: 'http', data: { status: call.httpStatus ?? 0, detail } }];
      default:
        return [{ ok: false, messageId: 'wire', data: { detail } }];
    }
  },
});
