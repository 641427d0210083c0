import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { errorProbe } from './__fixtures__/call-probe.js';
import { callErrorShape } from './call-error-shape.js';

describe('call-error-shape', () => {
  it('passes the page 06 shape', () => {
    const probe = errorProbe({
      error_type: 'NOT_FOUND',
      user_message: 'No encontré una cita con esos datos.',
    });
    expect(run(callErrorShape, probe)).toMatchObject([{ ok: true }]);
  });
  it('fails an unknown type, a missing or long message, and text that is not the serialised error', () => {
    expect(
      failures(callErrorShape, errorProbe({ error_type: 'TIMEOUT', user_message: 'x' }))[0]?.message,
    ).toContain('"TIMEOUT"');
    expect(failures(callErrorShape, errorProbe({ error_type: 'SYSTEM' }))[0]?.message).toContain(
      'user_message',
    );
    const long = failures(
      callErrorShape,
      errorProbe({ error_type: 'SYSTEM', user_message: 'x'.repeat(201) }),
    );
    expect(long[0]?.message).toContain('201');
    const text = errorProbe({ error_type: 'SYSTEM', user_message: 'Falla.' }, { firstText: 'Falla.' });
    expect(failures(callErrorShape, text)[0]?.message).toContain('first text block');
  });
  it('fails an error result without structuredContent.error', () => {
    const bare = errorProbe({}, { structuredContent: { message: 'x' } });
    expect(failures(callErrorShape, bare)[0]?.message).toContain('structuredContent.error');
  });
});
