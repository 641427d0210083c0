import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe } from './__fixtures__/call-probe.js';
import { callVoiceClean } from './call-voice-clean.js';

const voice = { purpose: 'voice' as const, channel: 'voice' as const };

describe('call-voice-clean', () => {
  it('passes plain sentences', () => {
    expect(
      run(
        callVoiceClean,
        callProbe({ ...voice, text: 'Su cita es el miércoles 3 de septiembre a las nueve.' }),
      ),
    ).toMatchObject([{ ok: true, level: 'DEBERIA' }]);
  });
  it('flags URLs and markdown', () => {
    const both = failures(
      callVoiceClean,
      callProbe({ ...voice, text: '**Cita** en https://citas.example.com' }),
    );
    expect(both.map((f) => f.message)).toEqual([
      expect.stringContaining('https://citas.example.com'),
      expect.stringContaining('**Cita**'),
    ]);
    expect(failures(callVoiceClean, callProbe({ ...voice, text: '- uno\n- dos' }))).toHaveLength(1);
    expect(failures(callVoiceClean, callProbe({ ...voice, text: 'vea www.example.com' }))).toHaveLength(1);
  });
  it('applies only to the voice call', () => {
    expect(run(callVoiceClean, callProbe({ text: '**x**' }))).toEqual([]);
  });
});
