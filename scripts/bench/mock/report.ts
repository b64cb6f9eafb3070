/** The mock bench's figures printed: one table, a column per size, then each size's details. */
import { OFFICE_SUBMITTED_STATE } from '../../../domain/states/orders';
import { percentile, requestsPerSecond } from './load';
import type { Timings } from './load';
import type { SizeFigures } from './figures';

export const thousands = (value: number, digits = 0): string =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number): string => {
    if (Number.isNaN(value)) return '–';
    if (value < 1) return `${value.toFixed(2)} ms`;
    if (value < 10) return `${value.toFixed(1)} ms`;
    return `${thousands(value)} ms`;
};
const rps = (timings: Timings): string => {
    const value = requestsPerSecond(timings);
    return value >= 10 || value === 0 ? thousands(value) : value.toFixed(1);
};
const mb = (bytes: number): string => `${thousands(bytes / 1024 / 1024)} MB`;
const fileSize = (bytes: number): string =>
    bytes < 1024 * 1024 ? `${thousands(bytes / 1024)} kB` : mb(bytes);
const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(2)} s`;
const p50 = (timings: Timings): string => ms(percentile(timings, 50));
const spread = (timings: Timings): string => `${p50(timings)} / ${ms(percentile(timings, 95))}`;

export const printTable = (sizes: readonly SizeFigures[]): void => {
    const rows: [string, (size: SizeFigures) => string][] = [
        [
            'order list, requests/s (mock / plain json-server)',
            s => `${rps(s.list.mock)} / ${rps(s.list.plain)}`,
        ],
        ['order list under load, p50 / p95, mock', s => spread(s.list.mock)],
        ['order list under load, p50 / p95, plain', s => spread(s.list.plain)],
        [
            'one list call alone, median (mock / plain)',
            s => `${p50(s.listAlone.mock)} / ${p50(s.listAlone.plain)}`,
        ],
        [
            'filtered list, requests/s (mock / plain)',
            s => `${rps(s.filtered.mock)} / ${rps(s.filtered.plain)}`,
        ],
        ['filtered list under load, p50 / p95, mock', s => spread(s.filtered.mock)],
        ['filtered list under load, p50 / p95, plain', s => spread(s.filtered.plain)],
        [
            'one filtered call alone, median (mock / plain)',
            s => `${p50(s.filteredAlone.mock)} / ${p50(s.filteredAlone.plain)}`,
        ],
        ['order list from SQLite every call (MOCK_KEPT_READS=0), req/s', s => rps(s.fromSql.list)],
        ['one list call alone from SQLite, median', s => p50(s.fromSql.listAlone)],
        ['filtered list from SQLite every call, req/s', s => rps(s.fromSql.filtered)],
        ['one filtered call alone from SQLite, median', s => p50(s.fromSql.filteredAlone)],
        [
            'the same filtered by its first 2 characters alone, from SQLite',
            s => p50(s.fromSql.shortAlone),
        ],
        ['dashboard statistics alone, median', s => p50(s.statistics)],
        ['createTrademarkOrder alone, median', s => p50(s.create)],
        [
            'start / memory at start, mock',
            s => `${seconds(s.start.mock.startMs)} / ${mb(s.start.mock.rss)}`,
        ],
        [
            'start / memory at start, plain',
            s => `${seconds(s.start.plain.startMs)} / ${mb(s.start.plain.rss)}`,
        ],
        [
            'peak memory after the runs (mock / plain)',
            s => `${mb(s.peak.mock)} / ${mb(s.peak.plain)}`,
        ],
    ];
    const failed = sizes.some(s =>
        [s.list, s.filtered].some(p => p.mock.errors + p.plain.errors > 0),
    );
    if (failed) {
        rows.push([
            'failed calls under load (list; filtered: mock / plain)',
            s =>
                `${s.list.mock.errors} / ${s.list.plain.errors}; ${s.filtered.mock.errors} / ${s.filtered.plain.errors}`,
        ]);
    }
    const table = [
        ['orders in the db', ...sizes.map(s => thousands(s.orders))],
        ...rows.map(([label, cell]) => [label, ...sizes.map(cell)]),
    ];
    const widths = table[0].map((_, column) => Math.max(...table.map(row => row[column].length)));
    const line = (row: string[]) =>
        `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
    console.log(line(table[0]));
    console.log(
        `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    );
    for (const row of table.slice(1)) console.log(line(row));
};

/** The filtered call without kept pages before the trademark-name index (migration 10). */
const BEFORE_NAME_INDEX = { orders: 100_000, ms: 27, rps: 37 };

/** The filtered list without kept pages beside what it measured before the name index. */
export const printNameIndexNote = (sizes: readonly SizeFigures[]): void => {
    const figures = sizes.map(
        (s, i) =>
            `${p50(s.fromSql.filteredAlone)} (${rps(s.fromSql.filtered)} req/s${i === 0 ? ' under load' : ''}) at ${thousands(s.orders)}`,
    );
    const { orders, ms: before, rps: beforeRps } = BEFORE_NAME_INDEX;
    console.log(
        `  the filtered list without kept pages reads the trademark-name index: one call alone ${figures.join(', ')} orders; ` +
            `before the index, its substring scan of the agency's orders measured ${before} ms (${beforeRps} req/s) at ${thousands(orders)} orders`,
    );
};

export const printDetails = (size: SizeFigures): void => {
    const n = thousands(size.orders);
    console.log(`  ${n} orders: ${size.seeded}`);
    const topUp =
        size.balance.toppedUp > 0 ? `, topped up ${thousands(size.balance.toppedUp)} yuan` : '';
    console.log(
        `    json-server db: ${thousands(size.plainDb.orders)} orders, ${fileSize(size.plainDb.bytes)} of JSON; ` +
            `filter state ${OFFICE_SUBMITTED_STATE} + 「${size.keyword}」: ${thousands(size.hits.mock)} of the admin's orders (mock), ` +
            `${thousands(size.hits.plain)} (plain), 「${size.shortKeyword}」 in the 2-character row; ` +
            `starts ${size.start.mock.starts.map(seconds).join(', ')} (mock), ` +
            `${size.start.plain.starts.map(seconds).join(', ')} (plain); ` +
            `balance ${thousands(size.balance.balance)} yuan${topUp}; ` +
            `calls under load: list ${thousands(size.list.mock.ok)} / ${thousands(size.list.plain.ok)}, ` +
            `filtered ${thousands(size.filtered.mock.ok)} / ${thousands(size.filtered.plain.ok)}`,
    );
};
