import { createToolServer, defineTool, isoWithOffset, ok } from '@asixto/toolkit';
import type { ToolkitLogger, ToolServer } from '@asixto/toolkit';
import { z } from 'zod';

/**
 * A second, deliberately verbose tenant server for the demo: its one tool answers with a client's
 * whole interaction history, un-paginated (what page 07 tells servers NOT to do), so the demo can
 * show the gateway's 3,000-character cut with its visible mark. It is a real, certified MCP server
 * built with the toolkit; only its answer size is bad.
 */
const consultarHistorial = defineTool({
  name: 'consultar_historial_cliente',
  title: 'Consultar historial del cliente',
  description:
    'Devuelve el historial de interacciones de un cliente identificado por su documento. No la uses para abrir ni actualizar casos.',
  input: z.strictObject({ documento: z.string().min(5).max(20) }),
  output: z.object({
    documento: z.string(),
    eventos: z.array(z.object({ fecha: z.string(), canal: z.string(), detalle: z.string() })),
    total: z.number().int(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  capabilities: 'consulta_estado',
  verb: 'consultar el historial de atención del cliente',
  handler: ({ documento }, ctx) => {
    const eventos = history(documento, ctx.meta.timezone);
    // One text block per event after the summary: the toolkit budgets the first block only, so
    // the whole answer (about 5,000 characters) reaches the gateway, which must cut it.
    const summary = ok(
      { documento, eventos, total: eventos.length },
      `Historial completo (${eventos.length} eventos):`,
    );
    const lines = eventos.map((e) => ({
      type: 'text' as const,
      text: `${e.fecha} (${e.canal}): ${e.detalle}`,
    }));
    return { ...summary, content: [...summary.content, ...lines] };
  },
});

const CANALES = ['chat', 'voz', 'correo', 'tienda'] as const;
const DETALLES = [
  'Consultó el estado de su plan de internet hogar y se le confirmó la velocidad contratada.',
  'Reportó intermitencia en la señal en horas de la noche; se reinició el equipo de forma remota.',
  'Solicitó copia de la factura del mes anterior, enviada al correo registrado.',
  'Preguntó por el cambio a un plan con más velocidad; quedó pendiente de decidir.',
  'Actualizó su número de contacto y la dirección de facturación.',
];

/** Deterministic history: 48 events, about 5,000 characters of text. */
function history(documento: string, timeZone: string): { fecha: string; canal: string; detalle: string }[] {
  const seed = [...documento].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return Array.from({ length: 48 }, (_, i) => {
    // Every date with the offset of the tenant's zone (page 07), as certification checks.
    const instant = new Date(Date.UTC(2026, 0, 1, 15) + i * 6 * 86_400_000);
    return {
      fecha: isoWithOffset(instant, timeZone),
      canal: CANALES[(seed + i) % CANALES.length] ?? 'chat',
      detalle: DETALLES[(seed + i) % DETALLES.length] ?? '',
    };
  });
}

export interface VerboseServerOptions {
  token: string;
  port?: number;
  host?: string;
  logger?: ToolkitLogger;
}

/** Starts the verbose server; resolves with its MCP URL and a close function. */
export async function startVerboseServer(
  options: VerboseServerOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: ToolServer = createToolServer({
    name: 'demo-historial',
    version: '1.0.0',
    tools: [consultarHistorial],
    auth: { tokens: [options.token] },
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const { url } = await server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  return { url, close: () => server.close() };
}
