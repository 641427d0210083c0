// Generated from packages/gateway/openapi.json by `npm run openapi`: do not edit.
// test/docs/generated-tables.test.ts fails when it is stale. The console names the shapes it reads in
// api-types.ts and access-types.ts.
export interface paths {
  '/v1/catalog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The tool catalog for one agent turn
     * @description The tools the turn's context may see, in the provider shape `format` asks for (`mcp` by default), and the sentence for the system prompt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            context: {
              company: string;
              conversationId: string;
              /** @enum {string} */
              channel: 'chat' | 'voice';
              /** @enum {string} */
              scenario:
                | 'actualizacion_datos'
                | 'agenda'
                | 'busqueda_web'
                | 'cambio_plan'
                | 'cancelacion'
                | 'consulta_estado'
                | 'emergencia'
                | 'encuestas_satisfaccion'
                | 'facturacion'
                | 'felicitacion'
                | 'garantia'
                | 'general'
                | 'informacion_empresa'
                | 'informacion_productos'
                | 'informacion_servicios'
                | 'lead'
                | 'notificaciones'
                | 'pqr'
                | 'reactivacion'
                | 'reclamo_calidad'
                | 'renovacion'
                | 'reporte_fraude'
                | 'seguimiento_postventa'
                | 'solicitud_documentos'
                | 'soporte'
                | 'ventas';
              /** @enum {string} */
              agentLevel: 'read' | 'write' | 'admin';
              priceListId?: string | null;
              currency?: string | null;
              timezone?: string | null;
              requestId?: string | null;
              /** @enum {string|null} */
              lang?: 'es' | 'en' | null;
            };
            /** @enum {string} */
            format?: 'mcp' | 'openai' | 'anthropic';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The exposed tools in the shape `format` asked for: MCP tools (`name`, `title`, `description`, `inputSchema`, …), OpenAI function tools or Anthropic tools. */
              tools: {
                [key: string]: unknown;
              }[];
              /** @description One sentence telling the model what it can do in this turn (empty when no tool has a verb). */
              verbsText: string;
              requestId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/call': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Call one exposed tool
     * @description Answers 200 with an outcome for every call the pipeline handled: `ok`, `tool_error`, `timeout`, `unavailable` or `rejected` (unknown tool, level, scenario…); a 4xx only for a bad request, credential or company.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            context: {
              company: string;
              conversationId: string;
              /** @enum {string} */
              channel: 'chat' | 'voice';
              /** @enum {string} */
              scenario:
                | 'actualizacion_datos'
                | 'agenda'
                | 'busqueda_web'
                | 'cambio_plan'
                | 'cancelacion'
                | 'consulta_estado'
                | 'emergencia'
                | 'encuestas_satisfaccion'
                | 'facturacion'
                | 'felicitacion'
                | 'garantia'
                | 'general'
                | 'informacion_empresa'
                | 'informacion_productos'
                | 'informacion_servicios'
                | 'lead'
                | 'notificaciones'
                | 'pqr'
                | 'reactivacion'
                | 'reclamo_calidad'
                | 'renovacion'
                | 'reporte_fraude'
                | 'seguimiento_postventa'
                | 'solicitud_documentos'
                | 'soporte'
                | 'ventas';
              /** @enum {string} */
              agentLevel: 'read' | 'write' | 'admin';
              priceListId?: string | null;
              currency?: string | null;
              timezone?: string | null;
              requestId?: string | null;
              /** @enum {string|null} */
              lang?: 'es' | 'en' | null;
            };
            name: string;
            arguments?: Record<string, never> | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              outcome: 'ok' | 'tool_error' | 'timeout' | 'unavailable' | 'rejected';
              text: string;
              structured?: unknown;
              errorType?: string;
              truncated: boolean;
              requestId: string;
              latencyMs: number;
              attempts: number;
              /** @description what the result guard removed from the answer before the model, per rule */
              leaks?: {
                /** @enum {string} */
                rule: 'call-no-traces' | 'call-no-secrets';
                count: number;
              }[];
              reason?: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the tenants with their server counts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tenants: {
                company: string;
                name: string;
                currency: string;
                timezone: string;
                policy: {
                  [key: string]: unknown;
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                servers: {
                  total: number;
                  byStatus: {
                    pending?: number;
                    certified?: number;
                    failed?: number;
                    degraded?: number;
                    needs_recertification?: number;
                  };
                };
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Register or update a tenant
     * @description Creates the tenant (201, platform admin) or updates its name, currency, timezone or policy (200).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            company: string;
            name: string;
            currency: string;
            timezone: string;
            policy?: Record<string, never> | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              company: string;
              name: string;
              currency: string;
              timezone: string;
              policy: {
                [key: string]: unknown;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              company: string;
              name: string;
              currency: string;
              timezone: string;
              policy: {
                [key: string]: unknown;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tenants/{company}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tenant with its server counts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          company: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              company: string;
              name: string;
              currency: string;
              timezone: string;
              policy: {
                [key: string]: unknown;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              servers: {
                total: number;
                byStatus: {
                  pending?: number;
                  certified?: number;
                  failed?: number;
                  degraded?: number;
                  needs_recertification?: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tenants/{company}/servers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a tenant's tool servers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          company: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              servers: {
                id: string;
                company: string;
                url: string;
                /** @enum {string|null} */
                era: 'modern' | 'legacy' | 'unknown' | null;
                /** @enum {string} */
                status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
                hasCredential: boolean;
                hasTestData: boolean;
                testEnvironment: boolean;
                /** @enum {string|null} */
                authType?: 'bearer' | 'oauth' | null;
                oauth?: {
                  /** Format: date-time */
                  expiresAt: string | null;
                  /** Format: date-time */
                  lastRefreshAt: string | null;
                  lastError: {
                    code: string;
                    problem: string;
                    /** Format: date-time */
                    at: string;
                  } | null;
                };
                certifiedTools: string[];
                changedTools: string[];
                lastCertification: {
                  /** Format: date-time */
                  certifiedAt: string;
                  summary: {
                    passed: number;
                    blocking: number;
                    warnings: number;
                  };
                  fatal?: {
                    code: string;
                    message: string;
                  };
                } | null;
                /** @enum {string} */
                breaker: 'closed' | 'open' | 'half_open';
                /** @description answers this instance's result guard had to clean in the last minutes (a server that keeps leaking) */
                leaks: {
                  windowMinutes: number;
                  calls: number;
                  /** Format: date-time */
                  lastAt: string | null;
                  rules: ('call-no-traces' | 'call-no-secrets')[];
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Register a tenant's tool server and certify it
     * @description Stores the server (its credential sealed), certifies it and answers the certification summary; only certified tools are ever exposed.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          company: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url: string;
            token?: string | null;
            credential?:
              | {
                  /** @enum {unknown} */
                  type: 'bearer';
                  token: string;
                }
              | {
                  /** @enum {unknown} */
                  type: 'oauth-client-credentials';
                  clientId: string;
                  clientSecret?: string;
                  privateKeyJwk?: {
                    [key: string]: string;
                  };
                  scope?: string;
                  issuer?: string;
                };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              serverId: string;
              certification: {
                /** @enum {string} */
                status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
                /** Format: date-time */
                certifiedAt: string;
                /** @enum {string} */
                era: 'modern' | 'legacy' | 'unknown';
                summary: {
                  passed: number;
                  blocking: number;
                  warnings: number;
                };
                certifiedTools: string[];
                blockingFindings: {
                  rule: string;
                  tool?: string;
                  message: string;
                }[];
                fatal?: {
                  code: string;
                  message: string;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/servers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tool server (its token is never shown) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              company: string;
              url: string;
              /** @enum {string|null} */
              era: 'modern' | 'legacy' | 'unknown' | null;
              /** @enum {string} */
              status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
              hasCredential: boolean;
              hasTestData: boolean;
              testEnvironment: boolean;
              /** @enum {string|null} */
              authType?: 'bearer' | 'oauth' | null;
              oauth?: {
                /** Format: date-time */
                expiresAt: string | null;
                /** Format: date-time */
                lastRefreshAt: string | null;
                lastError: {
                  code: string;
                  problem: string;
                  /** Format: date-time */
                  at: string;
                } | null;
              };
              certifiedTools: string[];
              changedTools: string[];
              lastCertification: {
                /** Format: date-time */
                certifiedAt: string;
                summary: {
                  passed: number;
                  blocking: number;
                  warnings: number;
                };
                fatal?: {
                  code: string;
                  message: string;
                };
              } | null;
              /** @enum {string} */
              breaker: 'closed' | 'open' | 'half_open';
              /** @description answers this instance's result guard had to clean in the last minutes (a server that keeps leaking) */
              leaks: {
                windowMinutes: number;
                calls: number;
                /** Format: date-time */
                lastAt: string | null;
                rules: ('call-no-traces' | 'call-no-secrets')[];
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Remove a server: its tools leave every catalog at once */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description done */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Replace a server's credential, test data or test-environment mark, then recertify it
     * @description A credential the server refuses answers 422 GATEWAY_CREDENTIAL_REFUSED; the change is kept so it can be fixed here.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token?: string;
            credential?:
              | {
                  /** @enum {unknown} */
                  type: 'bearer';
                  token: string;
                }
              | {
                  /** @enum {unknown} */
                  type: 'oauth-client-credentials';
                  clientId: string;
                  clientSecret?: string;
                  privateKeyJwk?: {
                    [key: string]: string;
                  };
                  scope?: string;
                  issuer?: string;
                };
            testData?: Record<string, never> | null;
            testEnvironment?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
              /** Format: date-time */
              certifiedAt: string;
              /** @enum {string} */
              era: 'modern' | 'legacy' | 'unknown';
              summary: {
                passed: number;
                blocking: number;
                warnings: number;
              };
              certifiedTools: string[];
              blockingFindings: {
                rule: string;
                tool?: string;
                message: string;
              }[];
              fatal?: {
                code: string;
                message: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/servers/{id}/tools': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A server's listed tools with their pin, level and whether some context can see them */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tools: {
                serverId: string;
                name: string;
                prefixedName: string;
                title?: string;
                /** @enum {string} */
                level: 'read' | 'write' | 'admin';
                capabilities: (
                  | 'actualizacion_datos'
                  | 'agenda'
                  | 'busqueda_web'
                  | 'cambio_plan'
                  | 'cancelacion'
                  | 'consulta_estado'
                  | 'emergencia'
                  | 'encuestas_satisfaccion'
                  | 'facturacion'
                  | 'felicitacion'
                  | 'garantia'
                  | 'general'
                  | 'informacion_empresa'
                  | 'informacion_productos'
                  | 'informacion_servicios'
                  | 'lead'
                  | 'notificaciones'
                  | 'pqr'
                  | 'reactivacion'
                  | 'reclamo_calidad'
                  | 'renovacion'
                  | 'reporte_fraude'
                  | 'seguimiento_postventa'
                  | 'solicitud_documentos'
                  | 'soporte'
                  | 'ventas'
                )[];
                verb?: string;
                /** @enum {string} */
                pin: 'certified' | 'changed' | 'uncertified';
                exposable: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/servers/{id}/certify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Certify a server again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
              /** Format: date-time */
              certifiedAt: string;
              /** @enum {string} */
              era: 'modern' | 'legacy' | 'unknown';
              summary: {
                passed: number;
                blocking: number;
                warnings: number;
              };
              certifiedTools: string[];
              blockingFindings: {
                rule: string;
                tool?: string;
                message: string;
              }[];
              fatal?: {
                code: string;
                message: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/servers/{id}/certification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest certification report of a server */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
              /** Format: date-time */
              certifiedAt: string;
              /** @enum {string} */
              era: 'modern' | 'legacy' | 'unknown';
              summary: {
                passed: number;
                blocking: number;
                warnings: number;
              };
              certifiedTools: string[];
              blockingFindings: {
                rule: string;
                tool?: string;
                message: string;
              }[];
              fatal?: {
                code: string;
                message: string;
              };
              serverId: string;
              report: {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contract's rule catalog */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rules: {
                id: string;
                /** @enum {string} */
                level: 'DEBE' | 'DEBERIA' | 'PUEDE';
                /** @enum {string} */
                page: '02' | '04' | '05' | '06' | '07';
                /** @enum {string} */
                scope: 'tool' | 'catalog' | 'server' | 'call';
                heuristic: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/whoami': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who the credential is: its role and companies */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              source: 'env' | 'key';
              keyId: string | null;
              label: string | null;
              /** @enum {string} */
              role: 'platform-admin' | 'tenant-admin' | 'runtime';
              companies: string[];
              /** Format: date-time */
              expiresAt: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the managed keys within the credential's scope */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              keys: {
                id: string;
                /** @enum {string} */
                role: 'platform-admin' | 'tenant-admin' | 'runtime';
                companies: string[];
                label: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string | null;
                /** @description the creating key id, or `env` */
                createdBy: string;
                /** Format: date-time */
                revokedAt: string | null;
                /**
                 * Format: date-time
                 * @description updated at most once a minute
                 */
                lastUsedAt: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Create a managed key (its secret is shown once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'platform-admin' | 'tenant-admin' | 'runtime';
            /** @description company slugs; `["*"]` (every company) only for runtime keys made by a platform admin */
            companies?: (string | '*')[] | null;
            label: string;
            /** Format: date-time */
            expiresAt?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              role: 'platform-admin' | 'tenant-admin' | 'runtime';
              companies: string[];
              label: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              expiresAt: string | null;
              /** @description the secret key (`asxk_…`): shown in this answer only */
              key: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a managed key */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description revoked (or already was) */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the audit trail, newest first */
    get: {
      parameters: {
        query?: {
          company?: string;
          /** @description a key id, or `env` */
          actor?: string;
          action?:
            | 'key.create'
            | 'key.revoke'
            | 'tenant.create'
            | 'tenant.update'
            | 'tenant.policy'
            | 'server.register'
            | 'server.credential'
            | 'server.test-data'
            | 'server.test-environment'
            | 'server.certify'
            | 'server.remove'
            | 'playground.call';
          since?: string;
          /** @description the previous page's `nextCursor` */
          cursor?: string;
          /** @description at most this many (1-999, default 100) */
          limit?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              entries: {
                /** Format: date-time */
                at: string;
                /** @description a key id, or `env` */
                actor: string;
                actorLabel: string | null;
                /** @enum {string} */
                role: 'platform-admin' | 'tenant-admin' | 'runtime';
                action: string;
                company: string | null;
                target: string | null;
                /** @description `ok`, or the error code the API answered */
                outcome: string;
              }[];
              /** @description pass as `cursor` for older entries; null at the end */
              nextCursor: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/exposure/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Which tools a context sees, and why each other one is hidden */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            context: {
              company: string;
              conversationId: string;
              /** @enum {string} */
              channel: 'chat' | 'voice';
              /** @enum {string} */
              scenario:
                | 'actualizacion_datos'
                | 'agenda'
                | 'busqueda_web'
                | 'cambio_plan'
                | 'cancelacion'
                | 'consulta_estado'
                | 'emergencia'
                | 'encuestas_satisfaccion'
                | 'facturacion'
                | 'felicitacion'
                | 'garantia'
                | 'general'
                | 'informacion_empresa'
                | 'informacion_productos'
                | 'informacion_servicios'
                | 'lead'
                | 'notificaciones'
                | 'pqr'
                | 'reactivacion'
                | 'reclamo_calidad'
                | 'renovacion'
                | 'reporte_fraude'
                | 'seguimiento_postventa'
                | 'solicitud_documentos'
                | 'soporte'
                | 'ventas';
              /** @enum {string} */
              agentLevel: 'read' | 'write' | 'admin';
              priceListId?: string | null;
              currency?: string | null;
              timezone?: string | null;
              requestId?: string | null;
              /** @enum {string|null} */
              lang?: 'es' | 'en' | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              catalog: {
                tools: ({
                  name: string;
                  title?: string;
                  description: string;
                  inputSchema: {
                    [key: string]: unknown;
                  };
                  outputSchema?: {
                    [key: string]: unknown;
                  };
                  annotations?: {
                    [key: string]: unknown;
                  };
                } & {
                  [key: string]: unknown;
                })[];
                openai: unknown[];
                anthropic: unknown[];
                verbsText: string;
              };
              hidden: {
                serverId: string;
                tool: string;
                prefixedName: string;
                /** @enum {string} */
                reason:
                  'not_certified' | 'changed' | 'policy' | 'channel' | 'scenario' | 'level' | 'shadowed';
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/playground/call': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Call a tool from the console's playground (audited) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            context: {
              company: string;
              conversationId: string;
              /** @enum {string} */
              channel: 'chat' | 'voice';
              /** @enum {string} */
              scenario:
                | 'actualizacion_datos'
                | 'agenda'
                | 'busqueda_web'
                | 'cambio_plan'
                | 'cancelacion'
                | 'consulta_estado'
                | 'emergencia'
                | 'encuestas_satisfaccion'
                | 'facturacion'
                | 'felicitacion'
                | 'garantia'
                | 'general'
                | 'informacion_empresa'
                | 'informacion_productos'
                | 'informacion_servicios'
                | 'lead'
                | 'notificaciones'
                | 'pqr'
                | 'reactivacion'
                | 'reclamo_calidad'
                | 'renovacion'
                | 'reporte_fraude'
                | 'seguimiento_postventa'
                | 'solicitud_documentos'
                | 'soporte'
                | 'ventas';
              /** @enum {string} */
              agentLevel: 'read' | 'write' | 'admin';
              priceListId?: string | null;
              currency?: string | null;
              timezone?: string | null;
              requestId?: string | null;
              /** @enum {string|null} */
              lang?: 'es' | 'en' | null;
            };
            name: string;
            arguments?: Record<string, never> | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              outcome: 'ok' | 'tool_error' | 'timeout' | 'unavailable' | 'rejected';
              text: string;
              structured?: unknown;
              errorType?: string;
              truncated: boolean;
              requestId: string;
              latencyMs: number;
              attempts: number;
              /** @description what the result guard removed from the answer before the model, per rule */
              leaks?: {
                /** @enum {string} */
                rule: 'call-no-traces' | 'call-no-secrets';
                count: number;
              }[];
              reason?: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/calls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recorded tool calls across the cluster, filtered, newest first, paginated by cursor */
    get: {
      parameters: {
        query?: {
          company?: string;
          tool?: string;
          outcome?: 'ok' | 'tool_error' | 'timeout' | 'unavailable' | 'rejected';
          errorType?: 'BLOCKER' | 'NOT_FOUND' | 'VALIDATION' | 'PERMISSION' | 'SYSTEM' | 'UNKNOWN';
          kind?: 'call' | 'catalog';
          /** @description records at or after this instant */
          since?: string;
          /** @description records before this instant */
          until?: string;
          /** @description at most this many (1-999, default 100), newest first */
          limit?: string;
          /** @description the `next` of the previous page */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              calls: {
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind: 'call' | 'catalog';
                company: string;
                serverId?: string;
                tool: string;
                /** @enum {string} */
                outcome: 'ok' | 'tool_error' | 'timeout' | 'unavailable' | 'rejected';
                errorType?: string;
                /** @enum {string} */
                errorClass: 'none' | 'business' | 'technical';
                attempts: number;
                latencyMs: number;
                truncated: boolean;
                requestId: string;
                /** @description the gateway instance that served it */
                instance: string;
                /** @description the managed key of the request (absent for an environment token) */
                keyId?: string;
                /** @description keyed hash (HMAC) of the conversation id, never the id */
                conversation?: string;
                /** @description what the result guard removed from the answer before the model, per rule */
                leaks?: {
                  /** @enum {string} */
                  rule: 'call-no-traces' | 'call-no-secrets';
                  count: number;
                }[];
              }[];
              /** @description cursor of the next (older) page; absent on the last one */
              next?: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/calls/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tool calls as they finish (Server-Sent Events) */
    get: {
      parameters: {
        query?: {
          company?: string;
          tool?: string;
          outcome?: 'ok' | 'tool_error' | 'timeout' | 'unavailable' | 'rejected';
          errorType?: 'BLOCKER' | 'NOT_FOUND' | 'VALIDATION' | 'PERMISSION' | 'SYSTEM' | 'UNKNOWN';
          kind?: 'call' | 'catalog';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description text/event-stream: `event: call` with a call record as data for every new call of the cluster; `event: ping` every 15 s */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The console's overview: tenants, servers and call activity across the cluster */
    get: {
      parameters: {
        query?: {
          /** @description the window ending now, in minutes (default 15, at most the retention) */
          windowMinutes?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              windowMinutes: number;
              /** @description minutes per point (1 up to 6 h windows, more beyond) */
              bucketMinutes: number;
              /** Format: date-time */
              generatedAt: string;
              /**
               * @description computed from every instance’s records
               * @enum {string}
               */
              scope: 'cluster';
              servers: {
                serverId: string;
                company: string;
                url: string;
                /** @enum {string} */
                status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
                /** @enum {string} */
                breaker: 'closed' | 'open' | 'half_open';
                minutes: {
                  /** Format: date-time */
                  at: string;
                  calls: number;
                  /** @description technical errors (timeout, unavailable, SYSTEM) */
                  errors: number;
                  businessErrors: number;
                  technicalErrors: number;
                  p50Ms: number | null;
                  p99Ms: number | null;
                }[];
                totals: {
                  calls: number;
                  /** @description technical errors / calls */
                  errorRate: number;
                  businessErrors: number;
                  technicalErrors: number;
                  p50Ms: number | null;
                  p99Ms: number | null;
                };
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A company's usage per tool and period: calls, business and technical errors, p50/p99
     * @description From the call records of every instance; `Accept: text/csv` answers the same rows as CSV.
     */
    get: {
      parameters: {
        query: {
          company: string;
          /** @description inclusive (default: 30 days before `to`) */
          from?: string;
          /** @description exclusive (default: now) */
          to?: string;
          /** @description UTC days or hours (default day) */
          granularity?: 'day' | 'hour';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description JSON (below), or with `Accept: text/csv` one CSV line per period and tool */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              company: string;
              /** Format: date-time */
              from: string;
              /** Format: date-time */
              to: string;
              /** @enum {string} */
              granularity: 'day' | 'hour';
              rows: {
                /** Format: date-time */
                period: string;
                tool: string;
                calls: number;
                businessErrors: number;
                technicalErrors: number;
                outcomes: {
                  ok: number;
                  tool_error: number;
                  timeout: number;
                  unavailable: number;
                  rejected: number;
                };
                p50Ms: number | null;
                p99Ms: number | null;
              }[];
            };
            'text/csv': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Health of this instance (503 when it should be replaced) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok' | 'degraded' | 'failing' | 'closed';
              problems?: string[];
              tenants?: number;
              servers?: {
                total: number;
                byStatus: {
                  pending?: number;
                  certified?: number;
                  failed?: number;
                  degraded?: number;
                  needs_recertification?: number;
                };
                detail: {
                  id: string;
                  company: string;
                  /** @enum {string} */
                  status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
                  /** @enum {string} */
                  breaker: 'closed' | 'open' | 'half_open';
                }[];
              };
              /** @description Redis catalog entries this instance refused since it started (cluster mode). */
              sharedCache?: {
                total: number;
                byReason: {
                  size?: number;
                  format?: number;
                  signature?: number;
                  shape?: number;
                };
                recent: {
                  serverId: string;
                  /** @enum {string} */
                  reason: 'size' | 'format' | 'signature' | 'shape';
                  /** Format: date-time */
                  at: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok' | 'degraded' | 'failing' | 'closed';
              problems?: string[];
              tenants?: number;
              servers?: {
                total: number;
                byStatus: {
                  pending?: number;
                  certified?: number;
                  failed?: number;
                  degraded?: number;
                  needs_recertification?: number;
                };
                detail: {
                  id: string;
                  company: string;
                  /** @enum {string} */
                  status: 'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification';
                  /** @enum {string} */
                  breaker: 'closed' | 'open' | 'half_open';
                }[];
              };
              /** @description Redis catalog entries this instance refused since it started (cluster mode). */
              sharedCache?: {
                total: number;
                byReason: {
                  size?: number;
                  format?: number;
                  signature?: number;
                  shape?: number;
                };
                recent: {
                  serverId: string;
                  /** @enum {string} */
                  reason: 'size' | 'format' | 'signature' | 'shape';
                  /** Format: date-time */
                  at: string;
                }[];
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prometheus metrics of this instance */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Prometheus text exposition format */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': string;
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mcp/{company}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tenant's exposed tools as an MCP server (Streamable HTTP, stateless)
     * @description POST carries every MCP message (2026-07-28 revision); GET and DELETE are answered 405, as that revision asks.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          company: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description POST of a request: its JSON-RPC response (application/json), or the messages up to it (text/event-stream) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: unknown;
            };
            'text/event-stream': string;
          };
        };
        /** @description POST of a notification or a response: accepted, no body */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description GET or DELETE: no session stream in this revision */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /**
     * The tenant's exposed tools as an MCP server (Streamable HTTP, stateless)
     * @description POST carries every MCP message (2026-07-28 revision); GET and DELETE are answered 405, as that revision asks.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          company: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description POST of a request: its JSON-RPC response (application/json), or the messages up to it (text/event-stream) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: unknown;
            };
            'text/event-stream': string;
          };
        };
        /** @description POST of a notification or a response: accepted, no body */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description GET or DELETE: no session stream in this revision */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    /**
     * The tenant's exposed tools as an MCP server (Streamable HTTP, stateless)
     * @description POST carries every MCP message (2026-07-28 revision); GET and DELETE are answered 405, as that revision asks.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          company: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description POST of a request: its JSON-RPC response (application/json), or the messages up to it (text/event-stream) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: unknown;
            };
            'text/event-stream': string;
          };
        };
        /** @description POST of a notification or a response: accepted, no body */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
        /** @description GET or DELETE: no session stream in this revision */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                field?: string;
                requestId?: string;
                serverId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
