import type { AgentContextBody } from './request-context.js';
/** The agent's per-turn context, as `catalogFor(context)` and `callTool(context, …)` take it. */
export declare const contextSchema: {
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
export declare const CATALOG_FORMATS: readonly ["mcp", "openai", "anthropic"];
export type CatalogFormat = (typeof CATALOG_FORMATS)[number];
export declare const catalogBodySchema: {
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
        readonly format: {
            readonly type: "string";
            readonly enum: readonly ["mcp", "openai", "anthropic"];
        };
    };
};
/** The body `callBodySchema` admits: `/v1/call` and the console's playground call. */
export interface CallBody {
    context: AgentContextBody;
    name: string;
    arguments?: Record<string, unknown> | null;
}
export declare const callBodySchema: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["context", "name"];
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
        readonly name: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 64;
            readonly pattern: "^[a-zA-Z0-9_-]+$";
        };
        readonly arguments: {
            readonly type: readonly ["object", "null"];
        };
    };
};
export declare const tenantBodySchema: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["company", "name", "currency", "timezone"];
    readonly properties: {
        readonly company: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 17;
            readonly pattern: string;
        };
        readonly name: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 200;
        };
        readonly currency: {
            readonly type: "string";
            readonly pattern: "^[A-Z]{3}$";
        };
        readonly timezone: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 64;
        };
        readonly policy: {
            readonly type: readonly ["object", "null"];
        };
    };
};
export declare const serverBodySchema: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["url"];
    readonly properties: {
        readonly url: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 2048;
        };
        readonly token: {
            readonly type: readonly ["string", "null"];
            readonly minLength: 1;
            readonly maxLength: 4096;
        };
    };
};
export declare const companyParamsSchema: {
    readonly type: "object";
    readonly required: readonly ["company"];
    readonly properties: {
        readonly company: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 17;
            readonly pattern: string;
        };
    };
};
export declare const serverParamsSchema: {
    readonly type: "object";
    readonly required: readonly ["id"];
    readonly properties: {
        readonly id: {
            readonly type: "string";
            readonly minLength: 1;
            readonly maxLength: 200;
        };
    };
};
export declare const errorResponseSchema: {
    readonly type: "object";
    readonly required: readonly ["error"];
    readonly properties: {
        readonly error: {
            readonly type: "object";
            readonly required: readonly ["code", "message"];
            readonly properties: {
                readonly code: {
                    readonly type: "string";
                };
                readonly message: {
                    readonly type: "string";
                };
                readonly field: {
                    readonly type: "string";
                };
                readonly requestId: {
                    readonly type: "string";
                };
            };
        };
    };
};
/** The error replies every route may give, declared for serialization and the API description. */
export declare const ERROR_REPLIES: {
    400: {
        readonly type: "object";
        readonly required: readonly ["error"];
        readonly properties: {
            readonly error: {
                readonly type: "object";
                readonly required: readonly ["code", "message"];
                readonly properties: {
                    readonly code: {
                        readonly type: "string";
                    };
                    readonly message: {
                        readonly type: "string";
                    };
                    readonly field: {
                        readonly type: "string";
                    };
                    readonly requestId: {
                        readonly type: "string";
                    };
                };
            };
        };
    };
    401: {
        readonly type: "object";
        readonly required: readonly ["error"];
        readonly properties: {
            readonly error: {
                readonly type: "object";
                readonly required: readonly ["code", "message"];
                readonly properties: {
                    readonly code: {
                        readonly type: "string";
                    };
                    readonly message: {
                        readonly type: "string";
                    };
                    readonly field: {
                        readonly type: "string";
                    };
                    readonly requestId: {
                        readonly type: "string";
                    };
                };
            };
        };
    };
    403: {
        readonly type: "object";
        readonly required: readonly ["error"];
        readonly properties: {
            readonly error: {
                readonly type: "object";
                readonly required: readonly ["code", "message"];
                readonly properties: {
                    readonly code: {
                        readonly type: "string";
                    };
                    readonly message: {
                        readonly type: "string";
                    };
                    readonly field: {
                        readonly type: "string";
                    };
                    readonly requestId: {
                        readonly type: "string";
                    };
                };
            };
        };
    };
    404: {
        readonly type: "object";
        readonly required: readonly ["error"];
        readonly properties: {
            readonly error: {
                readonly type: "object";
                readonly required: readonly ["code", "message"];
                readonly properties: {
                    readonly code: {
                        readonly type: "string";
                    };
                    readonly message: {
                        readonly type: "string";
                    };
                    readonly field: {
                        readonly type: "string";
                    };
                    readonly requestId: {
                        readonly type: "string";
                    };
                };
            };
        };
    };
};
//# sourceMappingURL=route-schemas.d.ts.map