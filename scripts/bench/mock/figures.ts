/** What the mock bench measures for each size of db, mock beside plain json-server. */
import type { Timings } from './load';
import type { RunningServer } from './processes';

export interface Pair<T> {
    mock: T;
    plain: T;
}

export interface StartFigures {
    /** each start, ms */
    starts: number[];
    /** the faster start and its VmRSS */
    startMs: number;
    rss: number;
}

export interface SizeFigures {
    orders: number;
    seeded: string;
    plainDb: { orders: number; bytes: number };
    keyword: string;
    hits: Pair<number>;
    list: Pair<Timings>;
    listAlone: Pair<Timings>;
    filtered: Pair<Timings>;
    filteredAlone: Pair<Timings>;
    /** the keyword's first two characters, the name filter of `shortAlone` */
    shortKeyword: string;
    /**
     * the mock with MOCK_KEPT_READS=0: every list call reads SQLite; `shortAlone` is the
     * filtered call with `shortKeyword`, one at a time
     */
    fromSql: Record<'list' | 'listAlone' | 'filtered' | 'filteredAlone' | 'shortAlone', Timings>;
    statistics: Timings;
    create: Timings;
    balance: { balance: number; toppedUp: number };
    start: Pair<StartFigures>;
    peak: Pair<number>;
}

export const startFigures = (servers: readonly RunningServer[]): StartFigures => {
    const fastest = servers.reduce((best, server) =>
        server.startMs < best.startMs ? server : best,
    );
    return {
        starts: servers.map(server => server.startMs),
        startMs: fastest.startMs,
        rss: fastest.rssAtStart,
    };
};
