// A child process of the store contract suite, standing for one server process or replica.
//   race:  opens the store, says `ready`, waits for `go` on stdin, then runs four concurrent
//          duplicates of one write on the shared key; each execution appends a line to a file.
//   crash: claims the key and dies inside the transactional form, after its effect was written.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ok, runIdempotent } from '../../src/index.js';
import { openStore } from './store-engines.js';
import type { EngineConfig } from './store-engines.js';

interface Job {
  config: EngineConfig;
  mode: 'race' | 'crash';
  key: string;
  effectsFile?: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const opened = await openStore(job.config);
const { store } = opened;

if (job.mode === 'crash') {
  const outcome = await store.claim('crash', job.key);
  if (outcome.state !== 'claimed' || !store.transaction || !opened.effect) process.exit(3);
  await store.transaction(outcome.claim, async (tx) => {
    await opened.effect?.(tx, job.key);
    process.exit(9); // killed between the effect and the commit
  });
  process.exit(4);
}

const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();

const outcomes = await Promise.all(
  Array.from({ length: 4 }, () =>
    runIdempotent(store, 'race', job.key, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      appendFileSync(job.effectsFile as string, `${process.pid}\n`);
      return { result: ok({ pid: process.pid }, `hecho por ${process.pid}`), completed: false };
    }),
  ),
);
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
await opened.close();
