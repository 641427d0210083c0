// The shape of a leaking answer of the fixtures, and the two leaks most tests use.
import type { LeakKind, LeakRuleId } from '../leak-hit.js';

export interface LeakingAnswer {
  name: string;
  text: string;
  rule: LeakRuleId;
  kind: LeakKind;
  /** The hit's detail (runtime, provider, engine, key…), when the test should pin it. */
  detail?: string;
  /** Substrings that must not survive redaction. */
  gone: string[];
  /** Substrings that must survive it. */
  kept?: string[];
}

export const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDMyNDU2Nzg5IiwibmFtZSI6IkFuYSBSZXN0cmVwbyIsImlhdCI6MTc4ODQwMDAwMH0.Xq5xZbK3m0cV7nQq3Y2t1s8wHn4p6r9uA0bC2dE4fG8';

export const NODE_TRACE = [
  "TypeError: Cannot read properties of undefined (reading 'documento')",
  '    at lookupCustomer (/srv/app/src/customers.js:42:17)',
  '    at async Promise.all (index 0)',
  '    at async handler (/srv/app/src/tools/consultar-cliente.js:18:5)',
].join('\n');
