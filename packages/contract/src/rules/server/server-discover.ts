import { PROTOCOL_VERSION } from '../../constants/limits.js';
import { defineRule } from '../define-rule.js';
import type { ServerProbe } from './server-probe.js';

/** Page 02 "Métodos del protocolo": `server/discover` DEBE answer, announcing 2026-07-28. */
export const serverDiscover = defineRule({
  id: 'server-discover',
  level: 'DEBE',
  page: '02',
  section: 'Métodos del protocolo (server/discover)',
  scope: 'server',
  heuristic: false,
  title: {
    es: '`server/discover` responde y anuncia la versión 2026-07-28',
    en: '`server/discover` answers and announces version 2026-07-28',
  },
  messages: {
    es: {
      legacy:
        'Servidor de la era 2025: responde `initialize` ({version}) pero no `server/discover`. Use la entrada `createMcpHandler` del SDK en lugar de montar el transporte a mano',
      notFound:
        '`server/discover` no existe (-32601). Use la entrada `createMcpHandler` del SDK en lugar de montar el transporte a mano',
      failed: '`server/discover` falló: {detail}',
      version:
        '`server/discover` anuncia {versions}, sin {expected}: actualice el SDK a la revisión {expected}',
      resultType: '`server/discover` no trae `resultType: "complete"` (trae {resultType})',
    },
    en: {
      legacy:
        "2025-era server: it answers `initialize` ({version}) but not `server/discover`. Use the SDK's `createMcpHandler` entry instead of wiring the transport by hand",
      notFound:
        "`server/discover` does not exist (-32601). Use the SDK's `createMcpHandler` entry instead of wiring the transport by hand",
      failed: '`server/discover` failed: {detail}',
      version:
        '`server/discover` announces {versions}, without {expected}: upgrade the SDK to revision {expected}',
      resultType: '`server/discover` lacks `resultType: "complete"` (it has {resultType})',
    },
  },
  docs: {
    why: {
      es: 'En la revisión 2026-07-28 del protocolo no hay saludo de inicialización: `server/discover` anuncia versiones y capacidades, y es la primera llamada del Gateway. Con el SDK oficial solo lo responde la entrada HTTP moderna (`createMcpHandler`); un transporte montado a mano responde `-32601`.',
      en: "Revision 2026-07-28 of the protocol has no initialization handshake: `server/discover` announces versions and capabilities, and it is the gateway's first call. With the official SDK only the modern HTTP entry (`createMcpHandler`) answers it; a transport wired by hand answers `-32601`.",
    },
    fail: {
      code: 'POST /mcp   {"method": "server/discover", …}\n← 404   {"error": {"code": -32601, "message": "Method not found"}}',
      syntax: 'http',
    },
    pass: {
      code: 'POST /mcp   {"method": "server/discover", …}\n← 200   {"result": {"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {}}, "resultType": "complete", …}}',
      syntax: 'http',
      note: {
        es: '`createToolServer` de `@asixto/toolkit` ya usa esa entrada.',
        en: '`createToolServer` of `@asixto/toolkit` already uses that entry.',
      },
    },
  },
  check({ discover, legacyInitialize }: ServerProbe) {
    if (discover.outcome !== 'ok') {
      if (legacyInitialize?.answered) {
        return [
          { ok: false, messageId: 'legacy', data: { version: legacyInitialize.protocolVersion ?? '?' } },
        ];
      }
      if (discover.outcome === 'method-not-found') return [{ ok: false, messageId: 'notFound' }];
      return [{ ok: false, messageId: 'failed', data: { detail: discover.detail ?? '?' } }];
    }
    const versions = discover.supportedVersions ?? [];
    if (!versions.includes(PROTOCOL_VERSION)) {
      return [
        {
          ok: false,
          messageId: 'version',
          data: { versions: versions.join(', ') || '[]', expected: PROTOCOL_VERSION },
        },
      ];
    }
    if (discover.resultType !== 'complete') {
      return [
        {
          ok: false,
          messageId: 'resultType',
          data: { resultType: JSON.stringify(discover.resultType) ?? 'nada' },
        },
      ];
    }
    return [];
  },
});
