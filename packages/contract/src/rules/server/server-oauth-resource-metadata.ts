import { RESOURCE_METADATA_PROBLEMS } from '../../oauth/oauth-metadata.js';
import { defineRule } from '../define-rule.js';
import { stepResults } from './oauth-step.js';
import type { ServerProbe } from './server-probe.js';

const PROBLEMS = RESOURCE_METADATA_PROBLEMS;

/** Page 07 with RFC 9728: a server behind OAuth says where its protected-resource metadata is. */
export const serverOauthResourceMetadata = defineRule({
  id: 'server-oauth-resource-metadata',
  level: 'DEBE',
  page: '07',
  section: 'Autenticación del Gateway ante su servidor (OAuth: RFC 9728)',
  scope: 'server',
  heuristic: false,
  title: {
    es: 'Detrás de OAuth, el 401 lleva `resource_metadata` y esos metadatos son válidos (RFC 9728)',
    en: 'Behind OAuth, the 401 carries `resource_metadata` and that metadata is valid (RFC 9728)',
  },
  messages: {
    es: {
      ok: 'Metadatos del recurso protegido válidos (RFC 9728)',
      'challenge-missing':
        'RFC 9728 §5.1: el 401 no trae `resource_metadata` en `WWW-Authenticate`; sin él no se sabe qué servidor de autorización usar',
      'metadata-other-origin':
        'RFC 9728: `resource_metadata` apunta a otro origen ({url}); debe estar en el del servidor',
      'metadata-unreachable': 'RFC 9728 §3: no se pudieron leer los metadatos en {url} ({detail})',
      'metadata-invalid': 'RFC 9728 §2: los metadatos no son un objeto JSON válido (campo `{field}`)',
      'resource-mismatch':
        'RFC 9728 §3.3: `resource` es `{got}` y debe ser idéntico a la URL del servidor, `{expected}`',
      'authorization-server-missing': 'RFC 9728 §2: `authorization_servers` falta o está vacío',
      'insecure-url': 'RFC 9728 §3: la URL {url} no es HTTPS (solo se acepta HTTP en desarrollo)',
    },
    en: {
      ok: 'Protected-resource metadata is valid (RFC 9728)',
      'challenge-missing':
        'RFC 9728 §5.1: the 401 has no `resource_metadata` in `WWW-Authenticate`; without it no authorization server can be found',
      'metadata-other-origin':
        "RFC 9728: `resource_metadata` points to another origin ({url}); it must be on the server's own",
      'metadata-unreachable': 'RFC 9728 §3: the metadata at {url} could not be read ({detail})',
      'metadata-invalid': 'RFC 9728 §2: the metadata is not a valid JSON object (field `{field}`)',
      'resource-mismatch':
        "RFC 9728 §3.3: `resource` is `{got}` and must be identical to the server's URL, `{expected}`",
      'authorization-server-missing': 'RFC 9728 §2: `authorization_servers` is missing or empty',
      'insecure-url': 'RFC 9728 §3: the URL {url} is not HTTPS (HTTP is accepted in development only)',
    },
  },
  docs: {
    why: {
      es: 'Con OAuth, el Gateway no recibe un token fijo: lo pide al servidor de autorización de su empresa. Para saber cuál es y para qué recurso pedirlo, lee los metadatos del recurso protegido que el 401 de su servidor anuncia; si faltan o no coinciden con su URL, no hay token y sus herramientas no se pueden llamar.',
      en: "With OAuth the gateway holds no fixed token: it asks your company's authorization server for one. To know which server and for which resource, it reads the protected-resource metadata your server's 401 points to; if it is missing or does not match your URL there is no token and your tools cannot be called.",
    },
    fail: {
      code: 'POST /mcp   (no Authorization)\n← 401\n  WWW-Authenticate: Bearer realm="acme"',
      syntax: 'http',
    },
    pass: {
      code: 'POST /mcp   (no Authorization)\n← 401\n  WWW-Authenticate: Bearer resource_metadata="https://tools.example.com/.well-known/oauth-protected-resource/mcp"\n\nGET /.well-known/oauth-protected-resource/mcp\n← 200 {"resource": "https://tools.example.com/mcp", "authorization_servers": ["https://id.example.com"]}',
      syntax: 'http',
    },
  },
  applies: (probe: ServerProbe) => probe.oauth?.resourceMetadata !== undefined,
  check: ({ oauth }: ServerProbe) => stepResults(oauth?.resourceMetadata, PROBLEMS),
});
