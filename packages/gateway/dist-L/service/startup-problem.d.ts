import type { Lang } from '@asixto/contract';
import type { ServiceConfig } from '../config/service-config.js';
/**
 * One line for an operator when the service cannot start: what is wrong and what to do, never a
 * stack trace. `undefined` for a fault that is not a known startup problem (the caller shows it).
 */
export declare function describeStartupProblem(error: unknown, config: Pick<ServiceConfig, 'dataDir' | 'host' | 'port' | 'databaseUrl' | 'redisUrl'>, lang: Lang): string | undefined;
/** Host and port of an engine URL, never its password. */
export declare function engineHost(url: string): string;
//# sourceMappingURL=startup-problem.d.ts.map