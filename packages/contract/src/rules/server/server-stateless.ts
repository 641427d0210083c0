import { defineRule } from '../define-rule.js';
import type { ServerProbe } from './server-probe.js';

/** Page 02 "Transporte": stateless; every request stands alone, no `Mcp-Session-Id`. */
export const serverStateless = defineRule({
  id: 'server-stateless',
  level: 'DEBE',
  page: '02',
  section: 'Transporte (sin estado)',
  scope: 'server',
  heuristic: false,
  title: {
    es: 'Sin sesión de protocolo: cada petición funciona sin `Mcp-Session-Id`',
    en: 'No protocol session: every request works without `Mcp-Session-Id`',
  },
  messages: {
    es: {
      minted:
        'La respuesta a `{methods}` trae `Mcp-Session-Id`: la revisión 2026-07-28 no tiene sesiones; no la emita',
      required: '`{methods}` exige una sesión (`Mcp-Session-Id`): cada petición debe ser autónoma',
    },
    en: {
      minted:
        'The response to `{methods}` carries `Mcp-Session-Id`: revision 2026-07-28 has no sessions; do not mint one',
      required: '`{methods}` demands a session (`Mcp-Session-Id`): every request must stand alone',
    },
  },
  docs: {
    why: {
      es: 'La revisión 2026-07-28 eliminó las sesiones de protocolo: cada petición es autónoma. Así cualquier instancia del Gateway puede atender cualquier llamada, y un reintento no depende de una sesión que ya no existe.',
      en: 'Revision 2026-07-28 removed protocol sessions: every request stands alone. That way any gateway instance can serve any call, and a retry does not depend on a session that is gone.',
    },
    fail: {
      code: 'POST /mcp   {"method": "tools/list", …}\n← 200\n  Mcp-Session-Id: 5f1c2a…',
      syntax: 'http',
    },
    pass: {
      code: {
        es: 'POST /mcp   {"method": "tools/list", …}\n← 200   (sin Mcp-Session-Id)',
        en: 'POST /mcp   {"method": "tools/list", …}\n← 200   (no Mcp-Session-Id)',
      },
      syntax: 'http',
    },
  },
  applies: (probe: ServerProbe) => probe.discover.outcome === 'ok',
  check({ sessions }: ServerProbe) {
    const out = [];
    if (sessions.requiredBy.length > 0) {
      out.push({
        ok: false,
        messageId: 'required' as const,
        data: { methods: sessions.requiredBy.join('`, `') },
      });
    }
    if (sessions.mintedBy.length > 0) {
      out.push({
        ok: false,
        messageId: 'minted' as const,
        data: { methods: sessions.mintedBy.join('`, `') },
      });
    }
    return out;
  },
});
