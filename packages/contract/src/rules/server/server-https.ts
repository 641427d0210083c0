import { defineRule } from '../define-rule.js';
import type { ServerProbe } from './server-probe.js';

/** Page 02 "Transporte" and page 07: a single HTTPS endpoint with a valid certificate. */
export const serverHttps = defineRule({
  id: 'server-https',
  level: 'DEBE',
  page: '02',
  section: 'Transporte (HTTPS, certificado válido; página 07)',
  scope: 'server',
  heuristic: false,
  title: {
    es: 'El endpoint es HTTPS con certificado válido',
    en: 'The endpoint is HTTPS with a valid certificate',
  },
  messages: {
    es: {
      https: 'El endpoint es HTTPS y el certificado fue aceptado',
      loopback: 'HTTP en loopback: aceptado solo como desarrollo; en producción el endpoint debe ser HTTPS',
      plain: 'El endpoint usa `{scheme}`: publíquelo por HTTPS con un certificado válido',
    },
    en: {
      https: 'The endpoint is HTTPS and its certificate was accepted',
      loopback: 'HTTP on loopback: accepted for development only; in production the endpoint must be HTTPS',
      plain: 'The endpoint uses `{scheme}`: serve it over HTTPS with a valid certificate',
    },
  },
  docs: {
    why: {
      es: 'Las llamadas llevan datos de sus clientes y la credencial del Gateway. El Gateway rechaza `http://` salvo en modo de desarrollo explícito; HTTP en loopback (127.0.0.1) pasa como desarrollo y el informe lo dice.',
      en: "Calls carry your customers' data and the gateway's credential. The gateway refuses `http://` except in explicit development mode; HTTP on loopback (127.0.0.1) passes as development, and the report says so.",
    },
    fail: { code: 'POST http://herramientas.example.com/mcp', syntax: 'http' },
    pass: {
      code: {
        es: 'POST https://herramientas.example.com/mcp   (certificado válido)',
        en: 'POST https://herramientas.example.com/mcp   (valid certificate)',
      },
      syntax: 'http',
    },
  },
  check(probe: ServerProbe) {
    if (probe.scheme === 'https:') return [{ ok: true, messageId: 'https' }];
    if (probe.scheme === 'http:' && probe.loopback) return [{ ok: true, messageId: 'loopback' }];
    return [{ ok: false, messageId: 'plain', data: { scheme: probe.scheme.replace(/:$/, '') } }];
  },
});
