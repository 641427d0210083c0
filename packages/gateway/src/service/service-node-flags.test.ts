import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS } from './service-node-flags.js';

const bin = new URL('../../bin/asixto-gateway.js', import.meta.url);

describe('SERVICE_NODE_FLAGS', () => {
  it('are exactly the flags the bin passes to node in its shebang', () => {
    const shebang = readFileSync(bin, 'utf8').split('\n', 1)[0];
    expect(shebang).toBe(`#!/usr/bin/env -S node ${SERVICE_NODE_FLAGS.join(' ')}`);
  });

  it('are flags this node accepts: a process started with them runs', () => {
    // V8 flags are not all in allowedNodeEnvironmentFlags; starting node is the real check.
    const started = spawnSync(process.execPath, [...SERVICE_NODE_FLAGS, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
  });
});
