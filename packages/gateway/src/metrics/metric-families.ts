/**
 * The gateway's own metrics in the Prometheus text format (version 0.0.4): counters, gauges and
 * histograms whose series are keyed by their label values, given in the order of `labelNames`.
 * They replace prom-client on the call path: recording a call is a map lookup by a joined key
 * instead of hashing a label object per metric, and starting the service no longer loads
 * prom-client and the tracing API it requires (~3.5 MiB of RSS at start). The text is prom-client's
 * but for the order of labels within a histogram's lines, which Prometheus does not keep.
 */

/** Default labels, written after each series' own labels (e.g. `gateway_instance`). */
export type LabelPairs = readonly (readonly [name: string, value: string])[];

/** Backslash, double quote and line feed escaped, as the text format requires in label values. */
export function escapeLabelValue(value: string): string {
  return /[\\"\n]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
    : value;
}

/** Backslash and line feed escaped, as the text format requires in HELP lines. */
function escapeHelp(help: string): string {
  return help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/** `{a="x",b="y"}`, or nothing without labels. */
function labelSet(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '';
  return `{${pairs.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(',')}}`;
}

/** A sample value as Prometheus writes it (`+Inf`, `-Inf`, `NaN`). */
function sampleValue(value: number): string {
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

/** One key per label values: each value length-prefixed, so no two tuples can share a key. */
function seriesKey(values: readonly string[]): string {
  if (values.length === 1) return values[0]!;
  let key = '';
  for (const value of values) key += `${value.length}:${value}`;
  return key;
}

interface Series<S> {
  values: readonly string[];
  state: S;
}

/** What every family shares: its name, help, label names and series by label values. */
abstract class MetricFamily<S> {
  protected readonly series = new Map<string, Series<S>>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
  ) {}

  protected abstract readonly type: 'counter' | 'gauge' | 'histogram';
  protected abstract fresh(): S;
  protected abstract samples(state: S, labels: LabelPairs): string[];

  /** The series of these label values, created on first use. */
  protected seriesOf(values: readonly string[]): S {
    if (values.length !== this.labelNames.length)
      throw new TypeError(`${this.name} takes ${this.labelNames.length} label values, got ${values.length}`);
    const key = seriesKey(values);
    let found = this.series.get(key);
    if (found === undefined) {
      found = { values: [...values], state: this.fresh() };
      this.series.set(key, found);
    }
    return found.state;
  }

  /** HELP and TYPE, then one line per sample. */
  render(defaultLabels: LabelPairs = []): string {
    const lines = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} ${this.type}`];
    for (const { values, state } of this.series.values()) {
      const own = this.labelNames.map((name, i) => [name, values[i]!] as const);
      lines.push(...this.samples(state, [...own, ...defaultLabels]));
    }
    return lines.join('\n');
  }
}

/** A monotonic total per label values. */
export class CounterFamily extends MetricFamily<{ total: number }> {
  protected readonly type = 'counter';
  protected fresh() {
    return { total: 0 };
  }
  inc(values: readonly string[], by = 1): void {
    if (!(Number.isFinite(by) && by >= 0))
      throw new RangeError(`${this.name} can only grow by a finite amount (got ${by})`);
    this.seriesOf(values).total += by;
  }
  protected samples(state: { total: number }, labels: LabelPairs): string[] {
    return [`${this.name}${labelSet(labels)} ${sampleValue(state.total)}`];
  }
}

/** A value per label values that is set, not added to. */
export class GaugeFamily extends MetricFamily<{ value: number }> {
  protected readonly type = 'gauge';
  protected fresh() {
    return { value: 0 };
  }
  set(values: readonly string[], value: number): void {
    this.seriesOf(values).value = value;
  }
  protected samples(state: { value: number }, labels: LabelPairs): string[] {
    return [`${this.name}${labelSet(labels)} ${sampleValue(state.value)}`];
  }
}

interface HistogramState {
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/** Observations counted in cumulative buckets (`le` first), with their sum and count. */
export class HistogramFamily extends MetricFamily<HistogramState> {
  protected readonly type = 'histogram';
  private readonly bounds: readonly number[];

  constructor(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]) {
    super(name, help, labelNames);
    if (labelNames.includes('le')) throw new TypeError(`${name}: "le" is the bucket label, not a label name`);
    this.bounds = [...new Set(buckets)].sort((a, b) => a - b);
  }

  protected fresh(): HistogramState {
    return { counts: new Array<number>(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
  }

  observe(values: readonly string[], value: number): void {
    // A NaN would sit in the sum for good, and every average built on it with it.
    if (!Number.isFinite(value)) throw new RangeError(`${this.name} observes finite values (got ${value})`);
    const state = this.seriesOf(values);
    let slot = 0;
    while (slot < this.bounds.length && value > this.bounds[slot]!) slot++;
    state.counts[slot]!++;
    state.sum += value;
    state.count++;
  }

  protected samples(state: HistogramState, labels: LabelPairs): string[] {
    const lines: string[] = [];
    let cumulative = 0;
    for (let i = 0; i <= this.bounds.length; i++) {
      cumulative += state.counts[i]!;
      const le = i < this.bounds.length ? sampleValue(this.bounds[i]!) : '+Inf';
      lines.push(`${this.name}_bucket${labelSet([['le', le], ...labels])} ${cumulative}`);
    }
    lines.push(`${this.name}_sum${labelSet(labels)} ${sampleValue(state.sum)}`);
    lines.push(`${this.name}_count${labelSet(labels)} ${state.count}`);
    return lines;
  }
}
