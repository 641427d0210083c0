/**
 * User-facing messages of the gateway HTTP service and its configuration loader (es default, en
 * available). Kept apart from GATEWAY_MESSAGES, which belongs to the runtime core.
 */
export declare const SERVICE_MESSAGES: {
    readonly configInvalid: {
        readonly es: "La configuración del gateway no es válida ({count} problema(s)):";
        readonly en: "The gateway configuration is not valid ({count} problem(s)):";
    };
    readonly configFileUnreadable: {
        readonly es: "No se pudo leer el archivo de configuración {path}: {reason}";
        readonly en: "Could not read the configuration file {path}: {reason}";
    };
    readonly configFileNotJson: {
        readonly es: "El archivo de configuración {path} no es JSON válido: {reason}";
        readonly en: "The configuration file {path} is not valid JSON: {reason}";
    };
    readonly configFileNotObject: {
        readonly es: "El archivo de configuración {path} debe contener un objeto JSON.";
        readonly en: "The configuration file {path} must hold a JSON object.";
    };
    readonly configUnknownKey: {
        readonly es: "Clave desconocida \"{key}\" en {path}; las admitidas son: {known}.";
        readonly en: "Unknown key \"{key}\" in {path}; accepted keys are: {known}.";
    };
    readonly configBadPort: {
        readonly es: "{source}: el puerto debe ser un entero entre 0 y 65535 (se recibió \"{value}\").";
        readonly en: "{source}: the port must be an integer between 0 and 65535 (got \"{value}\").";
    };
    readonly configBadInteger: {
        readonly es: "{source}: debe ser un entero entre {min} y {max} (se recibió \"{value}\").";
        readonly en: "{source}: must be an integer between {min} and {max} (got \"{value}\").";
    };
    readonly configBadBoolean: {
        readonly es: "{source}: use 1/0, true/false (se recibió \"{value}\").";
        readonly en: "{source}: use 1/0, true/false (got \"{value}\").";
    };
    readonly configBadEngineUrl: {
        readonly es: "{source}: debe ser una URL {schemes} con host.";
        readonly en: "{source}: must be a {schemes} URL with a host.";
    };
    readonly configRedisWithoutDatabase: {
        readonly es: "{redis} necesita {database}: varias instancias comparten el registro en PostgreSQL.";
        readonly en: "{redis} needs {database}: several instances share the registry in PostgreSQL.";
    };
    readonly configBadInstanceId: {
        readonly es: "{source}: de 1 a 128 caracteres ASCII visibles.";
        readonly en: "{source}: 1 to 128 visible ASCII characters.";
    };
    readonly configBadString: {
        readonly es: "{source}: debe ser un texto no vacío.";
        readonly en: "{source}: must be a non-empty string.";
    };
    readonly configBadLogLevel: {
        readonly es: "{source}: nivel de log desconocido \"{value}\"; use uno de: {known}.";
        readonly en: "{source}: unknown log level \"{value}\"; use one of: {known}.";
    };
    readonly configBadLang: {
        readonly es: "{source}: idioma desconocido \"{value}\"; use es o en.";
        readonly en: "{source}: unknown language \"{value}\"; use es or en.";
    };
    readonly configMissingTokens: {
        readonly es: "Falta {name}: defina al menos un token (separados por comas).";
        readonly en: "{name} is missing: set at least one token (comma-separated).";
    };
    readonly configShortToken: {
        readonly es: "{name}: el token n.º {index} tiene {length} caracteres; use al menos {min} (por ejemplo, `openssl rand -hex 24`).";
        readonly en: "{name}: token #{index} has {length} characters; use at least {min} (for example `openssl rand -hex 24`).";
    };
    readonly configBadToken: {
        readonly es: "{name}: el token n.º {index} contiene espacios o caracteres no imprimibles.";
        readonly en: "{name}: token #{index} contains whitespace or non-printable characters.";
    };
    readonly configTokenOverlap: {
        readonly es: "Un mismo token aparece como token de runtime y de administración; deben ser distintos.";
        readonly en: "The same token appears as a runtime token and an admin token; they must differ.";
    };
    readonly configMissingSecretKey: {
        readonly es: "Falta GATEWAY_SECRET_KEY: es la clave que cifra las credenciales guardadas (al menos {min} caracteres).";
        readonly en: "GATEWAY_SECRET_KEY is missing: it is the key that encrypts stored credentials (at least {min} characters).";
    };
    readonly configShortSecretKey: {
        readonly es: "GATEWAY_SECRET_KEY tiene {length} caracteres; use al menos {min} (por ejemplo, `openssl rand -hex 32`).";
        readonly en: "GATEWAY_SECRET_KEY has {length} characters; use at least {min} (for example `openssl rand -hex 32`).";
    };
    readonly startupCredentials: {
        readonly es: "Las credenciales guardadas no se pueden abrir con este GATEWAY_SECRET_KEY ({detail}); arranque con la clave con que se sellaron, o registre de nuevo los servidores.";
        readonly en: "The stored credentials cannot be opened with this GATEWAY_SECRET_KEY ({detail}); start with the key they were sealed with, or register the servers again.";
    };
    readonly startupRegistry: {
        readonly es: "No se puede usar el registro en {dataDir}: {detail}. Revise que el archivo sea una base SQLite del gateway y que se pueda escribir.";
        readonly en: "The registry in {dataDir} cannot be used: {detail}. Check that the file is a gateway SQLite database and that it can be written.";
    };
    readonly startupDatabase: {
        readonly es: "No se puede usar el registro en PostgreSQL ({host}): {detail}. Revise GATEWAY_DATABASE_URL y que la base acepte conexiones.";
        readonly en: "The PostgreSQL registry ({host}) cannot be used: {detail}. Check GATEWAY_DATABASE_URL and that the database accepts connections.";
    };
    readonly startupRedis: {
        readonly es: "No se puede usar Redis ({host}): {detail}. Revise GATEWAY_REDIS_URL y que Redis acepte conexiones.";
        readonly en: "Redis ({host}) cannot be used: {detail}. Check GATEWAY_REDIS_URL and that Redis accepts connections.";
    };
    readonly startupListen: {
        readonly es: "No se puede escuchar en {host}:{port}: {detail}.";
        readonly en: "Cannot listen on {host}:{port}: {detail}.";
    };
    readonly authMissing: {
        readonly es: "Falta la cabecera Authorization: envíe `Authorization: Bearer <token>`.";
        readonly en: "The Authorization header is missing: send `Authorization: Bearer <token>`.";
    };
    readonly authInvalid: {
        readonly es: "El token no es válido para este gateway.";
        readonly en: "The token is not valid for this gateway.";
    };
    readonly authNeedsAdmin: {
        readonly es: "Esta ruta es de administración: use un token de administración, no uno de runtime.";
        readonly en: "This is an administration route: use an admin token, not a runtime token.";
    };
    readonly authNeedsRuntime: {
        readonly es: "Esta ruta es del runtime del agente: use un token de runtime, no uno de administración.";
        readonly en: "This is an agent-runtime route: use a runtime token, not an admin token.";
    };
    readonly validationRequired: {
        readonly es: "Falta el campo obligatorio \"{field}\".";
        readonly en: "The required field \"{field}\" is missing.";
    };
    readonly validationType: {
        readonly es: "El campo \"{field}\" debe ser de tipo {type}.";
        readonly en: "The field \"{field}\" must be of type {type}.";
    };
    readonly validationEnum: {
        readonly es: "El campo \"{field}\" debe ser uno de: {allowed}.";
        readonly en: "The field \"{field}\" must be one of: {allowed}.";
    };
    readonly validationAdditional: {
        readonly es: "El campo \"{field}\" no se admite aquí; quítelo.";
        readonly en: "The field \"{field}\" is not accepted here; remove it.";
    };
    readonly validationMaxLength: {
        readonly es: "El campo \"{field}\" admite como máximo {limit} caracteres.";
        readonly en: "The field \"{field}\" accepts at most {limit} characters.";
    };
    readonly validationMinLength: {
        readonly es: "El campo \"{field}\" debe tener al menos {limit} caracteres.";
        readonly en: "The field \"{field}\" must have at least {limit} characters.";
    };
    readonly validationPattern: {
        readonly es: "El campo \"{field}\" no tiene el formato esperado ({pattern}).";
        readonly en: "The field \"{field}\" does not have the expected format ({pattern}).";
    };
    readonly validationOther: {
        readonly es: "El campo \"{field}\" no es válido: {detail}.";
        readonly en: "The field \"{field}\" is not valid: {detail}.";
    };
    readonly rateLimited: {
        readonly es: "Demasiadas solicitudes para la empresa {company}: espere {seconds} s y vuelva a intentarlo.";
        readonly en: "Too many requests for company {company}: wait {seconds} s and try again.";
    };
    readonly bodyTooLarge: {
        readonly es: "El cuerpo de la petición supera el límite de {limit} bytes; envíe menos datos.";
        readonly en: "The request body exceeds the {limit}-byte limit; send less data.";
    };
    readonly bodyNotJson: {
        readonly es: "El cuerpo no es JSON válido; revise la sintaxis.";
        readonly en: "The body is not valid JSON; check its syntax.";
    };
    readonly bodyEmpty: {
        readonly es: "El cuerpo está vacío; envíe un objeto JSON.";
        readonly en: "The body is empty; send a JSON object.";
    };
    readonly bodyForbiddenKey: {
        readonly es: "La clave \"{key}\" no se admite en el cuerpo (campo \"{field}\"); quítela.";
        readonly en: "The key \"{key}\" is not accepted in the body (field \"{field}\"); remove it.";
    };
    readonly clientError: {
        readonly es: "Petición HTTP mal formada ({reason}); revise las cabeceras y Content-Length.";
        readonly en: "Malformed HTTP request ({reason}); check the headers and Content-Length.";
    };
    readonly bodyMediaType: {
        readonly es: "Tipo de contenido no admitido; envíe `Content-Type: application/json`.";
        readonly en: "Unsupported content type; send `Content-Type: application/json`.";
    };
    readonly routeNotFound: {
        readonly es: "No existe la ruta {method} {url}. Rutas disponibles: /v1/catalog, /v1/call, /v1/tenants, /healthz, /metrics.";
        readonly en: "There is no route {method} {url}. Available routes: /v1/catalog, /v1/call, /v1/tenants, /healthz, /metrics.";
    };
    readonly unknownCompany: {
        readonly es: "La empresa \"{company}\" no está registrada; créela con POST /v1/tenants.";
        readonly en: "Company \"{company}\" is not registered; create it with POST /v1/tenants.";
    };
    readonly unknownServer: {
        readonly es: "El servidor \"{serverId}\" no existe; liste los de una empresa con GET /v1/tenants/<empresa>/servers.";
        readonly en: "Server \"{serverId}\" does not exist; list a company's servers with GET /v1/tenants/<company>/servers.";
    };
    readonly tenantExists: {
        readonly es: "La empresa \"{company}\" ya está registrada.";
        readonly en: "Company \"{company}\" is already registered.";
    };
    readonly mcpContextRequired: {
        readonly es: "Falta `{key}` en `_meta` (o el parámetro `{param}` de la URL): el contexto de la conversación lo requiere.";
        readonly en: "`{key}` is missing from `_meta` (or the URL query parameter `{param}`): the conversation context requires it.";
    };
    readonly mcpContextNotString: {
        readonly es: "`{key}` (`_meta`) o `{param}` (parámetro de la URL) debe ser un texto.";
        readonly en: "`{key}` (`_meta`) or `{param}` (URL query parameter) must be a string.";
    };
    readonly mcpContextNotStringOrNull: {
        readonly es: "`{key}` (`_meta`) o `{param}` (parámetro de la URL) debe ser un texto o null.";
        readonly en: "`{key}` (`_meta`) or `{param}` (URL query parameter) must be a string or null.";
    };
    readonly mcpContextOtherCompany: {
        readonly es: "`{key}` (`_meta`) o `{param}` (parámetro de la URL) debe ser {company}, la empresa de este endpoint.";
        readonly en: "`{key}` (`_meta`) or `{param}` (URL query parameter) must be {company}, this endpoint's company.";
    };
    readonly mcpContextInvalid: {
        readonly es: "Valor no válido en `{key}` (`_meta`) o `{param}` (parámetro de la URL): {detail}";
        readonly en: "Invalid value in `{key}` (`_meta`) or `{param}` (URL query parameter): {detail}";
    };
    readonly mcpUnavailable: {
        readonly es: "El gateway no puede atender la petición en este momento ({code}).";
        readonly en: "The gateway cannot serve the request right now ({code}).";
    };
    readonly invalidInput: {
        readonly es: "Petición rechazada por el gateway (campo \"{field}\"): {detail}";
        readonly en: "Request refused by the gateway (field \"{field}\"): {detail}";
    };
    readonly urlRefused: {
        readonly es: "La URL del servidor fue rechazada: {detail}. Use HTTPS hacia una dirección pública; en desarrollo, GATEWAY_DEV_MODE=1 admite http:// y loopback.";
        readonly en: "The server URL was refused: {detail}. Use HTTPS to a public address; in development GATEWAY_DEV_MODE=1 allows http:// and loopback.";
    };
    readonly noCertification: {
        readonly es: "El servidor \"{serverId}\" aún no tiene certificación; ejecute POST /v1/servers/{serverId}/certify.";
        readonly en: "Server \"{serverId}\" has no certification yet; run POST /v1/servers/{serverId}/certify.";
    };
    readonly shuttingDown: {
        readonly es: "El gateway se está apagando; reintente en otra instancia.";
        readonly en: "The gateway is shutting down; retry on another instance.";
    };
    readonly internal: {
        readonly es: "Error interno del gateway; la referencia para soporte es {requestId}.";
        readonly en: "Internal gateway error; the reference for support is {requestId}.";
    };
};
export type ServiceMessageId = keyof typeof SERVICE_MESSAGES;
//# sourceMappingURL=service-messages.d.ts.map