import { indent, style } from './term.js';
import { apiClient } from './api-client.js';

/**
 * The scripted conversation of `npm run demo`, against a gateway URL with a runtime token. Returns
 * what it observed so a test can check the demo tells the truth.
 */
interface Outcome {
  outcome: string;
  text: string;
  structured?: Record<string, unknown>;
  errorType?: string;
  truncated: boolean;
  requestId: string;
  latencyMs: number;
  attempts: number;
}
interface Catalog {
  tools: { name: string }[];
  verbsText: string;
  requestId: string;
}

type Channel = 'chat' | 'voice';
type Level = 'read' | 'write' | 'admin';

export interface DemoReport {
  sameRadicado: boolean;
  radicado: unknown;
  truncated: boolean;
  outcomes: Record<string, string>;
}

export async function runDemo(
  gatewayUrl: string,
  runtimeToken: string,
  write: (line: string) => void = (line) => void process.stdout.write(`${line}\n`),
): Promise<DemoReport> {
  const log = (line = ''): void => write(line);
  const outcomes: Record<string, string> = {};
  const api = apiClient(gatewayUrl, runtimeToken);
  const runId = Date.now().toString(36);

  const context = (conversationId: string, channel: Channel, scenario: string, agentLevel: Level) => ({
    company: 'demo',
    conversationId,
    channel,
    scenario,
    agentLevel,
  });

  async function catalog(ctx: ReturnType<typeof context>): Promise<Catalog> {
    const r = await api.post<Catalog>('/v1/catalog', { context: ctx });
    if (r.status !== 200) throw new Error(`catalog ${r.status}: ${JSON.stringify(r.body)}`);
    const names = r.body.tools.map((t) => t.name.replace(/^ext__demo__/, ''));
    log(
      `  ${style.dim('catálogo')} ${style.magenta(`${ctx.channel}/${ctx.scenario}/${ctx.agentLevel}`)}: ` +
        (names.length > 0 ? names.map((n) => style.cyan(n)).join(', ') : style.dim('(ninguna herramienta)')),
    );
    if (r.body.verbsText) log(`  ${style.dim('texto para el modelo:')} "${r.body.verbsText}"`);
    return r.body;
  }

  async function call(
    ctx: ReturnType<typeof context>,
    tool: string,
    args: Record<string, unknown>,
  ): Promise<Outcome> {
    const r = await api.post<Outcome>('/v1/call', {
      context: ctx,
      name: `ext__demo__${tool}`,
      arguments: args,
    });
    if (r.status !== 200) throw new Error(`call ${r.status}: ${JSON.stringify(r.body)}`);
    const o = r.body;
    outcomes[tool] = o.outcome;
    const colour = o.outcome === 'ok' ? style.green : o.outcome === 'tool_error' ? style.yellow : style.red;
    log(
      `  ${style.dim('llamada')} ${style.cyan(tool)} → ${colour(o.outcome)}` +
        style.dim(
          ` · ${o.latencyMs.toFixed(1)} ms · intentos ${o.attempts} · ${o.requestId}${o.truncated ? ' · RECORTADO' : ''}`,
        ),
    );
    return o;
  }

  const quote = (text: string, max = 600): string => {
    const shown =
      text.length > max
        ? `${text.slice(0, max)}${style.dim(` … (${text.length - max} caracteres más)`)}`
        : text;
    return indent(shown, `    ${style.dim('│')} `);
  };

  log('');
  log(style.bold(`Demo de asixto-gateway contra ${gatewayUrl}`));

  // ---- Conversation 1: chat -----------------------------------------------------------------
  const chat = `cnv_demo_chat_${runId}`;
  log('');
  log(style.bold(`1. Chat (${chat}): la clienta escribe por WhatsApp`));
  log(style.dim('  Cliente: «Hola, soy Ana Restrepo, mi cédula es 1032456789. No me funciona el internet.»'));
  const general = context(chat, 'chat', 'general', 'write');
  await catalog(general);
  const who = await call(general, 'consultar_cliente', { documento: 'CC1032456789' });
  log(quote(who.text));

  log('');
  log(style.bold('2. El agente pasa al escenario «soporte» y abre un caso'));
  const soporte = context(chat, 'chat', 'soporte', 'write');
  await catalog(soporte);
  const caseArgs = {
    documento: 'CC1032456789',
    tipo: 'falla',
    descripcion: 'Sin servicio de internet desde esta mañana; el módem tiene la luz roja.',
  };
  const first = await call(soporte, 'abrir_caso_soporte', caseArgs);
  log(quote(first.text));
  log(style.dim('  El modelo repite la misma llamada en el mismo turno (pasa a menudo):'));
  const again = await call(soporte, 'abrir_caso_soporte', caseArgs);
  log(quote(again.text));
  const radicado = (o: Outcome): unknown => o.structured?.radicado;
  const sameRadicado = radicado(first) !== undefined && radicado(first) === radicado(again);
  if (sameRadicado) {
    log(
      `  ${style.green('✓')} misma clave de idempotencia ⇒ mismo radicado ${style.bold(String(radicado(first)))}, un solo caso`,
    );
  } else {
    log(`  ${style.red('✗')} radicados distintos: ${String(radicado(first))} / ${String(radicado(again))}`);
  }

  log('');
  log(style.bold('3. Escenario «consulta_estado»: una respuesta demasiado larga'));
  const estado = context(chat, 'chat', 'consulta_estado', 'read');
  await catalog(estado);
  const history = await call(estado, 'consultar_historial_cliente', { documento: 'CC1032456789' });
  log(
    `  ${history.truncated ? style.yellow('recortado') : 'sin recorte'}: el modelo recibe ${history.text.length} caracteres (límite 3.000); el final:`,
  );
  log(quote(`…${history.text.slice(-160)}`));

  log('');
  log(style.bold('4. Escenario «cancelacion»: la acción destructiva es solo para agentes admin'));
  await catalog(context(chat, 'chat', 'cancelacion', 'write'));
  await catalog(context(chat, 'chat', 'cancelacion', 'admin'));

  // ---- Conversation 2: voice ----------------------------------------------------------------
  const voice = `cnv_demo_voz_${runId}`;
  log('');
  log(style.bold(`5. Llamada telefónica (${voice}): el mismo catálogo, canal voz`));
  log(
    style.dim(
      '  Cliente: «Buenas, habla Jorge Salazar, cédula 8891234567. Quiero saber cómo está mi cuenta.»',
    ),
  );
  const voz = context(voice, 'voice', 'general', 'read');
  await catalog(voz);
  const jorge = await call(voz, 'consultar_cliente', { documento: 'CC8891234567' });
  log(quote(jorge.text));
  log(style.dim('  (en voz el texto llega sin URLs ni formato; es lo que se lee en voz alta)'));
  const missing = await call(voz, 'consultar_cliente', { documento: 'CC0000000001' });
  log(quote(missing.text));

  log('');
  log(style.bold('6. Una herramienta que no existe: el gateway la rechaza sin llamar a nadie'));
  const rejected = await call(voz, 'borrar_todo', {});
  log(quote(rejected.text));
  outcomes.borrar_todo = rejected.outcome;
  log('');
  return { sameRadicado, radicado: radicado(first), truncated: history.truncated, outcomes };
}
