export declare const tenantSchema: {
    readonly type: "object";
    readonly required: readonly ["company", "name", "currency", "timezone", "policy", "createdAt", "updatedAt"];
    readonly properties: {
        readonly company: {
            readonly type: "string";
        };
        readonly name: {
            readonly type: "string";
        };
        readonly currency: {
            readonly type: "string";
        };
        readonly timezone: {
            readonly type: "string";
        };
        readonly policy: {
            readonly type: "object";
            readonly additionalProperties: true;
        };
        readonly createdAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
        readonly updatedAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
    };
};
export declare const tenantSummarySchema: {
    readonly type: "object";
    readonly required: readonly ["company", "name", "currency", "timezone", "policy", "createdAt", "updatedAt", "servers"];
    readonly properties: {
        readonly servers: {
            readonly type: "object";
            readonly required: readonly ["total", "byStatus"];
            readonly properties: {
                readonly total: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly byStatus: {
                    readonly type: "object";
                    readonly properties: {
                        [k: string]: {
                            readonly type: "integer";
                            readonly minimum: 0;
                        };
                    };
                    readonly additionalProperties: false;
                };
            };
        };
        readonly company: {
            readonly type: "string";
        };
        readonly name: {
            readonly type: "string";
        };
        readonly currency: {
            readonly type: "string";
        };
        readonly timezone: {
            readonly type: "string";
        };
        readonly policy: {
            readonly type: "object";
            readonly additionalProperties: true;
        };
        readonly createdAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
        readonly updatedAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
    };
};
export declare const tenantListSchema: {
    readonly type: "object";
    readonly required: readonly ["tenants"];
    readonly properties: {
        readonly tenants: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["company", "name", "currency", "timezone", "policy", "createdAt", "updatedAt", "servers"];
                readonly properties: {
                    readonly servers: {
                        readonly type: "object";
                        readonly required: readonly ["total", "byStatus"];
                        readonly properties: {
                            readonly total: {
                                readonly type: "integer";
                                readonly minimum: 0;
                            };
                            readonly byStatus: {
                                readonly type: "object";
                                readonly properties: {
                                    [k: string]: {
                                        readonly type: "integer";
                                        readonly minimum: 0;
                                    };
                                };
                                readonly additionalProperties: false;
                            };
                        };
                    };
                    readonly company: {
                        readonly type: "string";
                    };
                    readonly name: {
                        readonly type: "string";
                    };
                    readonly currency: {
                        readonly type: "string";
                    };
                    readonly timezone: {
                        readonly type: "string";
                    };
                    readonly policy: {
                        readonly type: "object";
                        readonly additionalProperties: true;
                    };
                    readonly createdAt: {
                        readonly type: "string";
                        readonly format: "date-time";
                    };
                    readonly updatedAt: {
                        readonly type: "string";
                        readonly format: "date-time";
                    };
                };
            };
        };
    };
};
export declare const serverViewSchema: {
    readonly type: "object";
    readonly required: readonly ["id", "company", "url", "era", "status", "hasCredential", "certifiedTools", "changedTools", "lastCertification", "breaker", "createdAt", "updatedAt"];
    readonly properties: {
        readonly id: {
            readonly type: "string";
        };
        readonly company: {
            readonly type: "string";
        };
        readonly url: {
            readonly type: "string";
        };
        readonly era: {
            readonly type: readonly ["string", "null"];
            readonly enum: readonly ["modern", "legacy", "unknown", null];
        };
        readonly status: {
            readonly type: "string";
            readonly enum: readonly ["pending", "certified", "failed", "degraded", "needs_recertification"];
        };
        readonly hasCredential: {
            readonly type: "boolean";
        };
        readonly certifiedTools: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
        };
        readonly changedTools: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
        };
        readonly lastCertification: {
            readonly type: readonly ["object", "null"];
            readonly required: readonly ["certifiedAt", "summary"];
            readonly properties: {
                readonly certifiedAt: {
                    readonly type: "string";
                    readonly format: "date-time";
                };
                readonly summary: {
                    readonly type: "object";
                    readonly required: readonly ["passed", "blocking", "warnings"];
                    readonly properties: {
                        readonly passed: {
                            readonly type: "integer";
                            readonly minimum: 0;
                        };
                        readonly blocking: {
                            readonly type: "integer";
                            readonly minimum: 0;
                        };
                        readonly warnings: {
                            readonly type: "integer";
                            readonly minimum: 0;
                        };
                    };
                };
                readonly fatal: {
                    readonly type: "object";
                    readonly required: readonly ["code", "message"];
                    readonly properties: {
                        readonly code: {
                            readonly type: "string";
                        };
                        readonly message: {
                            readonly type: "string";
                        };
                    };
                };
            };
        };
        readonly breaker: {
            readonly type: "string";
            readonly enum: readonly ["closed", "open", "half_open"];
        };
        readonly createdAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
        readonly updatedAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
    };
};
export declare const serverListSchema: {
    readonly type: "object";
    readonly required: readonly ["servers"];
    readonly properties: {
        readonly servers: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["id", "company", "url", "era", "status", "hasCredential", "certifiedTools", "changedTools", "lastCertification", "breaker", "createdAt", "updatedAt"];
                readonly properties: {
                    readonly id: {
                        readonly type: "string";
                    };
                    readonly company: {
                        readonly type: "string";
                    };
                    readonly url: {
                        readonly type: "string";
                    };
                    readonly era: {
                        readonly type: readonly ["string", "null"];
                        readonly enum: readonly ["modern", "legacy", "unknown", null];
                    };
                    readonly status: {
                        readonly type: "string";
                        readonly enum: readonly ["pending", "certified", "failed", "degraded", "needs_recertification"];
                    };
                    readonly hasCredential: {
                        readonly type: "boolean";
                    };
                    readonly certifiedTools: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                    };
                    readonly changedTools: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                    };
                    readonly lastCertification: {
                        readonly type: readonly ["object", "null"];
                        readonly required: readonly ["certifiedAt", "summary"];
                        readonly properties: {
                            readonly certifiedAt: {
                                readonly type: "string";
                                readonly format: "date-time";
                            };
                            readonly summary: {
                                readonly type: "object";
                                readonly required: readonly ["passed", "blocking", "warnings"];
                                readonly properties: {
                                    readonly passed: {
                                        readonly type: "integer";
                                        readonly minimum: 0;
                                    };
                                    readonly blocking: {
                                        readonly type: "integer";
                                        readonly minimum: 0;
                                    };
                                    readonly warnings: {
                                        readonly type: "integer";
                                        readonly minimum: 0;
                                    };
                                };
                            };
                            readonly fatal: {
                                readonly type: "object";
                                readonly required: readonly ["code", "message"];
                                readonly properties: {
                                    readonly code: {
                                        readonly type: "string";
                                    };
                                    readonly message: {
                                        readonly type: "string";
                                    };
                                };
                            };
                        };
                    };
                    readonly breaker: {
                        readonly type: "string";
                        readonly enum: readonly ["closed", "open", "half_open"];
                    };
                    readonly createdAt: {
                        readonly type: "string";
                        readonly format: "date-time";
                    };
                    readonly updatedAt: {
                        readonly type: "string";
                        readonly format: "date-time";
                    };
                };
            };
        };
    };
};
export declare const certificationSummarySchema: {
    readonly type: "object";
    readonly required: readonly ["status", "certifiedAt", "era", "summary", "certifiedTools", "blockingFindings"];
    readonly properties: {
        readonly status: {
            readonly type: "string";
            readonly enum: readonly ["pending", "certified", "failed", "degraded", "needs_recertification"];
        };
        readonly certifiedAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
        readonly era: {
            readonly type: "string";
            readonly enum: readonly ["modern", "legacy", "unknown"];
        };
        readonly summary: {
            readonly type: "object";
            readonly required: readonly ["passed", "blocking", "warnings"];
            readonly properties: {
                readonly passed: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly blocking: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly warnings: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
        };
        readonly certifiedTools: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
        };
        readonly blockingFindings: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["rule", "message"];
                readonly properties: {
                    readonly rule: {
                        readonly type: "string";
                    };
                    readonly tool: {
                        readonly type: "string";
                    };
                    readonly message: {
                        readonly type: "string";
                    };
                };
            };
        };
        readonly fatal: {
            readonly type: "object";
            readonly required: readonly ["code", "message"];
            readonly properties: {
                readonly code: {
                    readonly type: "string";
                };
                readonly message: {
                    readonly type: "string";
                };
            };
        };
    };
};
export declare const registeredServerSchema: {
    readonly type: "object";
    readonly required: readonly ["serverId", "certification"];
    readonly properties: {
        readonly serverId: {
            readonly type: "string";
        };
        readonly certification: {
            readonly type: "object";
            readonly required: readonly ["status", "certifiedAt", "era", "summary", "certifiedTools", "blockingFindings"];
            readonly properties: {
                readonly status: {
                    readonly type: "string";
                    readonly enum: readonly ["pending", "certified", "failed", "degraded", "needs_recertification"];
                };
                readonly certifiedAt: {
                    readonly type: "string";
                    readonly format: "date-time";
                };
                readonly era: {
                    readonly type: "string";
                    readonly enum: readonly ["modern", "legacy", "unknown"];
                };
                readonly summary: {
                    readonly type: "object";
                    readonly required: readonly ["passed", "blocking", "warnings"];
                    readonly properties: {
                        readonly passed: {
                            readonly type: "integer";
                            readonly minimum: 0;
                        };
                        readonly blocking: {
                            readonly type: "integer";
                            readonly minimum: 0;
                        };
                        readonly warnings: {
                            readonly type: "integer";
                            readonly minimum: 0;
                        };
                    };
                };
                readonly certifiedTools: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                    };
                };
                readonly blockingFindings: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "object";
                        readonly required: readonly ["rule", "message"];
                        readonly properties: {
                            readonly rule: {
                                readonly type: "string";
                            };
                            readonly tool: {
                                readonly type: "string";
                            };
                            readonly message: {
                                readonly type: "string";
                            };
                        };
                    };
                };
                readonly fatal: {
                    readonly type: "object";
                    readonly required: readonly ["code", "message"];
                    readonly properties: {
                        readonly code: {
                            readonly type: "string";
                        };
                        readonly message: {
                            readonly type: "string";
                        };
                    };
                };
            };
        };
    };
};
export declare const certificationDetailSchema: {
    readonly type: "object";
    readonly required: readonly ["status", "certifiedAt", "era", "summary", "certifiedTools", "blockingFindings", "serverId", "report"];
    readonly properties: {
        readonly serverId: {
            readonly type: "string";
        };
        readonly report: {
            readonly type: "object";
            readonly additionalProperties: true;
        };
        readonly status: {
            readonly type: "string";
            readonly enum: readonly ["pending", "certified", "failed", "degraded", "needs_recertification"];
        };
        readonly certifiedAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
        readonly era: {
            readonly type: "string";
            readonly enum: readonly ["modern", "legacy", "unknown"];
        };
        readonly summary: {
            readonly type: "object";
            readonly required: readonly ["passed", "blocking", "warnings"];
            readonly properties: {
                readonly passed: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly blocking: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly warnings: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
        };
        readonly certifiedTools: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
        };
        readonly blockingFindings: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["rule", "message"];
                readonly properties: {
                    readonly rule: {
                        readonly type: "string";
                    };
                    readonly tool: {
                        readonly type: "string";
                    };
                    readonly message: {
                        readonly type: "string";
                    };
                };
            };
        };
        readonly fatal: {
            readonly type: "object";
            readonly required: readonly ["code", "message"];
            readonly properties: {
                readonly code: {
                    readonly type: "string";
                };
                readonly message: {
                    readonly type: "string";
                };
            };
        };
    };
};
export declare const toolListSchema: {
    readonly type: "object";
    readonly required: readonly ["tools"];
    readonly properties: {
        readonly tools: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["serverId", "name", "prefixedName", "level", "capabilities", "pin", "exposable"];
                readonly properties: {
                    readonly serverId: {
                        readonly type: "string";
                    };
                    readonly name: {
                        readonly type: "string";
                    };
                    readonly prefixedName: {
                        readonly type: "string";
                    };
                    readonly title: {
                        readonly type: "string";
                    };
                    readonly level: {
                        readonly type: "string";
                        readonly enum: readonly ["read", "write", "admin"];
                    };
                    readonly capabilities: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                            readonly enum: readonly ["actualizacion_datos", "agenda", "busqueda_web", "cambio_plan", "cancelacion", "consulta_estado", "emergencia", "encuestas_satisfaccion", "facturacion", "felicitacion", "garantia", "general", "informacion_empresa", "informacion_productos", "informacion_servicios", "lead", "notificaciones", "pqr", "reactivacion", "reclamo_calidad", "renovacion", "reporte_fraude", "seguimiento_postventa", "solicitud_documentos", "soporte", "ventas"];
                        };
                    };
                    readonly verb: {
                        readonly type: "string";
                    };
                    readonly pin: {
                        readonly type: "string";
                        readonly enum: readonly ["certified", "changed", "uncertified"];
                    };
                    readonly exposable: {
                        readonly type: "boolean";
                    };
                };
            };
        };
    };
};
export declare const ruleListSchema: {
    readonly type: "object";
    readonly required: readonly ["rules"];
    readonly properties: {
        readonly rules: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["id", "level", "page", "scope", "heuristic"];
                readonly properties: {
                    readonly id: {
                        readonly type: "string";
                    };
                    readonly level: {
                        readonly type: "string";
                        readonly enum: readonly ["DEBE", "DEBERIA", "PUEDE"];
                    };
                    readonly page: {
                        readonly type: "string";
                        readonly enum: readonly ["02", "04", "05", "06", "07"];
                    };
                    readonly scope: {
                        readonly type: "string";
                        readonly enum: readonly ["tool", "catalog", "server", "call"];
                    };
                    readonly heuristic: {
                        readonly type: "boolean";
                    };
                };
            };
        };
    };
};
export declare const previewBodySchema: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["context"];
    readonly properties: {
        readonly context: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["company", "conversationId", "channel", "scenario", "agentLevel"];
            readonly properties: {
                readonly company: {
                    readonly type: "string";
                    readonly minLength: 1;
                    readonly maxLength: 17;
                    readonly pattern: string;
                };
                readonly conversationId: {
                    readonly type: "string";
                    readonly minLength: 1;
                    readonly maxLength: 256;
                };
                readonly channel: {
                    readonly type: "string";
                    readonly enum: readonly ["chat", "voice"];
                };
                readonly scenario: {
                    readonly type: "string";
                    readonly enum: readonly ["actualizacion_datos", "agenda", "busqueda_web", "cambio_plan", "cancelacion", "consulta_estado", "emergencia", "encuestas_satisfaccion", "facturacion", "felicitacion", "garantia", "general", "informacion_empresa", "informacion_productos", "informacion_servicios", "lead", "notificaciones", "pqr", "reactivacion", "reclamo_calidad", "renovacion", "reporte_fraude", "seguimiento_postventa", "solicitud_documentos", "soporte", "ventas"];
                };
                readonly agentLevel: {
                    readonly type: "string";
                    readonly enum: readonly ["read", "write", "admin"];
                };
                readonly priceListId: {
                    readonly type: readonly ["string", "null"];
                    readonly minLength: 1;
                    readonly maxLength: 128;
                };
                readonly currency: {
                    readonly type: readonly ["string", "null"];
                    readonly pattern: "^[A-Z]{3}$";
                };
                readonly timezone: {
                    readonly type: readonly ["string", "null"];
                    readonly minLength: 1;
                    readonly maxLength: 64;
                };
                readonly requestId: {
                    readonly type: readonly ["string", "null"];
                    readonly pattern: "^[A-Za-z0-9._:@-]{1,128}$";
                };
                readonly lang: {
                    readonly type: readonly ["string", "null"];
                    readonly enum: readonly ["es", "en", null];
                };
            };
        };
    };
};
export declare const exposurePreviewSchema: {
    readonly type: "object";
    readonly required: readonly ["catalog", "hidden"];
    readonly properties: {
        readonly catalog: {
            readonly type: "object";
            readonly required: readonly ["tools", "openai", "anthropic", "verbsText"];
            readonly properties: {
                readonly tools: {
                    readonly type: "array";
                    readonly items: {};
                };
                readonly openai: {
                    readonly type: "array";
                    readonly items: {};
                };
                readonly anthropic: {
                    readonly type: "array";
                    readonly items: {};
                };
                readonly verbsText: {
                    readonly type: "string";
                };
            };
        };
        readonly hidden: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["serverId", "tool", "prefixedName", "reason"];
                readonly properties: {
                    readonly serverId: {
                        readonly type: "string";
                    };
                    readonly tool: {
                        readonly type: "string";
                    };
                    readonly prefixedName: {
                        readonly type: "string";
                    };
                    readonly reason: {
                        readonly type: "string";
                        readonly enum: readonly ["not_certified", "changed", "policy", "channel", "scenario", "level", "shadowed"];
                    };
                };
            };
        };
    };
};
export declare const callOutcomeSchema: {
    readonly type: "object";
    readonly required: readonly ["outcome", "text", "truncated", "requestId", "latencyMs", "attempts"];
    readonly properties: {
        readonly outcome: {
            readonly type: "string";
            readonly enum: readonly ["ok", "tool_error", "timeout", "unavailable", "rejected"];
        };
        readonly text: {
            readonly type: "string";
        };
        readonly structured: {};
        readonly errorType: {
            readonly type: "string";
        };
        readonly truncated: {
            readonly type: "boolean";
        };
        readonly requestId: {
            readonly type: "string";
        };
        readonly latencyMs: {
            readonly type: "number";
        };
        readonly attempts: {
            readonly type: "integer";
            readonly minimum: 0;
        };
    };
};
export declare const callRecordSchema: {
    readonly type: "object";
    readonly required: readonly ["at", "company", "tool", "outcome", "attempts", "latencyMs", "truncated", "requestId"];
    readonly properties: {
        readonly at: {
            readonly type: "string";
            readonly format: "date-time";
        };
        readonly company: {
            readonly type: "string";
        };
        readonly serverId: {
            readonly type: "string";
        };
        readonly tool: {
            readonly type: "string";
        };
        readonly outcome: {
            readonly type: "string";
            readonly enum: readonly ["ok", "tool_error", "timeout", "unavailable", "rejected"];
        };
        readonly errorType: {
            readonly type: "string";
        };
        readonly attempts: {
            readonly type: "integer";
            readonly minimum: 0;
        };
        readonly latencyMs: {
            readonly type: "number";
        };
        readonly truncated: {
            readonly type: "boolean";
        };
        readonly requestId: {
            readonly type: "string";
        };
    };
};
/** Filters of the recent calls and of their stream (query strings are text: no coercion). */
export declare const callFilterQuerySchema: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly properties: {
        readonly company: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 17;
            readonly pattern: string;
        };
        readonly tool: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 64;
        };
        readonly outcome: {
            readonly type: "string";
            readonly enum: readonly ["ok", "tool_error", "timeout", "unavailable", "rejected"];
        };
    };
};
export declare const callListQuerySchema: {
    readonly properties: {
        readonly limit: {
            readonly type: "string";
            readonly pattern: "^[1-9][0-9]{0,2}$";
            readonly description: "at most this many (1-999), newest first";
        };
        readonly company: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 17;
            readonly pattern: string;
        };
        readonly tool: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 64;
        };
        readonly outcome: {
            readonly type: "string";
            readonly enum: readonly ["ok", "tool_error", "timeout", "unavailable", "rejected"];
        };
    };
    readonly type: "object";
    readonly additionalProperties: false;
};
export declare const callListSchema: {
    readonly type: "object";
    readonly required: readonly ["calls"];
    readonly properties: {
        readonly calls: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["at", "company", "tool", "outcome", "attempts", "latencyMs", "truncated", "requestId"];
                readonly properties: {
                    readonly at: {
                        readonly type: "string";
                        readonly format: "date-time";
                    };
                    readonly company: {
                        readonly type: "string";
                    };
                    readonly serverId: {
                        readonly type: "string";
                    };
                    readonly tool: {
                        readonly type: "string";
                    };
                    readonly outcome: {
                        readonly type: "string";
                        readonly enum: readonly ["ok", "tool_error", "timeout", "unavailable", "rejected"];
                    };
                    readonly errorType: {
                        readonly type: "string";
                    };
                    readonly attempts: {
                        readonly type: "integer";
                        readonly minimum: 0;
                    };
                    readonly latencyMs: {
                        readonly type: "number";
                    };
                    readonly truncated: {
                        readonly type: "boolean";
                    };
                    readonly requestId: {
                        readonly type: "string";
                    };
                };
            };
        };
    };
};
export declare const overviewSchema: {
    readonly type: "object";
    readonly required: readonly ["windowMinutes", "generatedAt", "servers"];
    readonly properties: {
        readonly windowMinutes: {
            readonly type: "integer";
            readonly minimum: 0;
        };
        readonly generatedAt: {
            readonly type: "string";
            readonly format: "date-time";
        };
        readonly servers: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly required: readonly ["serverId", "company", "url", "status", "breaker", "minutes", "totals"];
                readonly properties: {
                    readonly serverId: {
                        readonly type: "string";
                    };
                    readonly company: {
                        readonly type: "string";
                    };
                    readonly url: {
                        readonly type: "string";
                    };
                    readonly status: {
                        readonly type: "string";
                        readonly enum: readonly ["pending", "certified", "failed", "degraded", "needs_recertification"];
                    };
                    readonly breaker: {
                        readonly type: "string";
                        readonly enum: readonly ["closed", "open", "half_open"];
                    };
                    readonly minutes: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "object";
                            readonly required: readonly ["at", "calls", "errors", "p50Ms", "p99Ms"];
                            readonly properties: {
                                readonly at: {
                                    readonly type: "string";
                                    readonly format: "date-time";
                                };
                                readonly calls: {
                                    readonly type: "integer";
                                    readonly minimum: 0;
                                };
                                readonly errors: {
                                    readonly type: "integer";
                                    readonly minimum: 0;
                                };
                                readonly p50Ms: {
                                    readonly type: readonly ["number", "null"];
                                };
                                readonly p99Ms: {
                                    readonly type: readonly ["number", "null"];
                                };
                            };
                        };
                    };
                    readonly totals: {
                        readonly type: "object";
                        readonly required: readonly ["calls", "errorRate", "p50Ms", "p99Ms"];
                        readonly properties: {
                            readonly calls: {
                                readonly type: "integer";
                                readonly minimum: 0;
                            };
                            readonly errorRate: {
                                readonly type: "number";
                            };
                            readonly p50Ms: {
                                readonly type: readonly ["number", "null"];
                            };
                            readonly p99Ms: {
                                readonly type: readonly ["number", "null"];
                            };
                        };
                    };
                };
            };
        };
    };
};
/** `/healthz`: `{ status }` for anyone; the admin token also gets the counts, problems and servers. */
export declare const healthSchema: {
    readonly type: "object";
    readonly required: readonly ["status"];
    readonly properties: {
        readonly status: {
            readonly type: "string";
            readonly enum: readonly ["ok", "degraded", "failing", "closed"];
        };
        readonly problems: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
        };
        readonly tenants: {
            readonly type: "integer";
            readonly minimum: 0;
        };
        readonly servers: {
            readonly type: "object";
            readonly required: readonly ["total", "byStatus", "detail"];
            readonly properties: {
                readonly total: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly byStatus: {
                    readonly type: "object";
                    readonly properties: {
                        [k: string]: {
                            readonly type: "integer";
                            readonly minimum: 0;
                        };
                    };
                    readonly additionalProperties: false;
                };
                readonly detail: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "object";
                        readonly required: readonly ["id", "company", "status", "breaker"];
                        readonly properties: {
                            readonly id: {
                                readonly type: "string";
                            };
                            readonly company: {
                                readonly type: "string";
                            };
                            readonly status: {
                                readonly type: "string";
                                readonly enum: readonly ["pending", "certified", "failed", "degraded", "needs_recertification"];
                            };
                            readonly breaker: {
                                readonly type: "string";
                                readonly enum: readonly ["closed", "open", "half_open"];
                            };
                        };
                    };
                };
            };
        };
    };
};
export declare const metricsTextSchema: {
    readonly description: "Prometheus text exposition format";
    readonly content: {
        readonly 'text/plain': {
            readonly schema: {
                readonly type: "string";
            };
        };
    };
};
//# sourceMappingURL=admin-schemas.d.ts.map