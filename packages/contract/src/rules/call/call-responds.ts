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
  docs: {
    why: {
      es: 'Un error JSON-RPC o HTTP es una falla técnica: el agente lo trata como tal y no le puede explicar nada al cliente. Un fallo de negocio se devuelve como resultado, con `isError: true` y el objeto de error de la página 06.',
      en: 'A JSON-RPC or HTTP error is a technical fault: the agent treats it as one and cannot explain anything to the customer. A business failure is returned as a result, with `isError: true` and the error object of page 06.',
    },
    fail: {
      code: '{"jsonrpc": "2.0", "id": 7, "error": {"code": -32000, "message": "Cliente no encontrado"}}',
    },
    pass: {
      code: '{"jsonrpc": "2.0", "id": 7, "result": {"isError": true, "content": [{"type": "text", "text": "{\\"error\\":{\\"error_type\\":\\"NOT_FOUND\\",\\"user_message\\":\\"No encontré un cliente con ese documento.\\"}}"}], "structuredContent": {"error": {"error_type": "NOT_FOUND", "user_message": "No encontré un cliente con ese documento."}}, "resultType": "complete"}}',
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
