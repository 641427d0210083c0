import { createToolServer, defineTool, ok } from '@asixto/toolkit';
import type { ToolDefinition, ToolkitLogger } from '@asixto/toolkit';
import type { ScenarioKey } from '@asixto/contract';
import { z } from 'zod';

/** Scenarios the generated tools rotate over, so a catalog for one scenario exposes a tenth of them. */
export const BENCH_SCENARIOS: readonly ScenarioKey[] = [
  'general',
  'soporte',
  'facturacion',
  'agenda',
  'ventas',
  'pqr',
  'consulta_estado',
  'informacion_productos',
  'informacion_servicios',
  'actualizacion_datos',
];

/** `count` distinct, contract-compliant read tools for server number `serverIndex`. */
export function generatedTools(serverIndex: number, count: number): ToolDefinition[] {
  return Array.from({ length: count }, (_, t) => {
    const name = `consultar_recurso_s${serverIndex}_t${t}`;
    return defineTool({
      name,
      title: `Consultar recurso ${serverIndex}.${t}`,
      description: `Consulta el recurso ${t} del sistema ${serverIndex} por su código. No la uses para modificar datos.`,
      input: z.strictObject({
        codigo: z.string().min(1).max(20).describe('Código del recurso.'),
        detalle: z.enum(['breve', 'completo']).nullable().optional().describe('Nivel de detalle.'),
      }),
      output: z.object({ codigo: z.string(), estado: z.string() }),
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
      capabilities: BENCH_SCENARIOS[(serverIndex + t) % BENCH_SCENARIOS.length] ?? 'general',
      verb: `consultar el recurso ${t} del sistema ${serverIndex}`,
      handler: ({ codigo }) => ok({ codigo, estado: 'activo' }, `El recurso ${codigo} está activo.`),
    }) as unknown as ToolDefinition;
  });
}

/** A real toolkit server with generated tools; resolves with its MCP URL and a close function. */
export async function startManyToolsServer(options: {
  serverIndex: number;
  tools: number;
  token: string;
  logger: ToolkitLogger;
}): Promise<{ url: string; close(): Promise<void> }> {
  const server = createToolServer({
    name: `bench-${options.serverIndex}`,
    version: '1.0.0',
    tools: generatedTools(options.serverIndex, options.tools),
    auth: { tokens: [options.token] },
    logger: options.logger,
  });
  const { url } = await server.listen(0, '127.0.0.1');
  return { url, close: () => server.close() };
}
