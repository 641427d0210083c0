import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running `npm start` says it is, so `npm run demo` can find it. */
export const STACK_FILE = 'stack.json';

export interface StackFile {
  gatewayUrl: string;
  pid: number;
  startedAt: string;
}

export function writeStackFile(dataDir: string, value: StackFile): void {
  writeFileSync(join(dataDir, STACK_FILE), `${JSON.stringify(value, null, 2)}\n`);
}

export function readStackFile(dataDir: string): StackFile | undefined {
  const file = join(dataDir, STACK_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StackFile>;
    return typeof parsed.gatewayUrl === 'string' && typeof parsed.pid === 'number'
      ? (parsed as StackFile)
      : undefined;
  } catch {
    return undefined; // a half-written or foreign file: behave as if no stack were running
  }
}
