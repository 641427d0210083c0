import { readFileSync } from 'node:fs';

/**
 * The process's soft limit on open files (sockets included), from `/proc/self/limits`; undefined
 * where that cannot be read (not Linux) or says `unlimited`. Node raises the soft limit to the hard
 * one at start, so this is what the process really has. Node offers no `getrlimit`.
 */
export function openFileLimit(
  read: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | undefined {
  let text: string;
  try {
    text = read();
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\d+)/m.exec(text)?.[1];
  return soft === undefined ? undefined : Number(soft);
}
