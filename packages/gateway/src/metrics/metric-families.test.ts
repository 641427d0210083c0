import { describe, expect, it } from 'vitest';
import { CounterFamily, GaugeFamily, HistogramFamily, escapeLabelValue } from './metric-families.js';

describe('metric families', () => {
  it('writes a counter per label values, own labels first and the default labels after', () => {
    const calls = new CounterFamily('x_calls_total', 'Calls.', ['company', 'outcome']);
    calls.inc(['acme', 'ok']);
    calls.inc(['acme', 'ok'], 2);
    calls.inc(['beta', 'timeout']);
    expect(calls.render([['gateway_instance', 'gw-a']])).toBe(
      [
        '# HELP x_calls_total Calls.',
        '# TYPE x_calls_total counter',
        'x_calls_total{company="acme",outcome="ok",gateway_instance="gw-a"} 3',
        'x_calls_total{company="beta",outcome="timeout",gateway_instance="gw-a"} 1',
      ].join('\n'),
    );
  });

  it('writes only HELP and TYPE before the first sample', () => {
    const none = new CounterFamily('x_total', 'Line one\nline two \\ end.', ['a']);
    expect(none.render()).toBe('# HELP x_total Line one\\nline two \\\\ end.\n# TYPE x_total counter');
  });

  it('keeps label tuples apart even when their joined text would be the same', () => {
    const c = new CounterFamily('x_total', 'X.', ['a', 'b']);
    c.inc(['a:b', 'c']);
    c.inc(['a', 'b:c']);
    c.inc(['1:a', '']);
    expect(c.render().split('\n').slice(2)).toEqual([
      'x_total{a="a:b",b="c"} 1',
      'x_total{a="a",b="b:c"} 1',
      'x_total{a="1:a",b=""} 1',
    ]);
  });

  it('escapes backslash, double quote and line feed in label values', () => {
    expect(escapeLabelValue('plain')).toBe('plain');
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
    const c = new CounterFamily('x_total', 'X.', ['tool']);
    c.inc(['say "hi"\n']);
    expect(c.render()).toContain('x_total{tool="say \\"hi\\"\\n"} 1');
  });

  it('refuses the wrong number of label values and a counter that would shrink', () => {
    const c = new CounterFamily('x_total', 'X.', ['a', 'b']);
    expect(() => c.inc(['only-one'])).toThrow(TypeError);
    expect(() => c.inc(['a', 'b'], -1)).toThrow(RangeError);
    expect(() => c.inc(['a', 'b'], Number.NaN)).toThrow(RangeError);
    expect(() => c.inc(['a', 'b'], Infinity)).toThrow(RangeError);
    const h = new HistogramFamily('x_seconds', 'X.', ['a'], [1]);
    expect(() => h.observe(['a'], Number.NaN)).toThrow(RangeError);
    expect(() => h.observe(['a'], -Infinity)).toThrow(RangeError);
    expect(h.render()).not.toContain('x_seconds_sum');
    expect(() => new HistogramFamily('x_seconds', 'X.', ['le'], [1])).toThrow(TypeError);
  });

  it('sets a gauge rather than adding to it', () => {
    const g = new GaugeFamily('x_state', 'State.', ['server']);
    g.set(['s1'], 2);
    g.set(['s1'], 0);
    expect(g.render()).toBe('# HELP x_state State.\n# TYPE x_state gauge\nx_state{server="s1"} 0');
  });

  it('counts histogram observations in cumulative buckets, le first, with sum and count', () => {
    const h = new HistogramFamily('x_seconds', 'Latency.', ['route'], [0.5, 0.1, 1, 0.5]);
    for (const v of [0.05, 0.1, 0.3, 2]) h.observe(['/v1/call'], v);
    expect(h.render([['gateway_instance', 'gw']]).split('\n')).toEqual([
      '# HELP x_seconds Latency.',
      '# TYPE x_seconds histogram',
      'x_seconds_bucket{le="0.1",route="/v1/call",gateway_instance="gw"} 2',
      'x_seconds_bucket{le="0.5",route="/v1/call",gateway_instance="gw"} 3',
      'x_seconds_bucket{le="1",route="/v1/call",gateway_instance="gw"} 3',
      'x_seconds_bucket{le="+Inf",route="/v1/call",gateway_instance="gw"} 4',
      'x_seconds_sum{route="/v1/call",gateway_instance="gw"} 2.45',
      'x_seconds_count{route="/v1/call",gateway_instance="gw"} 4',
    ]);
  });
});
