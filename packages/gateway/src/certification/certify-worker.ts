import { parentPort, workerData } from 'node:worker_threads';
import { certifiedToolNames, certify } from '@asixto/certify';
import { guardedFetch } from '../upstream/index.js';
import type {
  CertifyJob,
  CertifyWorkerData,
  CertifyWorkerMessage,
  CertifyWorkerReply,
} from './certify-worker-protocol.js';

// The thread a worker certifier starts (worker-certifier.ts): the certify engine and its guarded
// fetch live here, so their modules, their garbage and a run that never ends stay off the call path.
const port = parentPort;
if (port === null) throw new Error('certify-worker.js runs in a worker thread (see worker-certifier.ts)');
const { devMode, limits } = workerData as CertifyWorkerData;
const post = (reply: CertifyWorkerReply): void => port.postMessage(reply);
const fetch = guardedFetch({
  devMode,
  ...(limits === undefined ? {} : { limits }),
  onLimitExceeded: (event) => post({ kind: 'limit', event }),
});

port.on('message', (message: CertifyWorkerMessage) => {
  if (message.kind === 'ping') post({ kind: 'pong' });
  else void run(message);
});

async function run({ id, url, token, lang, timeoutMs }: CertifyJob): Promise<void> {
  try {
    const report = await certify(url, {
      ...(token === undefined ? {} : { token }),
      allowWrites: false,
      lang,
      timeoutMs,
      // The guarded fetch is call-compatible with the global fetch the engine types its option as.
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    post({ kind: 'report', id, report, certifiedTools: certifiedToolNames(report) });
  } catch (error) {
    // The engine reports a bad target as findings; a throw is its own failure, told to the gateway.
    post({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
}
