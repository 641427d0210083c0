import { execFileSync } from 'node:child_process';

/**
 * Pins every thread of a process to one CPU (`taskset -a -p -c`; Node has no affinity API). Threads
 * and processes it starts later inherit the CPU. Throws with what is missing when `taskset` is not
 * there (util-linux) or the CPU does not exist.
 */
export function pinToCpu(pid: number, cpu: number): void {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message;
    throw new Error(`--pin: could not pin process ${pid} to CPU ${cpu} with taskset (util-linux): ${detail}`);
  }
}
