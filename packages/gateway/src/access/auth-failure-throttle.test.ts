import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayLogger } from '../logger.js';
import { createAuthFailureThrottle } from './auth-failure-throttle.js';

function recordingLogger() {
  const warnings: { obj: Record<string, unknown>; msg: string | undefined }[] = [];
  const logger = {
    warn: (obj: Record<string, unknown>, msg?: string) => warnings.push({ obj, msg }),
    info: () => undefined,
    error: () => undefined,
    debug: () => undefined,
    child: () => logger,
  } as unknown as GatewayLogger;
  return { logger, warnings };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createAuthFailureThrottle', () => {
  it('lets an address fail its burst, then throttles it until its bucket refills, others untouched', () => {
    let clock = 0;
    const { logger } = recordingLogger();
    const throttle = createAuthFailureThrottle({ perSecond: 10, burst: 20, logger, now: () => clock });
    for (let i = 0; i < 20; i += 1) {
      expect(throttle.throttled('10.0.0.1')).toBe(0);
      throttle.failed('10.0.0.1');
    }
    // The 21st failure finds the bucket empty: from now on the address waits before it is heard.
    throttle.failed('10.0.0.1');
    expect(throttle.throttled('10.0.0.1')).toBe(100);
    expect(throttle.throttled('10.0.0.2')).toBe(0);
    clock += 100;
    expect(throttle.throttled('10.0.0.1')).toBe(0);
    throttle.close();
  });

  it('logs one warn line per address and interval, with its failures and refusals', () => {
    vi.useFakeTimers();
    const { logger, warnings } = recordingLogger();
    const throttle = createAuthFailureThrottle({
      perSecond: 10,
      burst: 2,
      logger,
      logIntervalMs: 10_000,
      now: () => Date.now(),
    });
    for (let i = 0; i < 50; i += 1) {
      if (throttle.throttled('10.0.0.1') === 0) throttle.failed('10.0.0.1');
    }
    throttle.failed('10.0.0.2');
    expect(warnings).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(warnings).toEqual([
      {
        obj: { address: '10.0.0.1', failures: 3, refused: 47, intervalMs: 10_000 },
        msg: 'authentication failures',
      },
      {
        obj: { address: '10.0.0.2', failures: 1, refused: 0, intervalMs: 10_000 },
        msg: 'authentication failures',
      },
    ]);
    // A quiet interval writes nothing.
    vi.advanceTimersByTime(30_000);
    expect(warnings).toHaveLength(2);
    throttle.close();
  });

  it('bounds what it remembers and logs: the addresses past the limit are summed in one line', () => {
    vi.useFakeTimers();
    const { logger, warnings } = recordingLogger();
    const throttle = createAuthFailureThrottle({
      perSecond: 10,
      burst: 20,
      logger,
      maxAddresses: 50,
      maxLogLines: 3,
      now: () => Date.now(),
    });
    for (let i = 0; i < 100; i += 1) throttle.failed(`10.0.${i}.1`);
    throttle.close();
    expect(warnings).toHaveLength(4);
    expect(warnings[3]).toEqual({
      obj: { addresses: 97, failures: 47, refused: 0, intervalMs: 10_000 },
      msg: 'authentication failures (other addresses)',
    });
  });

  it('throttles nobody when off (0 per second)', () => {
    const { logger } = recordingLogger();
    const throttle = createAuthFailureThrottle({ perSecond: 0, burst: 1, logger });
    for (let i = 0; i < 100; i += 1) throttle.failed('10.0.0.1');
    expect(throttle.throttled('10.0.0.1')).toBe(0);
    throttle.close();
  });
});
