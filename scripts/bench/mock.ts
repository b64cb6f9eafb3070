/**
 * Part of `npm run bench` (`npm run bench -- mock`): the mock server at 100, 10,000 and 100,000
 * orders beside plain json-server 0.17.4 serving the same order rows, on this machine. Figures,
 * never pass/fail.
 *
 * For each size: a db built by `npm run seed -- --orders N` in a temp folder, its orders
 * written as a json-server db (`{ "orders": [...] }`, scripts/bench/mock/plainDb.ts), then each
 * server started twice, interleaved (mock, plain, mock, plain; spawn to ready line, VmRSS at
 * the ready line, the faster start shown). Signed in as the demo admin, then:
 * The mock keeps each list page it answers until the next change (MOCK_KEPT_READS); a third
 * mock started with MOCK_KEPT_READS=0 gives the same lists read from SQLite on every call, and
 * the filtered one with the name cut to its first 2 characters (one call at a time); a note
 * puts its filtered call beside the figure from before the trademark-name index.
 *   alone      one call at a time (median): the order list, the filtered list, the dashboard
 *              statistics, and createTrademarkOrder (each with a fresh requestId)
 *   under load 10 connections over a keep-alive agent for BENCH_SECONDS (3) per run, after a
 *              warm-up, BENCH_ROUNDS (2) runs per server interleaved: mock, plain, mock, plain
 * The mock's order list is `GET /api/findTrademarkOrderList?pgIndex=1&pgCount=10` (the
 * admin's agency, newest first), filtered with `state=<submitted>&trademarkName=<a name in it>`;
 * plain json-server's is the same page of the same agency, newest first (`PLAIN_LIST`), filtered
 * with `state=<submitted>&trademarkName_like=<name>`
 * (its full-text search over every field). BENCH_ORDERS=100,10000 picks other sizes.
 * The load generator runs in this process, so on 2 cores it shares the CPU with the server.
 * Its parts (scripts/bench/mock/): settings.ts, measure.ts (one size), figures.ts (what is
 * measured), report.ts (the table), with client.ts, load.ts and processes.ts below them.
 */
import { OFFICE_SUBMITTED_STATE } from '../../domain/states/orders';
import { cpus, loadavg } from 'node:os';
import type { SizeFigures } from './mock/figures';
import { measureSize } from './mock/measure';
import { printDetails, printNameIndexNote, printTable, thousands } from './mock/report';
import {
    CONNECTIONS,
    CREATES,
    PLAIN_LIST,
    ROUNDS,
    SECONDS,
    SIZES,
    WARMUP_SECONDS,
} from './mock/settings';

const main = async (): Promise<void> => {
    console.log(
        `\nmock server beside plain json-server 0.17.4 (${cpus().length} cores, ${CONNECTIONS} connections, ` +
            `${ROUNDS} × ${SECONDS} s per server interleaved after a ${WARMUP_SECONDS} s warm-up; ` +
            `medians of one call at a time over up to 2 s; createTrademarkOrder ${CREATES} calls; ` +
            `load average ${loadavg()[0].toFixed(2)} at the start)`,
    );
    const figures: SizeFigures[] = [];
    const failures: string[] = [];
    for (const orders of SIZES) {
        try {
            figures.push(await measureSize(orders));
        } catch (error) {
            const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
            failures.push(`${thousands(orders)} orders: ${reason}`);
            console.error(`  ${thousands(orders)} orders failed, going on: ${reason}`);
        }
    }
    if (figures.length > 0) {
        printTable(figures);
        console.log(
            '  mock: GET /api/findTrademarkOrderList?pgIndex=1&pgCount=10 as the demo admin (newest first), ' +
                `filtered with &state=${OFFICE_SUBMITTED_STATE}&trademarkName=<name>; plain: the same page of the same agency ` +
                `(GET /orders?${PLAIN_LIST}), filtered with &state=${OFFICE_SUBMITTED_STATE}&trademarkName_like=<name>`,
        );
        console.log(
            '  the mock keeps the pages it answered until the next change (MOCK_KEPT_READS, 256 by default), ' +
                'so its list rows above are pages read again; the SQLite rows are a mock started with MOCK_KEPT_READS=0',
        );
        printNameIndexNote(figures);
        for (const size of figures) printDetails(size);
    }
    if (failures.length > 0) {
        console.error(`mock bench: ${failures.length} size(s) failed:\n${failures.join('\n')}`);
        process.exitCode = 1;
    }
};

main().catch((error: unknown) => {
    console.error(`mock bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
});
