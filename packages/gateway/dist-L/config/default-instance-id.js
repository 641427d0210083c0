import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
/** Hostname, pid and a random suffix: two instances on one host, or one restarted, never share a lease name. */
export function defaultInstanceId() {
    return `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
}
//# sourceMappingURL=default-instance-id.js.map