/**
 * The register of earlier marks the similarity examination searches (docs/similarity.md): the
 * generated earlier marks (seed/register.ts) and every order of every agency the office has
 * accepted and not refused to accept (domain/states/register.ts: 21 and the states after it,
 * never 22), each with its status (申请中 / 已注册 / 已驳回) and its items. A search looks the new
 * mark's search keys up (domain/similarity/keys.ts), keeps the marks in the groups the office
 * searches (the chosen ones and those the 区分表's notes add: domain/similarity/noteScope.ts)
 * and examines each against the new mark. A hit carries the earlier mark's name, class, groups,
 * application number and date, status and goods, never an applicant or an agency.
 *
 * Orders are filed as they change (a trigger notes them in `register_dirty`), in small batches
 * on later turns of the event loop, so that filing never holds the server: on a fresh start
 * of a database of 100,000 orders, every other call is answered between two batches. Until an
 * order is filed again, a search examines its row in memory (the orders noted in the classes
 * searched), so an answer never misses one.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { indexKeys, queryKeys } from '../../domain/similarity/keys';
import { analyseMark } from '../../domain/similarity/mark';
import { examineInScope, sortHits } from '../../domain/similarity/noteScope';
import type { CandidateMark, EarlierItem, NoteScope } from '../../domain/similarity/noteScope';
import { examineEarlier, MAX_HITS } from '../../domain/similarity/search';
import { wellKnownHits } from '../../domain/similarity/wellKnown';
import { markStatusOf, REGISTER_STATES } from '../../domain/states/register';
import type { MarkStatus, SimilarMark } from '../../domain/types/classification';
import { niceCatalog } from '../nice/catalog';
import { groupsOfItems } from './classifications';
import type { Queries, Store } from '../store';
import type { NewRegisterMark, RegisterMarkRow, RegisterOrderRow } from '../store/register';

/** Orders filed per turn of the event loop in the background, at most, and for how long. */
const FILE_BATCH = 100;
const FILE_BUDGET_MS = 8;
/** Orders filed per write when nothing else waits (scripts). */
const OFFLINE_BATCH = 500;
/** Changed orders a search reads (and examines in memory) per turn of the event loop. */
const PENDING_PAGE = 500;

/** Names of earlier marks examined per turn of the event loop. */
const NAMES_PER_TURN = 4;

/** The keys of a name, remembered: a database copied round after round repeats its names. */
const KEYS_KEPT = 20_000;
const keysKept = new Map<string, string[]>();
const keysOfName = (name: string): string[] => {
    let keys = keysKept.get(name);
    if (!keys) {
        if (keysKept.size >= KEYS_KEPT) keysKept.clear();
        keys = indexKeys(analyseMark(name));
        keysKept.set(name, keys);
    }
    return keys;
};

/** The keys a mark is filed under, and its row. */
export const fileMark = (q: Queries, mark: NewRegisterMark): number =>
    q.register.insert(mark, keysOfName(mark.name));

const FILED_STATES = [...REGISTER_STATES];

/** The register's row of an order; null for an order that is not in it. */
const markOfOrder = (order: RegisterOrderRow): NewRegisterMark | null => {
    const status = markStatusOf(order.state);
    if (!status || !order.trademarkName.trim()) return null;
    return {
        name: order.trademarkName,
        cls: order.cls,
        groups: groupsOfItems(order.cls, order.mins).join(','),
        appNo: order.trademarkNumber,
        appDate: order.createTime.slice(0, 10),
        orderTbId: order.id,
        status,
        items: order.mins
            .split(',')
            .map(code => code.trim())
            .filter(Boolean)
            .join(','),
    };
};

/**
 * Files (again) up to `limit` changed orders in one write, stopping early once it has taken
 * `budgetMs` (a name analysed the first time takes milliseconds); false when none was left.
 */
const fileBatch = (store: Store, limit: number, budgetMs = Infinity): boolean =>
    store.writeDerived(q => {
        const started = performance.now();
        const ids = q.register.dirtyOrders(limit);
        const done: number[] = [];
        for (const id of ids) {
            q.register.deleteOfOrder(id);
            const order = q.register.order(id);
            const mark = order && markOfOrder(order);
            if (mark) fileMark(q, mark);
            done.push(id);
            if (performance.now() - started > budgetMs) break;
        }
        q.register.deleteDirty(done);
        return ids.length > 0;
    });

/** Files every changed order now, in one go (scripts; the server files in the background). */
export const syncRegister = (store: Store): void => {
    while (fileBatch(store, OFFLINE_BATCH));
};

const filing = new WeakMap<Store, Promise<void>>();

/**
 * Files the changed orders in the background, a small batch per turn of the event loop; one
 * run per store at a time. Resolves when none is left (or the store was closed).
 */
export const fileInBackground = (store: Store): Promise<void> => {
    const running = filing.get(store);
    if (running) return running;
    const run = (async () => {
        try {
            while (store.isOpen && fileBatch(store, FILE_BATCH, FILE_BUDGET_MS)) await nextTurn();
        } catch (error) {
            // a store closed between two batches (the server stopping) ends the run
            if (store.isOpen) throw error;
        } finally {
            filing.delete(store);
        }
    })();
    filing.set(store, run);
    return run;
};

export interface RegisterQuery {
    name: string;
    /** the groups searched: the chosen ones and those the notes add */
    scope: NoteScope;
    /** the chosen items' names: the goods' common names (§5.1.12) */
    goodsWords?: ReadonlySet<string>;
    /** an order's own row is not an earlier mark of itself */
    exceptOrder?: number;
}

/** A filed mark (or an order's row) as the examination reads it, with its items by group. */
const candidateOf = (
    row: Pick<RegisterMarkRow, 'name' | 'cls' | 'groups' | 'appNo' | 'appDate' | 'items'> & {
        status: string;
    },
): CandidateMark => {
    const groups = row.groups.split(',').filter(Boolean);
    const niceClass = niceCatalog().byCode.get(row.cls);
    const items: EarlierItem[] = [];
    for (const code of row.items.split(',')) {
        const item = niceClass?.items.get(code);
        if (!item) continue;
        for (const group of item.groups) {
            if (groups.includes(group)) items.push({ code, name: item.name, group });
        }
    }
    return {
        name: row.name,
        cls: row.cls,
        groups,
        appNo: row.appNo,
        appDate: row.appDate,
        items,
        status: row.status as MarkStatus,
    };
};

/**
 * Prepares the examination (its word lists, readings and the well-known marks), so that the first search after a
 * start does not hold the server while it loads them.
 */
export const warmExamination = (): void => {
    const pairs: [string, string][] = [
        ['星河云', '星河耘'],
        ['HAPPY SNAIL', '快乐蜗牛'],
        ['雅乐YAYUE', 'YAYUE COFFEE'],
    ];
    for (const [name, earlier] of pairs) {
        keysOfName(earlier);
        examineEarlier({ name, groups: new Set(['0901']) }, [
            { name: earlier, cls: '09', groups: ['0901'], appNo: '', appDate: '' },
        ]);
    }
    // the well-known marks' index, built on first use
    wellKnownHits('星河云');
};

/** The earlier marks in the groups searched that the new mark is similar to or at risk with. */
export const searchRegister = async (
    store: Store,
    query: RegisterQuery,
): Promise<SimilarMark[]> => {
    void fileInBackground(store);
    const wanted = queryKeys(analyseMark(query.name));
    const keys = new Set(wanted);
    const classes = [...new Set([...query.scope.groups].map(group => group.slice(0, 2)))];
    const mine = (orderTbId: number | null) =>
        orderTbId === null || orderTbId !== query.exceptOrder;
    // the orders not filed yet, a page per turn of the event loop; then the filed marks (an
    // order filed meanwhile is among those, one read here is not read twice)
    const pending = new Map<number, CandidateMark>();
    const seen = new Set<number>();
    for (let after = 0; ;) {
        const ids = store.read(q => q.register.dirtyAfter(after, PENDING_PAGE));
        if (!ids.length) break;
        after = ids[ids.length - 1]!;
        const orders = store.read(q => q.register.ordersIn(ids, classes, FILED_STATES));
        for (const order of orders) {
            seen.add(order.id);
            const mark = markOfOrder(order);
            if (!mark || !mine(order.id)) continue;
            if (keysOfName(mark.name).some(key => keys.has(key))) {
                pending.set(order.id, candidateOf(mark));
            }
        }
        await nextTurn();
    }
    const rows = store.read(q => q.register.byKeys(wanted));
    const candidates = [
        ...rows
            .filter(
                row => mine(row.orderTbId) && !(row.orderTbId !== null && seen.has(row.orderTbId)),
            )
            .map(candidateOf),
        ...pending.values(),
    ];
    // a few names examined per turn of the event loop: a name examined the first time
    // takes milliseconds
    const names = [...new Set(candidates.map(mark => mark.name))];
    const hits: SimilarMark[] = [];
    for (let at = 0; at < names.length; at += NAMES_PER_TURN) {
        if (at > 0) await nextTurn();
        const these = new Set(names.slice(at, at + NAMES_PER_TURN));
        hits.push(
            ...examineInScope(
                examineEarlier,
                { name: query.name, scope: query.scope, goodsWords: query.goodsWords },
                candidates.filter(mark => these.has(mark.name)),
                MAX_HITS,
            ),
        );
    }
    // well-known marks, in any class (商标法第十三条)
    return sortHits([...wellKnownHits(query.name), ...hits]).slice(0, MAX_HITS);
};
