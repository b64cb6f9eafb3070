/**
 * The mock bench's db for plain json-server: the orders of a mock db file, rows as the store
 * exports them (`db:export`'s shape), written as `{ "orders": [...] }`.
 * `tsx scripts/bench/mock/plainDb.ts <db.sqlite> <out.json>` prints `<orders> <bytes>`.
 */
import { writeFileSync } from 'node:fs';
import { readDbFile } from '../../../mock-server/store';

const [sqlite, out] = process.argv.slice(2);
if (!sqlite || !out) throw new Error('usage: plainDb.ts <db.sqlite> <out.json>');
const { orders } = readDbFile(sqlite);
const text = JSON.stringify({ orders });
writeFileSync(out, text);
process.stdout.write(`${orders.length} ${Buffer.byteLength(text)}\n`);
