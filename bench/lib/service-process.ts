/**
 * The gateway service in a process of its own, as it is deployed, so the bench's HTTP mode
 * measures the service's CPU apart from the load generator's. Takes its configuration as JSON in
 * argv[2]; logs every call to the file in argv[3] through the service's own (batched) destination;
 * prints `{"url": …}` on stdout once listening, answers CPU requests on its IPC channel and stops on
 * SIGTERM. argv[4], optional: the service module to load instead of `@asixto/gateway/service`.
 */
import pino from 'pino';
import type * as ServiceEntry from '@asixto/gateway/service';
import type { ServiceConfig } from '@asixto/gateway/service';
import { answerCpuRequests } from './child-cpu.js';

const [configJson, logFile, serviceModule] = process.argv.slice(2);
if (!configJson || !logFile) throw new Error('usage: service-process <configJson> <logFile> [serviceModule]');
// Another build of the service (an A/B against a base revision, bench/auth-ab.ts) when given.
const { CONFIG_DEFAULTS, createGatewayService, serviceLogDestination } = (await import(
  serviceModule ?? '@asixto/gateway/service'
)) as typeof ServiceEntry;
const config = { ...CONFIG_DEFAULTS, ...(JSON.parse(configJson) as Partial<ServiceConfig>) } as ServiceConfig;
const logger = pino({ level: config.logLevel }, serviceLogDestination(logFile));
const service = createGatewayService(config, { logger });
const url = await service.listen();
answerCpuRequests();
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.once('SIGTERM', () => {
  void service.close().then(() => {
    logger.flush();
    process.exit(0);
  });
});
