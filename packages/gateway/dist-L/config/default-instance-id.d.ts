/** Hostname, pid and a random suffix: two instances on one host, or one restarted, never share a lease name. */
export declare function defaultInstanceId(): string;
//# sourceMappingURL=default-instance-id.d.ts.map