import { defineMessages } from './message-catalog.js';

/** User-facing messages of @asixto/certify (es default, en available). */
export const CERTIFY_MESSAGES = defineMessages({
  // Why a check was skipped.
  skipNoToken: {
    es: 'Autenticación no verificada: no se dio un token (--token)',
    en: 'Authentication not verified: no token was given (--token)',
  },
  skipNoWrites: {
    es: 'Idempotencia no verificada: ejecute con --allow-writes contra un entorno de pruebas',
    en: 'Idempotency not verified: run with --allow-writes against a test environment',
  },
  skipNoWriteTools: {
    es: 'Idempotencia no verificada: ninguna herramienta de escritura pudo ejecutarse con éxito',
    en: 'Idempotency not verified: no write tool could be run successfully',
  },
  skipWriteTool: {
    es: 'Llamadas a `{tool}` omitidas: escribe y no se dio --allow-writes',
    en: 'Calls to `{tool}` skipped: it writes and --allow-writes was not given',
  },
  skipAdminTool: {
    es: 'Llamadas a `{tool}` omitidas: es destructiva o no declara anotaciones (nivel admin)',
    en: 'Calls to `{tool}` skipped: it is destructive or declares no annotations (admin level)',
  },
  skipNoArguments: {
    es: 'Llamadas a `{tool}` omitidas: no se pudo sintetizar un valor para `{param}`',
    en: 'Calls to `{tool}` skipped: no value could be synthesized for `{param}`',
  },
  skipNominalError: {
    es: 'La llamada de prueba a `{tool}` devolvió un error de negocio ({type}): no se vio una respuesta exitosa (`outputSchema`, fechas, tamaño). Dé datos de prueba con --fixtures ARCHIVO (o `examples` en el `inputSchema`)',
    en: 'The test call to `{tool}` returned a business error ({type}): no successful answer was seen (`outputSchema`, dates, size). Give test data with --fixtures FILE (or `examples` in the `inputSchema`)',
  },
  // A fixtures file (--fixtures) that cannot be used.
  fixturesNotObject: {
    es: 'se esperaba un objeto: nombre de herramienta → lista de objetos de argumentos',
    en: 'expected an object: tool name → list of argument objects',
  },
  fixturesNotList: {
    es: '{tool}: se esperaba una lista no vacía de objetos de argumentos',
    en: '{tool}: expected a non-empty list of argument objects',
  },
  fixturesTooMany: {
    es: '{tool}: {count} objetos de argumentos (máximo {max})',
    en: '{tool}: {count} argument objects (at most {max})',
  },
  fixturesNotArguments: {
    es: '{tool}[{index}]: se esperaba un objeto de argumentos',
    en: '{tool}[{index}]: expected an object of arguments',
  },
  fixturesUnknownTool: {
    es: '{tool} no es una herramienta de este servidor (lista: {known})',
    en: '{tool} is not a tool of this server (it lists: {known})',
  },
  fixturesInvalidArguments: {
    es: '{tool}[{index}] no cumple el `inputSchema`: {errors}',
    en: '{tool}[{index}] breaks the `inputSchema`: {errors}',
  },
  skipWriteFailed: {
    es: 'Idempotencia de `{tool}` no verificada: la primera llamada no tuvo éxito ({detail})',
    en: 'Idempotency of `{tool}` not verified: the first call did not succeed ({detail})',
  },
  skipNotModern: {
    es: 'Llamadas no verificadas: el servidor no habla la revisión 2026-07-28 (de un servidor legado solo se revisan la autenticación y las definiciones)',
    en: 'Calls not verified: the server does not speak revision 2026-07-28 (for a legacy server only authentication and the definitions are checked)',
  },
  skipFatal: {
    es: 'Nada más se verificó: la certificación no pudo continuar',
    en: 'Nothing else was verified: the certification could not go on',
  },
  // Why the certification could not run (exit 2), by error code.
  fatalInvalidUrl: { es: 'URL inválida: {detail}', en: 'Invalid URL: {detail}' },
  fatalUnreachable: {
    es: 'No se pudo conectar con el servidor: {detail}',
    en: 'Could not connect to the server: {detail}',
  },
  fatalTls: {
    es: 'Falló TLS: el certificado no es válido para este endpoint ({detail})',
    en: 'TLS failed: the certificate is not valid for this endpoint ({detail})',
  },
  fatalTimeout: {
    es: 'El servidor no respondió a tiempo: {detail}',
    en: 'The server did not answer in time: {detail}',
  },
  fatalTooLarge: {
    es: 'La respuesta es demasiado grande: {detail}',
    en: 'The response is too large: {detail}',
  },
  fatalNetwork: { es: 'Falla de red: {detail}', en: 'Network failure: {detail}' },
  fatalNotMcp: {
    es: 'No es un endpoint MCP: revise que la URL sea la del endpoint MCP del servidor ({detail})',
    en: "Not an MCP endpoint: check that the URL is the server's MCP endpoint ({detail})",
  },
  fatalInvalidJson: {
    es: 'La respuesta no es JSON válido: {detail}',
    en: 'The response is not valid JSON: {detail}',
  },
  fatalAuthRequired: {
    es: 'El servidor exige credencial: repita con --token ({detail})',
    en: 'The server requires a credential: retry with --token ({detail})',
  },
  fatalTokenRejected: {
    es: 'El servidor rechazó el token dado: revise --token o ASIXTO_CERTIFY_TOKEN ({detail})',
    en: 'The server rejected the given token: check --token or ASIXTO_CERTIFY_TOKEN ({detail})',
  },
  fatalFixtures: {
    es: 'Los datos de prueba (--fixtures) no sirven: {detail}',
    en: 'The test data (--fixtures) cannot be used: {detail}',
  },
  fatalInternal: {
    es: 'Error interno del certificador: {detail}',
    en: 'Internal error of the certifier: {detail}',
  },
  // The same advice for an operator in the admin console, which has no flags (see CONSOLE_ADVICE).
  skipNoTokenConsole: {
    es: 'Autenticación no verificada: el servidor no tiene credencial (dé su token en la página del servidor)',
    en: "Authentication not verified: the server has no credential (give its token on the server's page)",
  },
  skipNoWritesConsole: {
    es: 'Idempotencia no verificada: marque el servidor como entorno de pruebas en su página para que la certificación ejecute las escrituras',
    en: 'Idempotency not verified: mark the server as a test environment on its page so the certification runs its writes',
  },
  skipWriteToolConsole: {
    es: 'Llamadas a `{tool}` omitidas: escribe y el servidor no está marcado como entorno de pruebas (márquelo en su página)',
    en: "Calls to `{tool}` skipped: it writes and the server is not marked as a test environment (mark it on the server's page)",
  },
  skipNominalErrorConsole: {
    es: 'La llamada de prueba a `{tool}` devolvió un error de negocio ({type}): no se vio una respuesta exitosa (`outputSchema`, fechas, tamaño). Cargue datos de prueba en la página del servidor (o `examples` en el `inputSchema`)',
    en: "The test call to `{tool}` returned a business error ({type}): no successful answer was seen (`outputSchema`, dates, size). Upload test data on the server's page (or `examples` in the `inputSchema`)",
  },
  fatalAuthRequiredConsole: {
    es: 'El servidor exige credencial: dé su token en la página del servidor ({detail})',
    en: "The server requires a credential: give its token on the server's page ({detail})",
  },
  fatalTokenRejectedConsole: {
    es: 'El servidor rechazó la credencial: reemplácela en la página del servidor ({detail})',
    en: "The server refused the credential: replace it on the server's page ({detail})",
  },
  fatalFixturesConsole: {
    es: 'Los datos de prueba del servidor no sirven: corríjalos en la página del servidor ({detail})',
    en: "The server's test data cannot be used: correct it on the server's page ({detail})",
  },
  // Terminal report.
  sectionServer: { es: 'Servidor', en: 'Server' },
  sectionCatalog: { es: 'Catálogo', en: 'Catalog' },
  sectionTool: { es: 'Herramienta {tool}', en: 'Tool {tool}' },
  sectionSkipped: { es: 'Omitido', en: 'Skipped' },
  pageRef: { es: 'página {page}', en: 'page {page}' },
  heuristicMark: { es: 'heurística, revisar', en: 'heuristic, review' },
  noteDateProbe: {
    es: 'Nota: el certificador pide a propósito una zona horaria inusual ({timezone}, {offset}) para detectar offsets fijos; las fechas deben llevar el offset de `com.asixto/timezone`, no el de su servidor',
    en: "Note: the certifier asks for an unusual time zone on purpose ({timezone}, {offset}), to catch fixed offsets; dates must carry the offset of `com.asixto/timezone`, not your server's",
  },
  verdictPass: { es: 'CERTIFICADO: nada bloquea', en: 'CERTIFIED: nothing blocks' },
  verdictFail: {
    es: 'NO CERTIFICADO: {blocking} hallazgo(s) bloqueante(s)',
    en: 'NOT CERTIFIED: {blocking} blocking finding(s)',
  },
  verdictFatal: { es: 'NO SE PUDO CERTIFICAR (código {code})', en: 'COULD NOT CERTIFY (code {code})' },
  eraLine: { es: 'Era del protocolo: {era}', en: 'Protocol era: {era}' },
  eraModern: { es: 'moderna (2026-07-28)', en: 'modern (2026-07-28)' },
  eraLegacy: { es: 'heredada (2025, sin server/discover)', en: 'legacy (2025, no server/discover)' },
  eraUnknown: { es: 'desconocida', en: 'unknown' },
  idempotencyLine: { es: 'Idempotencia: {state}', en: 'Idempotency: {state}' },
  idempotencyVerified: { es: 'verificada', en: 'verified' },
  idempotencyNotVerified: { es: 'no verificada', en: 'not verified' },
  idempotencyFailed: { es: 'falló', en: 'failed' },
  countLine: {
    es: '{passed} cumplen · {blocking} bloquean · {warnings} avisos · {skipped} omitidos · {duration} ms',
    en: '{passed} passed · {blocking} blocking · {warnings} warnings · {skipped} skipped · {duration} ms',
  },
  reportTitle: { es: 'Certificación de {url}', en: 'Certification of {url}' },
  // CLI.
  cliUsageError: { es: 'Uso incorrecto: {detail}. Vea --help', en: 'Wrong usage: {detail}. See --help' },
  cliRulesHeader: { es: 'Reglas del contrato ({count})', en: 'Contract rules ({count})' },
  cliRulesLegend: {
    es: 'Columnas: id, nivel (DEBE bloquea, DEBERÍA avisa), página del contrato, alcance, H = heurística (si falla es un aviso para revisar, no bloquea), título',
    en: 'Columns: id, level (DEBE blocks, DEBERÍA warns), contract page, scope, H = heuristic (a failure is a warning to review, it does not block), title',
  },
  cliUnknownOption: { es: 'opción desconocida {option}', en: 'unknown option {option}' },
  cliOptionNeedsValue: { es: 'la opción {option} necesita un valor', en: 'option {option} needs a value' },
  cliOptionTakesNoValue: {
    es: 'la opción {option} no admite un valor',
    en: 'option {option} takes no value',
  },
  cliMissingUrl: {
    es: 'falta la URL del servidor (por ejemplo https://herramientas.example.com/mcp)',
    en: 'the server URL is missing (e.g. https://tools.example.com/mcp)',
  },
  cliExtraArguments: {
    es: 'sobran argumentos: {args} (se certifica una URL a la vez)',
    en: 'unexpected arguments: {args} (one URL at a time)',
  },
  cliOauthIncomplete: {
    es: '--oauth-client-id necesita --oauth-client-secret o --oauth-private-key (uno solo), y no va con --token',
    en: '--oauth-client-id needs --oauth-client-secret or --oauth-private-key (just one), and does not go with --token',
  },
  cliOauthKeyUnreadable: {
    es: 'No se pudo leer la clave privada JWK de {file} ({detail})',
    en: 'Could not read the private JWK from {file} ({detail})',
  },
  cliWriteFailed: {
    es: 'No se pudo escribir el informe en {file} ({detail})',
    en: 'Could not write the report to {file} ({detail})',
  },
  cliHelp: {
    es: `asixto-certify: certifica un servidor de herramientas MCP contra el contrato de Asixto.

Uso:
  asixto-certify <url> [opciones]
  asixto-certify --rules [--lang es|en] [--format json]

Opciones:
  --token T              token bearer del servidor (o la variable ASIXTO_CERTIFY_TOKEN)
  --oauth-client-id ID   servidor detrás de OAuth: obtiene un token con client credentials
                         (o ASIXTO_CERTIFY_OAUTH_CLIENT_ID); el emisor se descubre del 401
  --oauth-client-secret S  secreto del cliente, client_secret_basic (o ASIXTO_CERTIFY_OAUTH_CLIENT_SECRET)
  --oauth-private-key ARCHIVO  clave privada JWK del cliente, private_key_jwt
                         (o ASIXTO_CERTIFY_OAUTH_PRIVATE_KEY)
  --oauth-scope S        scope del token (o ASIXTO_CERTIFY_OAUTH_SCOPE)
  --oauth-issuer URL     emisor conocido, sin descubrirlo (o ASIXTO_CERTIFY_OAUTH_ISSUER)
  --allow-writes         ejecuta las herramientas que escriben para verificar la idempotencia
                         (solo contra un entorno de pruebas)
  --fixtures ARCHIVO     datos de prueba (JSON o YAML: herramienta → lista de argumentos) para
                         llegar a la respuesta exitosa sin poner \`examples\` en el esquema
  --format F             terminal (por omisión) | json | junit | html
  --output ARCHIVO       escribe el informe en ARCHIVO en lugar de la salida estándar
  --lang es|en           idioma del informe (español por omisión)
  --timeout MS           espera máxima por petición, en milisegundos (10000 por omisión)
  --rules                lista el catálogo de reglas
  -h, --help             esta ayuda

Salida: 0 nada bloquea · 1 hay hallazgos bloqueantes · 2 no se pudo certificar.
`,
    en: `asixto-certify: certifies an MCP tool server against the Asixto contract.

Usage:
  asixto-certify <url> [options]
  asixto-certify --rules [--lang es|en] [--format json]

Options:
  --token T              the server's bearer token (or the ASIXTO_CERTIFY_TOKEN variable)
  --oauth-client-id ID   server behind OAuth: get a token with client credentials
                         (or ASIXTO_CERTIFY_OAUTH_CLIENT_ID); the issuer is found from the 401
  --oauth-client-secret S  the client's secret, client_secret_basic (or ASIXTO_CERTIFY_OAUTH_CLIENT_SECRET)
  --oauth-private-key FILE  the client's private JWK, private_key_jwt
                         (or ASIXTO_CERTIFY_OAUTH_PRIVATE_KEY)
  --oauth-scope S        the token's scope (or ASIXTO_CERTIFY_OAUTH_SCOPE)
  --oauth-issuer URL     a known issuer, not discovered (or ASIXTO_CERTIFY_OAUTH_ISSUER)
  --allow-writes         run the tools that write, to verify idempotency
                         (only against a test environment)
  --fixtures FILE        test data (JSON or YAML: tool → list of arguments) to reach the
                         successful answer without \`examples\` in the schema
  --format F             terminal (default) | json | junit | html
  --output FILE          write the report to FILE instead of standard output
  --lang es|en           report language (Spanish by default)
  --timeout MS           per-request timeout in milliseconds (10000 by default)
  --rules                list the rule catalog
  -h, --help             this help

Exit: 0 nothing blocks · 1 blocking findings · 2 could not certify.
`,
  },
  cliWrote: { es: 'Informe escrito en {file}', en: 'Report written to {file}' },
});

/** Who reads a certification's words: the CLI's user (flags) or an operator in the admin console. */
export type MessageAudience = 'cli' | 'console';

/**
 * The messages that advise a CLI flag, and the console's wording of each: the console has pages
 * (credential, test data, test environment), not `--token`, `--fixtures` or `--allow-writes`.
 */
export const CONSOLE_ADVICE = {
  skipNoToken: 'skipNoTokenConsole',
  skipNoWrites: 'skipNoWritesConsole',
  skipWriteTool: 'skipWriteToolConsole',
  skipNominalError: 'skipNominalErrorConsole',
  fatalAuthRequired: 'fatalAuthRequiredConsole',
  fatalTokenRejected: 'fatalTokenRejectedConsole',
  fatalFixtures: 'fatalFixturesConsole',
} as const satisfies Partial<Record<keyof typeof CERTIFY_MESSAGES, keyof typeof CERTIFY_MESSAGES>>;
