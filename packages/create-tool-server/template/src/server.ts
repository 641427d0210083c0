// `npm start`: serves POST /mcp and GET /health. Settings come from the environment (.env in
// development, see .env.example).
import { createApp } from './app.js';

const tokens = (process.env['ASIXTO_TOKENS'] ?? '').split(',').filter((token) => token !== '');
if (tokens.length === 0) {
  process.stderr.write('Falta ASIXTO_TOKENS (los tokens que usará el Gateway): vea .env.example\n');
  process.exit(2);
}
const { server } = createApp({ databasePath: process.env['DATABASE_PATH'] ?? 'data/servidor.db', tokens });
const { url } = await server.listen(Number(process.env['PORT'] ?? 3000), process.env['HOST'] ?? '127.0.0.1');
process.stdout.write(`Servidor de herramientas en ${url}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close());
}
