import type { ChildProcess } from 'node:child_process';

/**
 * The CPU a bench child process reports about itself over its IPC channel: a process that serves
 * calls (tool server, gateway service) is measured by its own `process.cpuUsage`, which holds up
 * when other processes compete for the machine and is exact where `/proc` ticks are 10 ms coarse.
 */
const CPU_REQUEST = 'bench:cpu';

/** In the child: answer each CPU request on the IPC channel with this process's CPU time (ms). */
export function answerCpuRequests(): void {
  if (!process.send) return;
  process.on('message', (message) => {
    if (message !== CPU_REQUEST) return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  });
  // The channel must not keep the child alive once its server has closed.
  process.channel?.unref();
}

/** In the bench: the child's CPU time so far (ms), as it reports it. */
export function childCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown): void => {
      const cpuMs = (message as { cpuMs?: unknown } | null)?.cpuMs;
      if (typeof cpuMs !== 'number') return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(cpuMs);
    };
    const onExit = (): void => {
      child.off('message', onMessage);
      reject(new Error('child exited before reporting its CPU'));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(CPU_REQUEST);
  });
}
