// Child process of the crash-window test: claims a key and dies either inside the transaction
// (`during`) or right after its commit (`after`), as a server process killed at that point would.
import Database from 'better-sqlite3';
import { ok } from '../../results/ok.js';
import { sqliteIdempotencyStore } from '../sqlite-idempotency-store.js';

const [path, key, when] = process.argv.slice(2);
if (!path || !key) process.exit(2);
const db = new Database(path);
db.exec('CREATE TABLE IF NOT EXISTS efectos (key TEXT)');
const store = sqliteIdempotencyStore(db);
const outcome = await store.claim('t', key);
if (outcome.state !== 'claimed') process.exit(3);
await store.transaction(outcome.claim, () => {
  db.prepare('INSERT INTO efectos (key) VALUES (?)').run(key);
  if (when === 'during') process.exit(9);
  return ok({ key }, 'hecho');
});
process.exit(7);
