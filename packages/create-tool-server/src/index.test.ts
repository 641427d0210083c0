import { describe, expect, it } from 'vitest';
import * as create from './index.js';

describe('create-asixto-tool-server public API', () => {
  it('exports exactly these names (add a name here when you add an export)', () => {
    expect(Object.keys(create).sort()).toEqual([
      'CREATE_ERROR_CODES',
      'CreateError',
      'TEMPLATE_DIR',
      'createProject',
      'ownVersion',
      'runCreate',
    ]);
  });
});
