import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './parse-cli-args.js';

describe('parseCliArgs', () => {
  it('parses serve with and without a config file', () => {
    expect(parseCliArgs(['serve'])).toEqual({ kind: 'serve' });
    expect(parseCliArgs(['serve', '--config', 'gw.json'])).toEqual({ kind: 'serve', configFile: 'gw.json' });
    expect(parseCliArgs(['serve', '--config=gw.json'])).toEqual({ kind: 'serve', configFile: 'gw.json' });
  });

  it('shows help and refuses unknown commands or options', () => {
    expect(parseCliArgs([])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['serve', '--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['run'])).toMatchObject({ kind: 'error' });
    expect(parseCliArgs(['serve', '--port', '1'])).toMatchObject({ kind: 'error' });
    expect(parseCliArgs(['serve', '--config'])).toMatchObject({ kind: 'error' });
  });
});
