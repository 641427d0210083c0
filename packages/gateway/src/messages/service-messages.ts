import { defineMessages } from '@asixto/contract';

/**
 * User-facing messages of the gateway HTTP service and its configuration loader (es default, en
 * available). Kept apart from GATEWAY_MESSAGES, which belongs to the runtime core.
 */
export const SERVICE_MESSAGES = defineMessages({
  // Configuration problems (printed at start-up, exit code 2).
  configInvalid: {
    es: 'La configuración del gateway no es válida ({count} problema(s)):',
    en: 'The gateway configuration is not valid ({count} problem(s)):',
  },
  configFileUnreadable: {
    es: 'No se pudo leer el archivo de configuración {path}: {reason}',
    en: 'Could not read the configuration file {path}: {reason}',
  },
  configFileNotJson: {
    es: 'El archivo de configuración {path} no es JSON válido: {reason}',
    en: 'The configuration file {path} is not valid JSON: {reason}',
  },
  configFileNotObject: {
    es: 'El archivo de configuración {path} debe contener un objeto JSON.',
    en: 'The configuration file {path} must hold a JSON object.',
  },
  configUnknownKey: {
    es: 'Clave desconocida "{key}" en {path}; las admitidas son: {known}.',
    en: 'Unknown key "{key}" in {path}; accepted keys are: {known}.',
  },
  configBadPort: {
    es: '{source}: el puerto debe ser un entero entre 0 y 65535 (se recibió "{value}").',
    en: '{source}: the port must be an integer between 0 and 65535 (got "{value}").',
  },
  configBadInteger: {
    es: '{source}: debe ser un entero entre {min} y {max} (se recibió "{value}").',
    en: '{source}: must be an integer between {min} and {max} (got "{value}").',
  },
  configBadBoolean: {
    es: '{source}: use 1/0, true/false (se recibió "{value}").',
    en: '{source}: use 1/0, true/false (got "{value}").',
  },
  configBadEngineUrl: {
    es: '{source}: debe ser una URL {schemes} con host.',
    en: '{source}: must be a {schemes} URL with a host.',
  },
  configHeadersTimeout: {
    es: '{headers} no puede ser mayor que {request}: los encabezados son parte de la solicitud.',
    en: '{headers} cannot be larger than {request}: the headers are part of the request.',
  },
  configRedisWithoutDatabase: {
    es: '{redis} necesita {database}: varias instancias comparten el registro en PostgreSQL.',
    en: '{redis} needs {database}: several instances share the registry in PostgreSQL.',
  },
  configBadInstanceId: {
    es: '{source}: de 1 a 128 caracteres ASCII visibles.',
    en: '{source}: 1 to 128 visible ASCII characters.',
  },
  configBadTrustProxy: {
    es: '{source}: use un número de saltos (1–100) o direcciones/CIDR separados por comas (se recibió "{value}").',
    en: '{source}: use a hop count (1–100) or comma-separated addresses/CIDRs (got "{value}").',
  },
  configBadString: {
    es: '{source}: debe ser un texto no vacío.',
    en: '{source}: must be a non-empty string.',
  },
  configBadLogLevel: {
    es: '{source}: nivel de log desconocido "{value}"; use uno de: {known}.',
    en: '{source}: unknown log level "{value}"; use one of: {known}.',
  },
  configBadLang: {
    es: '{source}: idioma desconocido "{value}"; use es o en.',
    en: '{source}: unknown language "{value}"; use es or en.',
  },
  configMissingTokens: {
    es: 'Falta {name}: defina al menos un token (separados por comas).',
    en: '{name} is missing: set at least one token (comma-separated).',
  },
  configShortToken: {
    es: '{name}: el token n.º {index} tiene {length} caracteres; use al menos {min} (por ejemplo, `openssl rand -hex 24`).',
    en: '{name}: token #{index} has {length} characters; use at least {min} (for example `openssl rand -hex 24`).',
  },
  configBadToken: {
    es: '{name}: el token n.º {index} contiene espacios o caracteres no imprimibles.',
    en: '{name}: token #{index} contains whitespace or non-printable characters.',
  },
  configTokenOverlap: {
    es: 'Un mismo token aparece como token de runtime y de administración; deben ser distintos.',
    en: 'The same token appears as a runtime token and an admin token; they must differ.',
  },
  configMissingSecretKey: {
    es: 'Falta GATEWAY_SECRET_KEY: es la clave que cifra las credenciales guardadas (al menos {min} caracteres).',
    en: 'GATEWAY_SECRET_KEY is missing: it is the key that encrypts stored credentials (at least {min} characters).',
  },
  configShortSecretKey: {
    es: 'GATEWAY_SECRET_KEY tiene {length} caracteres; use al menos {min} (por ejemplo, `openssl rand -hex 32`).',
    en: 'GATEWAY_SECRET_KEY has {length} characters; use at least {min} (for example `openssl rand -hex 32`).',
  },

  // HTTP API errors (bodies `{ error: { code, message } }`).
  startupCredentials: {
    es: 'Las credenciales guardadas no se pueden abrir con este GATEWAY_SECRET_KEY ({detail}); arranque con la clave con que se sellaron, o registre de nuevo los servidores.',
    en: 'The stored credentials cannot be opened with this GATEWAY_SECRET_KEY ({detail}); start with the key they were sealed with, or register the servers again.',
  },
  startupRegistry: {
    es: 'No se puede usar el registro en {dataDir}: {detail}. Revise que el archivo sea una base SQLite del gateway y que se pueda escribir.',
    en: 'The registry in {dataDir} cannot be used: {detail}. Check that the file is a gateway SQLite database and that it can be written.',
  },
  startupDatabase: {
    es: 'No se puede usar el registro en PostgreSQL ({host}): {detail}. Revise GATEWAY_DATABASE_URL y que la base acepte conexiones.',
    en: 'The PostgreSQL registry ({host}) cannot be used: {detail}. Check GATEWAY_DATABASE_URL and that the database accepts connections.',
  },
  startupRedis: {
    es: 'No se puede usar Redis ({host}): {detail}. Revise GATEWAY_REDIS_URL y que Redis acepte conexiones.',
    en: 'Redis ({host}) cannot be used: {detail}. Check GATEWAY_REDIS_URL and that Redis accepts connections.',
  },
  startupListen: {
    es: 'No se puede escuchar en {host}:{port}: {detail}.',
    en: 'Cannot listen on {host}:{port}: {detail}.',
  },
  authMissing: {
    es: 'Falta la cabecera Authorization: envíe `Authorization: Bearer <token>`.',
    en: 'The Authorization header is missing: send `Authorization: Bearer <token>`.',
  },
  authInvalid: {
    es: 'El token no es válido para este gateway.',
    en: 'The token is not valid for this gateway.',
  },
  authNeedsAdmin: {
    es: 'Esta ruta es de administración: use un token de administración, no uno de runtime.',
    en: 'This is an administration route: use an admin token, not a runtime token.',
  },
  authNeedsRuntime: {
    es: 'Esta ruta es del runtime del agente: use un token de runtime, no uno de administración.',
    en: 'This is an agent-runtime route: use a runtime token, not an admin token.',
  },
  authNeedsPlatform: {
    es: 'Esta ruta es solo para administradores de la plataforma.',
    en: 'This route is for platform administrators only.',
  },
  authThrottled: {
    es: 'Demasiados intentos de autenticación fallidos desde esta dirección: espere {seconds} s.',
    en: 'Too many failed authentication attempts from this address: wait {seconds} s.',
  },
  authUnavailable: {
    es: 'No se puede verificar la credencial en este momento (registro no disponible); reintente.',
    en: 'The credential cannot be verified right now (registry unavailable); retry.',
  },
  companyForbidden: {
    es: 'Esta credencial no puede actuar por la empresa "{company}".',
    en: 'This credential may not act for company "{company}".',
  },
  tenantCreateForbidden: {
    es: 'Solo un administrador de la plataforma puede crear empresas ("{company}" no existe).',
    en: 'Only a platform administrator can create companies ("{company}" does not exist).',
  },
  keyScopeForbidden: {
    es: 'Esta credencial no puede crear esa llave: un administrador de empresa crea llaves de runtime o de administrador de empresa solo para sus empresas.',
    en: 'This credential may not create that key: a tenant admin creates runtime or tenant-admin keys for its own companies only.',
  },
  keyRequestInvalid: {
    es: 'Solicitud de llave no válida (campo "{field}"): {detail}.',
    en: 'Invalid key request (field "{field}"): {detail}.',
  },
  keyNotFound: {
    es: 'No existe la llave "{keyId}" entre las que esta credencial administra.',
    en: 'There is no key "{keyId}" among those this credential manages.',
  },
  mcpBatchTooLarge: {
    es: 'Un lote JSON-RPC de {count} mensajes supera el límite de {limit} por empresa; envíe lotes más pequeños o un mensaje por petición.',
    en: 'A JSON-RPC batch of {count} messages exceeds the per-company limit of {limit}; send smaller batches or one message per request.',
  },
  validationRequired: {
    es: 'Falta el campo obligatorio "{field}".',
    en: 'The required field "{field}" is missing.',
  },
  validationType: {
    es: 'El campo "{field}" debe ser de tipo {type}.',
    en: 'The field "{field}" must be of type {type}.',
  },
  validationEnum: {
    es: 'El campo "{field}" debe ser uno de: {allowed}.',
    en: 'The field "{field}" must be one of: {allowed}.',
  },
  validationAdditional: {
    es: 'El campo "{field}" no se admite aquí; quítelo.',
    en: 'The field "{field}" is not accepted here; remove it.',
  },
  validationMaxLength: {
    es: 'El campo "{field}" admite como máximo {limit} caracteres.',
    en: 'The field "{field}" accepts at most {limit} characters.',
  },
  validationMinLength: {
    es: 'El campo "{field}" debe tener al menos {limit} caracteres.',
    en: 'The field "{field}" must have at least {limit} characters.',
  },
  validationPattern: {
    es: 'El campo "{field}" no tiene el formato esperado ({pattern}).',
    en: 'The field "{field}" does not have the expected format ({pattern}).',
  },
  validationOther: {
    es: 'El campo "{field}" no es válido: {detail}.',
    en: 'The field "{field}" is not valid: {detail}.',
  },
  rateLimited: {
    es: 'Demasiadas solicitudes para la empresa {company}: espere {seconds} s y vuelva a intentarlo.',
    en: 'Too many requests for company {company}: wait {seconds} s and try again.',
  },
  bodyTooLarge: {
    es: 'El cuerpo de la petición supera el límite de {limit} bytes; envíe menos datos.',
    en: 'The request body exceeds the {limit}-byte limit; send less data.',
  },
  bodyNotJson: {
    es: 'El cuerpo no es JSON válido; revise la sintaxis.',
    en: 'The body is not valid JSON; check its syntax.',
  },
  bodyEmpty: {
    es: 'El cuerpo está vacío; envíe un objeto JSON.',
    en: 'The body is empty; send a JSON object.',
  },
  bodyTooDeep: {
    es: 'El cuerpo anida más de {max} niveles de listas u objetos; aplánelo.',
    en: 'The body nests more than {max} levels of arrays or objects; flatten it.',
  },
  bodyTooManyElements: {
    es: 'El cuerpo tiene más de {max} elementos y claves; envíe menos datos.',
    en: 'The body has more than {max} elements and keys; send less data.',
  },
  bodyForbiddenKey: {
    es: 'La clave "{key}" no se admite en el cuerpo (campo "{field}"); quítela.',
    en: 'The key "{key}" is not accepted in the body (field "{field}"); remove it.',
  },
  clientError: {
    es: 'Petición HTTP mal formada ({reason}); revise las cabeceras y Content-Length.',
    en: 'Malformed HTTP request ({reason}); check the headers and Content-Length.',
  },
  bodyMediaType: {
    es: 'Tipo de contenido no admitido; envíe `Content-Type: application/json`.',
    en: 'Unsupported content type; send `Content-Type: application/json`.',
  },
  routeNotFound: {
    es: 'No existe la ruta {method} {url}. Rutas disponibles: /v1/catalog, /v1/call, /v1/tenants, /healthz, /metrics.',
    en: 'There is no route {method} {url}. Available routes: /v1/catalog, /v1/call, /v1/tenants, /healthz, /metrics.',
  },
  unknownCompany: {
    es: 'La empresa "{company}" no está registrada; créela con POST /v1/tenants.',
    en: 'Company "{company}" is not registered; create it with POST /v1/tenants.',
  },
  badCursor: {
    es: 'El cursor no es válido; use el `next` de la página anterior tal cual.',
    en: "The cursor is not valid; pass the previous page's `next` as it is.",
  },
  badWindow: {
    es: 'El periodo no es válido: `from` debe ser anterior a `to` y abarcar como mucho {maxDays} días.',
    en: 'The period is not valid: `from` must come before `to` and span at most {maxDays} days.',
  },
  unknownServer: {
    es: 'El servidor "{serverId}" no existe; liste los de una empresa con GET /v1/tenants/<empresa>/servers.',
    en: 'Server "{serverId}" does not exist; list a company\'s servers with GET /v1/tenants/<company>/servers.',
  },
  tenantExists: {
    es: 'La empresa "{company}" ya está registrada.',
    en: 'Company "{company}" is already registered.',
  },
  // The MCP endpoint's invalid-params errors: each names the `_meta` key and the query parameter.
  mcpContextRequired: {
    es: 'Falta `{key}` en `_meta` (o el parámetro `{param}` de la URL): el contexto de la conversación lo requiere.',
    en: '`{key}` is missing from `_meta` (or the URL query parameter `{param}`): the conversation context requires it.',
  },
  mcpContextNotString: {
    es: '`{key}` (`_meta`) o `{param}` (parámetro de la URL) debe ser un texto.',
    en: '`{key}` (`_meta`) or `{param}` (URL query parameter) must be a string.',
  },
  mcpContextNotStringOrNull: {
    es: '`{key}` (`_meta`) o `{param}` (parámetro de la URL) debe ser un texto o null.',
    en: '`{key}` (`_meta`) or `{param}` (URL query parameter) must be a string or null.',
  },
  mcpContextOtherCompany: {
    es: '`{key}` (`_meta`) o `{param}` (parámetro de la URL) debe ser {company}, la empresa de este endpoint.',
    en: "`{key}` (`_meta`) or `{param}` (URL query parameter) must be {company}, this endpoint's company.",
  },
  mcpContextInvalid: {
    es: 'Valor no válido en `{key}` (`_meta`) o `{param}` (parámetro de la URL): {detail}',
    en: 'Invalid value in `{key}` (`_meta`) or `{param}` (URL query parameter): {detail}',
  },
  mcpListenLimit: {
    es: 'Se alcanzó el límite de {limit} suscripciones (subscriptions/listen) abiertas {scope}; cierre una o vuelva a intentarlo más tarde.',
    en: 'The limit of {limit} open subscriptions (subscriptions/listen) {scope} is reached; close one or try again later.',
  },
  mcpListenScopeCompany: {
    es: 'para la empresa {company} en esta instancia',
    en: 'for company {company} on this instance',
  },
  mcpListenScopeInstance: {
    es: 'en esta instancia del gateway',
    en: 'on this gateway instance',
  },
  mcpUnavailable: {
    es: 'El gateway no puede atender la petición en este momento ({code}).',
    en: 'The gateway cannot serve the request right now ({code}).',
  },
  invalidInput: {
    es: 'Petición rechazada por el gateway (campo "{field}"): {detail}',
    en: 'Request refused by the gateway (field "{field}"): {detail}',
  },
  urlRefused: {
    es: 'La URL del servidor fue rechazada: {detail}. Use HTTPS hacia una dirección pública; en desarrollo, GATEWAY_DEV_MODE=1 admite http:// y loopback.',
    en: 'The server URL was refused: {detail}. Use HTTPS to a public address; in development GATEWAY_DEV_MODE=1 allows http:// and loopback.',
  },
  credentialRefused: {
    es: 'El servidor rechazó la credencial dada (HTTP {httpStatus}): quedó registrado sin certificar y nada suyo se expone. Reemplace la credencial en la página del servidor; se certificará de nuevo.',
    en: "The server refused the given credential (HTTP {httpStatus}): it is registered uncertified and nothing of it is exposed. Replace the credential on the server's page; it will be certified again.",
  },
  invalidTestData: {
    es: 'Los datos de prueba no sirven: {detail}. Se esperan herramienta → lista de 1 a 20 objetos de argumentos.',
    en: 'The test data cannot be used: {detail}. Expected tool → list of 1 to 20 argument objects.',
  },
  noCertification: {
    es: 'El servidor "{serverId}" aún no tiene certificación; ejecute POST /v1/servers/{serverId}/certify.',
    en: 'Server "{serverId}" has no certification yet; run POST /v1/servers/{serverId}/certify.',
  },
  shuttingDown: {
    es: 'El gateway se está apagando; reintente en otra instancia.',
    en: 'The gateway is shutting down; retry on another instance.',
  },
  internal: {
    es: 'Error interno del gateway; la referencia para soporte es {requestId}.',
    en: 'Internal gateway error; the reference for support is {requestId}.',
  },
});

export type ServiceMessageId = keyof typeof SERVICE_MESSAGES;
