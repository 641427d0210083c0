type LogFn = {
    (obj: object, msg?: string): void;
    (msg: string): void;
};
/**
 * The subset of pino's logger the gateway uses. Any pino instance satisfies it, and so does a small
 * hand-written object in tests. Log records never carry credentials or argument values.
 */
export interface GatewayLogger {
    debug: LogFn;
    info: LogFn;
    warn: LogFn;
    error: LogFn;
    child(bindings: Record<string, unknown>): GatewayLogger;
}
/** Default logger: pino to stderr at `info`, so stdout stays free for machine output. */
export declare function createDefaultLogger(level?: string): GatewayLogger;
/** A logger that drops everything; tests pass it so their output stays clean. */
export declare function createSilentLogger(): GatewayLogger;
export {};
//# sourceMappingURL=logger.d.ts.map