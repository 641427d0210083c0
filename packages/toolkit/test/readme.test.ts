import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectClient } from './support/connect-client.js';

// The README's quick start is this file, verbatim; here it runs for real.
describe('README quick start', () => {
  it('is the file under test, under 40 lines', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const source = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
    expect(block).toBe(source);
    expect(source.trimEnd().split('\n').length).toBeLessThan(40);
  });

  it('has no TypeScript block that is not a file under test (each compiles in the typecheck and runs)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
    const files = ['readme-example.ts', 'readme-write-example.ts', 'readme-replicas-example.ts'].map((f) =>
      readFileSync(new URL(`./${f}`, import.meta.url), 'utf8'),
    );
    expect(blocks).toEqual(files);
  });

  it('serves its tool over HTTP', async () => {
    process.env['PORT'] = '0';
    process.env['ASIXTO_TOKENS'] = 'readme-token';
    process.env['LOG_LEVEL'] = 'silent';
    const { server } = await import('./readme-example.js');
    try {
      const client = await connectClient(server, 'readme-token');
      const mine = await client.callTool({
        name: 'consultar_pedido',
        arguments: { pedido: 'P-1001', documento: 'CC1032456789' },
      });
      expect(mine.structuredContent).toEqual({ pedido: 'P-1001', estado: 'en_camino' });
      const theirs = await client.callTool({
        name: 'consultar_pedido',
        arguments: { pedido: 'P-1001', documento: 'CC1' },
      });
      expect(theirs.structuredContent).toMatchObject({ error: { error_type: 'PERMISSION' } });
      await client.close();
    } finally {
      await server.close();
    }
  });
});
