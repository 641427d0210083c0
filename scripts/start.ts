/**
 * `npm start`: the whole system on this machine with zero setup. Starts the reference server, the
 * demo's verbose server and the gateway (development mode, data under ./data), creates tenant `demo`,
 * registers and certifies both servers (once; a restart re-certifies), prints the URLs (the admin
 * console at /admin/ among them), the tokens and a runtime key scoped to `demo`,
 * two curl commands and the asixto-certify command for the reference server, and stays up until
 * Ctrl-C or SIGTERM, then shuts down gracefully.
 *
 * Ports: GATEWAY_PORT (8080), REFERENCE_PORT (8081), HISTORIAL_PORT (8082). Logs: ./data/gateway.log.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { certifyCommand } from './lib/certify-command.js';
import { curlExamples } from './lib/curl-examples.js';
import { writeStackFile } from './lib/stack-file.js';
import { startStack } from './lib/start-stack.js';
import type { Stack } from './lib/start-stack.js';
import { indent, style } from './lib/term.js';

const port = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} must be a port number`);
  return value;
};

function summaryLine(certification: unknown): string {
  const c = (certification ?? {}) as {
    summary?: { passed?: number; blocking?: number; warnings?: number };
    certifiedTools?: unknown[];
    exposableTools?: unknown[];
  };
  const s = c.summary ?? {};
  const tools = c.certifiedTools ?? c.exposableTools;
  const count = (n: number | undefined, one: string, many: string): string =>
    `${n ?? '?'} ${n === 1 ? one : many}`;
  const parts = [
    count(s.passed, 'regla cumplida', 'reglas cumplidas'),
    count(s.blocking, 'bloqueante', 'bloqueantes'),
    count(s.warnings, 'aviso', 'avisos'),
  ];
  if (Array.isArray(tools))
    parts.push(count(tools.length, 'herramienta certificada', 'herramientas certificadas'));
  const text = parts.join(', ');
  return s.blocking === 0 ? style.green(text) : style.yellow(text);
}

function printBanner(stack: Stack, logFile: string): void {
  const { gatewayUrl, credentials } = stack;
  const out: string[] = [];
  out.push('', style.bold('asixto-gateway · entorno de desarrollo listo'), '');
  out.push(
    `  Gateway            ${style.cyan(gatewayUrl)}   (GET /healthz, GET /metrics con token de admin)`,
  );
  out.push(
    `  Consola            ${style.cyan(`${gatewayUrl}/admin/`)}   (entre con el token de admin de abajo)`,
  );
  out.push(`  API (OpenAPI)      ${style.cyan(`${gatewayUrl}/openapi.json`)}`);
  for (const s of stack.servers) {
    const how = s.registeredNow ? 'registrado y certificado' : 'ya registrado; recertificado';
    out.push(`  Servidor ${s.label.padEnd(10)}${style.cyan(s.url)}  ${style.dim(`${s.serverId} · ${how}`)}`);
    out.push(`                     ${summaryLine(s.certification)}`);
  }
  out.push(
    `  Tenant             ${stack.tenant.company} (${stack.tenant.currency}, ${stack.tenant.timezone})`,
  );
  out.push('');
  out.push(
    `  Llave de runtime   ${style.yellow(stack.demoKey)}   (solo la empresa demo: /v1/catalog, /v1/call, /mcp/demo)`,
  );
  out.push(`  Token de runtime   ${style.yellow(credentials.runtimeToken)}   (arranque: todas las empresas)`);
  out.push(
    `  Token de admin     ${style.yellow(credentials.adminToken)}   (consola, tenants, servidores, llaves, /metrics)`,
  );
  out.push(
    style.dim(`  (credenciales de desarrollo en ./data/dev-credentials.json; logs JSON en ${logFile})`),
  );
  for (const example of curlExamples(gatewayUrl, stack.demoKey)) {
    out.push('', style.bold(`  ${example.title}:`), indent(example.command, '  '));
  }
  const reference = stack.servers.find((s) => s.label === 'reference');
  if (reference) {
    out.push(
      '',
      style.bold('  Certificar el servidor de referencia (desde la raíz del repositorio):'),
      indent(certifyCommand(reference.url, credentials.referenceToken), '  '),
    );
  }
  out.push(
    '',
    `  Siguiente paso: en otra terminal, ${style.bold('npm run demo')}.   Ctrl-C para detener.`,
    '',
  );
  process.stdout.write(`${out.join('\n')}\n`);
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.GATEWAY_DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, 'gateway.log');
  const logger = pino(
    { level: process.env.GATEWAY_LOG_LEVEL ?? 'info', base: { name: 'asixto-gateway' } },
    pino.destination({ dest: logFile, sync: false, mkdir: true }),
  );
  const stack = await startStack({
    dataDir,
    gatewayPort: port('GATEWAY_PORT', 8080),
    referencePort: port('REFERENCE_PORT', 8081),
    verbosePort: port('HISTORIAL_PORT', 8082),
    logger,
  });
  writeStackFile(dataDir, {
    gatewayUrl: stack.gatewayUrl,
    pid: process.pid,
    startedAt: new Date().toISOString(),
  });
  printBanner(stack, logFile);

  await new Promise<void>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  process.stdout.write('\nDeteniendo: esperando las llamadas en curso…\n');
  await stack.close();
  logger.flush();
  process.stdout.write('Listo.\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`npm start falló: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
