// The idempotency-key test vectors published in the package README. A test checks both agree.
export interface IdempotencyVector {
  conversationId: string;
  toolName: string;
  args: unknown;
  canonical: string;
  key: string;
}

export const IDEMPOTENCY_VECTORS: readonly IdempotencyVector[] = [
  {
    conversationId: 'cnv_77b',
    toolName: 'abrir_caso_soporte',
    args: {
      documento: 'CC1032456789',
      tipo: 'falla',
      descripcion: 'Sin internet desde ayer',
      prioridad: null,
    },
    canonical:
      '["cnv_77b","abrir_caso_soporte",{"descripcion":"Sin internet desde ayer","documento":"CC1032456789","tipo":"falla"}]',
    key: '56599544a77bf283d452efa5fee2dd20ca2eb8522de0ac385f4ba5b57120d479',
  },
  {
    conversationId: 'cnv_77b',
    toolName: 'abrir_caso_soporte',
    args: { tipo: 'falla', documento: 'CC1032456789', descripcion: 'Sin internet desde ayer' },
    canonical:
      '["cnv_77b","abrir_caso_soporte",{"descripcion":"Sin internet desde ayer","documento":"CC1032456789","tipo":"falla"}]',
    key: '56599544a77bf283d452efa5fee2dd20ca2eb8522de0ac385f4ba5b57120d479',
  },
  {
    conversationId: 'cnv_88c',
    toolName: 'abrir_caso_soporte',
    args: { documento: 'CC1032456789', tipo: 'falla', descripcion: 'Sin internet desde ayer' },
    canonical:
      '["cnv_88c","abrir_caso_soporte",{"descripcion":"Sin internet desde ayer","documento":"CC1032456789","tipo":"falla"}]',
    key: '3692dc43033b561428c6e4a3a8b360b1b87e5df35a63c72438385514d31a6100',
  },
  {
    conversationId: 'cnv_77b',
    toolName: 'consultar_cliente',
    args: undefined,
    canonical: '["cnv_77b","consultar_cliente",{}]',
    key: '256132a3896738ad09738dc4f5d86fb4f822b566c82bb033c8a5262dfab3a51a',
  },
  {
    conversationId: 'cnv_77b',
    toolName: 'buscar_items',
    args: { texto: 'módem €', filtros: { marca: null, precio_max: 1e21, tags: [null, 'b', -0] } },
    canonical:
      '["cnv_77b","buscar_items",{"filtros":{"precio_max":1e+21,"tags":[null,"b",0]},"texto":"módem €"}]',
    key: '2183d50f5fd86d9f9e2318f91f257c6593847809dee1ea3fbe5feec4b823fa86',
  },
];
