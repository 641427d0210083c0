/**
 * The reference server in a process of its own (as a tenant server is in production), so the
 * bench's client side — direct client, gateway, HTTP client — does not share its event loop.
 * Prints `{"url": …}` on stdout once listening, answers CPU requests on its IPC channel (so the
 * bench reads the server's own CPU per call); stops on SIGTERM.
 */
import pino from 'pino';
import { startReferenceServer } from '@asixto/reference-server';
import { answerCpuRequests } from './child-cpu.js';

const [databasePath, token] = process.argv.slice(2);
if (!databasePath || !token) throw new Error('usage: reference-process <databasePath> <token>');
const server = await startReferenceServer({
  tokens: [token],
  databasePath,
  logger: pino({ level: 'silent' }),
});
answerCpuRequests();
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
