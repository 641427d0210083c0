import type { LinearPattern } from '@asixto/contract';
import { linearPatternEngine } from '@asixto/contract';
import { RE2JS } from 're2js';

/**
 * The engine every `pattern` of a tenant's schema runs on in the certifier, as in the gateway: RE2
 * matches in time linear in the input, so a pattern such as `^(a|aa)+$` cannot stall a run while
 * candidate strings or an answer are tested against it.
 */
export const patternEngine = linearPatternEngine(RE2JS);

/**
 * A tenant's pattern ready to test, or `null` when it does not parse or needs what RE2 cannot run
 * in linear time (lookaround, backreferences): a value for it is then one the certifier cannot build.
 *
 * @example
 * compilePattern('^[0-9]{6,12}$')?.test('1234567'); // true
 * compilePattern('^(?=.*\\d).+$'); // null
 */
export function compilePattern(source: string): LinearPattern | null {
  try {
    return patternEngine(source, 'u');
  } catch {
    return null;
  }
}
