import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './parse-args.js';

describe('parseCliArgs', () => {
  it('takes the documented flags with their defaults', () => {
    expect(parseCliArgs(['https://x/mcp'])).toEqual({
      ok: true,
      options: {
        command: 'certify',
        url: 'https://x/mcp',
        allowWrites: false,
        format: 'terminal',
        lang: 'es',
        timeoutMs: 10_000,
      },
    });
    const full = parseCliArgs([
      'u',
      '--token',
      'T',
      '--allow-writes',
      '--format',
      'junit',
      '--output',
      'r.xml',
      '--lang',
      'en',
      '--timeout',
      '500',
    ]);
    expect(full).toMatchObject({
      ok: true,
      options: {
        token: 'T',
        allowWrites: true,
        format: 'junit',
        output: 'r.xml',
        lang: 'en',
        timeoutMs: 500,
      },
    });
  });
  it('reads the token from ASIXTO_CERTIFY_TOKEN when the flag is absent', () => {
    expect(parseCliArgs(['u'], { ASIXTO_CERTIFY_TOKEN: 'E' })).toMatchObject({
      ok: true,
      options: { token: 'E' },
    });
  });
  it('knows --rules and --help', () => {
    expect(parseCliArgs(['--rules'])).toMatchObject({ ok: true, options: { command: 'rules' } });
    expect(parseCliArgs(['-h'])).toMatchObject({ ok: true, options: { command: 'help' } });
  });
  it('refuses unknown flags, formats, languages, timeouts and a missing URL', () => {
    for (const argv of [
      ['u', '--nope'],
      ['u', '--format', 'pdf'],
      ['u', '--lang', 'fr'],
      ['u', '--timeout', '-1'],
      [],
      ['a', 'b'],
    ]) {
      expect(parseCliArgs(argv).ok, argv.join(' ')).toBe(false);
    }
  });
  it("words usage errors in the language asked for, never in Node's English", () => {
    expect(parseCliArgs(['u', '--nope'])).toEqual({
      ok: false,
      message: 'opción desconocida --nope',
      lang: 'es',
    });
    expect(parseCliArgs(['u', '--lang=en', '--token'])).toEqual({
      ok: false,
      message: 'option --token needs a value',
      lang: 'en',
    });
    expect(parseCliArgs(['--lang', 'en', 'u', '--allow-writes=yes'])).toMatchObject({
      message: 'option --allow-writes takes no value',
    });
    expect(parseCliArgs([])).toMatchObject({ message: expect.stringContaining('falta la URL') });
    expect(parseCliArgs(['a', 'b', '--lang', 'en'])).toMatchObject({
      message: expect.stringContaining('unexpected arguments: b'),
    });
  });
});
