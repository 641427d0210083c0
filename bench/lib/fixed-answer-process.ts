/**
 * The raw limit's fixed-answer `node:http` server in a process of its own, so the bench measures
 * what a round trip to another process costs on this machine (the HTTP service adds one to every
 * call). With a number of milliseconds in argv[2], each answer first keeps the CPU busy that long.
 * Prints `{"url": …}` on stdout once listening; stops on SIGTERM.
 */
import { answerCpuRequests } from './child-cpu.js';
import { startFixedAnswerServer } from './raw-limit.js';

const { server, url } = await startFixedAnswerServer(Number(process.argv[2] ?? 0));
answerCpuRequests();
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  // Keep-alive sockets of the bench's agent would hold close() open.
  server.closeAllConnections();
});
