import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS } from './service-node-flags.js';

const bin = new URL('../../bin/asixto-gateway.js', import.meta.url);

describe('SERVICE_NODE_FLAGS', () => {
  it('are exactly the flags the bin passes to node in its shebang', () => {
    const shebang = readFileSync(bin, 'utf8').split('\n', 1)[0];
    expect(shebang).toBe(`#!/usr/bin/env -S node ${SERVICE_NODE_FLAGS.join(' ')}`);
  });

  it('are flags node accepts in a process it starts', () => {
    for (const flag of SERVICE_NODE_FLAGS)
      expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!)).toBe(true);
  });
});
