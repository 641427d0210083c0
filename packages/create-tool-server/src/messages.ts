/** What the command says, in Spanish (default) and English. */
export const CREATE_MESSAGES = {
  usage: {
    es: `Uso: npm create asixto-tool-server@latest <carpeta> [-- --lang en]

Crea en <carpeta> un servidor de herramientas MCP en TypeScript para los agentes de Asixto:
una herramienta de lectura, una de escritura con idempotencia, pruebas y la certificación lista.
`,
    en: `Usage: npm create asixto-tool-server@latest <folder> [-- --lang en]

Creates in <folder> a TypeScript MCP tool server for the Asixto agents: one read tool, one write
tool with idempotency, tests and certification set up.
`,
  },
  missingDir: { es: 'Falta la carpeta del proyecto.', en: 'The project folder is missing.' },
  unknownOption: { es: 'Opción desconocida: {option}.', en: 'Unknown option: {option}.' },
  extraArguments: { es: 'Sobran argumentos: {args}.', en: 'Unexpected arguments: {args}.' },
  notEmpty: {
    es: 'La carpeta {dir} ya existe y no está vacía: elija otra.',
    en: 'The folder {dir} exists and is not empty: choose another.',
  },
  invalidName: {
    es: '«{name}» no sirve como nombre de paquete npm (minúsculas, dígitos, «-», «.», «_»): use otra carpeta.',
    en: '"{name}" is not a valid npm package name (lower case, digits, "-", ".", "_"): use another folder.',
  },
  created: {
    es: `Listo: creé {name} en {dir}.

  cd {dir}
  npm install
  npm test
  npm run build && npm start        # sirve POST /mcp en el puerto de .env
  npm run certify                   # en otra terminal: certifica el servidor como lo hará el Gateway

README.md dice qué cambiar para poner sus propias herramientas.
`,
    en: `Done: created {name} in {dir}.

  cd {dir}
  npm install
  npm test
  npm run build && npm start        # serves POST /mcp on the port in .env
  npm run certify                   # in another terminal: certifies the server as the gateway will

README.md says what to change to put in your own tools.
`,
  },
} as const;

export type CreateMessageId = keyof typeof CREATE_MESSAGES;

/** A message in a language, with `{name}` placeholders filled. */
export function say(id: CreateMessageId, lang: 'es' | 'en', data: Record<string, string> = {}): string {
  return CREATE_MESSAGES[id][lang].replace(
    /\{(\w+)\}/g,
    (whole, key: string) => (Object.hasOwn(data, key) ? data[key] : undefined) ?? whole,
  );
}
