import { describe, expect, it } from 'vitest';
import { HONEST_TEXTS } from './__fixtures__/honest-answers.js';
import { HONEST_RESULTS } from './__fixtures__/honest-results.js';
import { LEAKING_ANSWERS } from './__fixtures__/leaking-answers.js';
import { findLeaks, mergeLeakSpans, redactLeaks } from './find-leaks.js';
import { findResultLeaks } from './guard-result.js';

const MARK = '[dato interno retirado]';

describe('findLeaks on leaking answers', () => {
  it.each(LEAKING_ANSWERS.map((answer) => [answer.name, answer] as const))('%s', (_name, answer) => {
    const hits = findLeaks(answer.text);
    expect(
      hits.some(
        (hit) =>
          hit.rule === answer.rule &&
          hit.kind === answer.kind &&
          (answer.detail === undefined || hit.detail === answer.detail),
      ),
      JSON.stringify(hits),
    ).toBe(true);
    const { text } = redactLeaks(answer.text, MARK);
    expect(text).toContain(MARK);
    for (const gone of answer.gone) expect(text, `still has ${gone}`).not.toContain(gone);
    for (const kept of answer.kept ?? []) expect(text, `lost ${kept}`).toContain(kept);
  });

  it('turns a trace of many frames into one mark', () => {
    const trace = LEAKING_ANSWERS.find((answer) => answer.name.startsWith('Node stack trace'));
    const { text } = redactLeaks(trace?.text ?? '', MARK);
    expect(text).toBe(`No pude consultar el cliente.\n${MARK}\nIntente más tarde.`);
  });

  it('never names a secret in a hit: the detail is a kind, a provider or a key', () => {
    for (const answer of LEAKING_ANSWERS.filter((a) => a.rule === 'call-no-secrets')) {
      for (const hit of findLeaks(answer.text)) {
        for (const gone of answer.gone) expect(hit.detail).not.toContain(gone);
      }
    }
  });
});

describe('findLeaks on honest answers', () => {
  it.each(HONEST_TEXTS.map((text) => [text.slice(0, 60), text] as const))('leaves alone: %s', (_s, text) => {
    expect(findLeaks(text)).toEqual([]);
    expect(redactLeaks(text, MARK).text).toBe(text);
  });

  it('leaves alone every honest result, the reference server answers included', () => {
    for (const result of HONEST_RESULTS) expect(findResultLeaks(result), JSON.stringify(result)).toEqual([]);
  });
});

describe('mergeLeakSpans', () => {
  it('joins hits that overlap or that only blanks and punctuation separate, and no others', () => {
    const text = 'aaaa, bbbb cc dddd';
    const hit = (start: number, end: number) =>
      ({ rule: 'call-no-traces', kind: 'stack-trace', start, end, detail: 'x' }) as const;
    expect(mergeLeakSpans(text, [hit(0, 4), hit(6, 10), hit(14, 18)])).toEqual([
      { start: 0, end: 10 },
      { start: 14, end: 18 },
    ]);
    expect(mergeLeakSpans(text, [hit(0, 8), hit(2, 4)])).toEqual([{ start: 0, end: 8 }]);
  });
});
