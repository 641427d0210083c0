import { shellQuote } from './shell-quote.js';

/** The two ready-to-paste requests `npm start` prints: a catalog and a call, as the agent sends them. */
export interface CurlExample {
  title: string;
  path: string;
  body: Record<string, unknown>;
  command: string;
}

export function curlExamples(gatewayUrl: string, runtimeToken: string): CurlExample[] {
  const context = {
    company: 'demo',
    conversationId: 'cnv_curl_1',
    channel: 'chat',
    scenario: 'general',
    agentLevel: 'read',
  };
  const requests = [
    {
      title: 'Catálogo (chat, escenario general, nivel read)',
      path: '/v1/catalog',
      body: { context, format: 'openai' },
    },
    {
      title: 'Llamada: consultar_cliente de Ana Restrepo',
      path: '/v1/call',
      body: { context, name: 'ext__demo__consultar_cliente', arguments: { documento: 'CC1032456789' } },
    },
  ];
  return requests.map(({ title, path, body }) => ({
    title,
    path,
    body,
    command: [
      `curl -sS ${shellQuote(gatewayUrl + path)}`,
      `-H ${shellQuote(`Authorization: Bearer ${runtimeToken}`)}`,
      `-H 'Content-Type: application/json'`,
      `-d ${shellQuote(JSON.stringify(body))}`,
    ].join(' \\\n     '),
  }));
}
