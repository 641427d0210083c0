import { defineRule } from '../define-rule.js';
import type { ServerProbe } from './server-probe.js';

/** Page 02 "Métodos del protocolo": `tools/list` DEBE answer with a complete result. */
export const serverToolsList = defineRule({
  id: 'server-tools-list',
  level: 'DEBE',
  page: '02',
  section: 'Métodos del protocolo (tools/list)',
  scope: 'server',
  heuristic: false,
  title: {
    es: '`tools/list` responde con el catálogo (`resultType: "complete"`)',
    en: '`tools/list` answers with the catalog (`resultType: "complete"`)',
  },
  messages: {
    es: {
      listed: '`tools/list` devolvió {count} herramientas',
      failed: '`tools/list` falló: {detail}',
      resultType: '`tools/list` no trae `resultType: "complete"` (trae {resultType})',
      dropped:
        'El cliente oficial del SDK descarta `{tool}` del listado (p. ej. un `x-mcp-header` inválido): el Gateway no la verá',
    },
    en: {
      listed: '`tools/list` returned {count} tools',
      failed: '`tools/list` failed: {detail}',
      resultType: '`tools/list` lacks `resultType: "complete"` (it has {resultType})',
      dropped:
        'The official SDK client drops `{tool}` from the listing (e.g. an invalid `x-mcp-header`): the gateway will not see it',
    },
  },
  docs: {
    why: {
      es: 'El Gateway arma el catálogo del agente con `tools/list`: al registrar el servidor, al recibir un aviso de cambio y cuando vence la caché (15 minutos). Si no responde, ninguna herramienta se expone.',
      en: "The gateway builds the agent's catalog from `tools/list`: when the server is registered, when a change notice arrives and when the cache expires (15 minutes). If it does not answer, no tool is exposed.",
    },
    fail: {
      code: 'POST /mcp   {"method": "tools/list", …}\n← 200   {"error": {"code": -32603, "message": "Internal error"}}',
      syntax: 'http',
    },
    pass: {
      code: 'POST /mcp   {"method": "tools/list", …}\n← 200   {"result": {"tools": […], "resultType": "complete"}}',
      syntax: 'http',
    },
  },
  applies: (probe: ServerProbe) => probe.toolsList !== undefined,
  check({ toolsList }: ServerProbe) {
    if (!toolsList) return [];
    if (toolsList.outcome !== 'ok')
      return [{ ok: false, messageId: 'failed', data: { detail: toolsList.detail ?? '?' } }];
    if (toolsList.resultType !== 'complete') {
      return [
        {
          ok: false,
          messageId: 'resultType',
          data: { resultType: JSON.stringify(toolsList.resultType) ?? 'nada' },
        },
      ];
    }
    const dropped = toolsList.droppedByClient ?? [];
    if (dropped.length > 0) {
      // Per tool: the rest of the catalog is still usable.
      return dropped.map((tool) => ({ ok: false, messageId: 'dropped' as const, data: { tool }, tool }));
    }
    return [{ ok: true, messageId: 'listed', data: { count: toolsList.count ?? 0 } }];
  },
});
