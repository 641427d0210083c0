import pino from 'pino';
/** Default logger: pino to stderr at `info`, so stdout stays free for machine output. */
export function createDefaultLogger(level = 'info') {
    return pino({ level, base: { name: 'asixto-gateway' } }, pino.destination(2));
}
/** A logger that drops everything; tests pass it so their output stays clean. */
export function createSilentLogger() {
    return pino({ level: 'silent' });
}
//# sourceMappingURL=logger.js.map