import type { Registry } from 'prom-client';
import type { LabelPairs } from './metric-families.js';

/** The process and Node.js metrics (CPU, memory, event loop lag, heap, GC), rendered on demand. */
export interface ProcessMetrics {
  render(): Promise<string>;
}

/**
 * prom-client's default metrics, loaded with the first scrape: prom-client requires the
 * OpenTelemetry API at load, and the two cost ~3.5 MiB of RSS in a service that has not been
 * scraped yet. Readings taken at scrape time (CPU, memory, file descriptors, heap) are whole from
 * the first scrape; the event loop lag and GC histograms count from it.
 */
export function lazyProcessMetrics(prefix: string, defaultLabels: LabelPairs): ProcessMetrics {
  let registry: Promise<Registry> | undefined;
  const load = async (): Promise<Registry> => {
    const { Registry, collectDefaultMetrics } = await import('prom-client');
    const created = new Registry();
    created.setDefaultLabels(Object.fromEntries(defaultLabels));
    collectDefaultMetrics({ register: created, prefix });
    return created;
  };
  return {
    async render() {
      // A failed import is not kept: the next scrape tries again.
      registry ??= load().catch((error: unknown) => {
        registry = undefined;
        throw error;
      });
      return (await registry).metrics();
    },
  };
}
