/**
 * A database of any number of orders (`npm run seed -- --orders N`), to try the lists, the
 * dashboard and the store at volume. The demo seed is its pattern: its orders, each with its
 * applicant, office history (progress, feedback, official documents), correction notice and
 * money, are copied round after round until there are N orders; a partial last round takes the
 * demo's first orders and as many applicants as the demo has per order. Every copy has numbers
 * of its own (order, trademark, notice, payment and trade numbers; applicant names and identity
 * numbers that still pass the check-digit rules) and all its times moved back by one random
 * shift of up to 12 hours, so a round's timelines stay as consistent as the demo's and every
 * ledger, merged round by round in time order, never goes below zero.
 *
 * Copies point at the demo's stored files (same agency, same purpose), so no file is written
 * beyond the demo's own: the official documents of every round share the demo's placeholder
 * PDFs, and the letter the first read renders for one of them is shown for all. The rows go in
 * through the store's prepared statements, inside the one transaction of `buildDbFile`.
 */
import { compactChinaTime, formatChinaTime, parseChinaTime } from '../../domain/rules/time';
import type {
    ApplicantRow,
    CapitalRow,
    CollectionName,
    Db,
    DocumentRow,
    OrderRow,
    PaymentRow,
    SupplementRow,
} from '../db';
import { signedFen } from '../db';
import type { Queries } from '../store';
import { residentIdNumber, unifiedSocialCreditCode } from './codes';
import { Random, uniqueDraw } from './random';

const PRNG_SEED = 0x5eed_b1;
/** The largest shift back of a round's times. */
const MAX_SHIFT_MS = 12 * 3_600_000;

export type BulkCounts = Record<CollectionName, number>;

const maxId = (rows: readonly { id: number }[]): number =>
    rows.reduce((max, row) => Math.max(max, row.id), 0);

/** The rows of `rows` that belong to one of the orders in `orderIds`. */
const ofOrders = <T extends { orderTbId: number }>(rows: readonly T[], orderIds: Set<number>) =>
    rows.filter(row => orderIds.has(row.orderTbId));

/** A movement of money of one round, before the merged ledger numbers it. */
interface Movement {
    row: Omit<CapitalRow, 'id' | 'balanceFen'>;
    /** round, then the demo's id: the order of movements at the same second */
    round: number;
    demoId: number;
}

class BulkBuilder {
    private readonly rng = new Random(PRNG_SEED);
    private readonly used = {
        orderIds: new Set<string>(),
        numbers: new Set<string>(),
        serials: new Set<string>(),
        sns: new Set<string>(),
        cards: new Map<number, Set<string>>(),
    };
    private readonly stride: {
        applicants: number;
        orders: number;
        supplements: number;
        feedbacks: number;
        progress: number;
        documents: number;
        payments: number;
    };
    private readonly demoTimes = new Map<string, number>();
    private readonly movements: Movement[] = [];
    readonly counts: BulkCounts;

    constructor(
        private readonly q: Queries,
        private readonly demo: Db,
    ) {
        this.stride = {
            applicants: maxId(demo.applicants),
            orders: maxId(demo.orders),
            supplements: maxId(demo.supplements),
            feedbacks: maxId(demo.trademarkFeedbacks),
            progress: maxId(demo.progress),
            documents: maxId(demo.officialDocuments),
            payments: maxId(demo.payments),
        };
        for (const o of demo.orders) {
            this.used.orderIds.add(o.orderId);
            if (o.trademarkNumber) this.used.numbers.add(o.trademarkNumber);
        }
        for (const s of demo.supplements) this.used.serials.add(s.serialNumber);
        for (const p of demo.payments) this.used.sns.add(p.paymentSn);
        for (const c of demo.capitalDetails) this.used.sns.add(c.tradeSn);
        for (const a of demo.applicants) this.cardsOf(a.spId).add(a.cardNumber.toUpperCase());
        this.counts = Object.fromEntries(
            Object.keys(demo)
                .filter(key => Array.isArray(demo[key as keyof Db]))
                .map(key => [key, 0]),
        ) as BulkCounts;
    }

    private cardsOf(spId: number): Set<string> {
        let cards = this.used.cards.get(spId);
        if (!cards) {
            cards = new Set();
            this.used.cards.set(spId, cards);
        }
        return cards;
    }

    /** Everything that is not one round's: prices, agencies, users and the demo's files. */
    begin(): void {
        const { q, demo } = this;
        q.prices.set(demo.prices);
        for (const agency of demo.agencies) q.agencies.insert({ ...agency, balanceFen: 0 });
        for (const user of demo.users) q.users.insert(user);
        for (const file of demo.files) q.files.insert(file);
        this.counts.agencies = demo.agencies.length;
        this.counts.users = demo.users.length;
        this.counts.files = demo.files.length;
    }

    private demoTime(text: string): number {
        let time = this.demoTimes.get(text);
        if (time === undefined) {
            time = parseChinaTime(text);
            this.demoTimes.set(text, time);
        }
        return time;
    }

    /**
     * A new identity number like the applicant's: mainland numbers with their check digits
     * right, others with the same shape (the leading letter kept); unique in the agency.
     */
    private cardLike(row: ApplicantRow): string {
        const { cardNumber: card } = row;
        if (card === '') return '';
        const { rng } = this;
        const draw = (): string => {
            if (row.applicantRegion === 1 && row.applicantType === 1)
                return residentIdNumber(rng, card.slice(0, 6));
            if (row.applicantRegion === 1) return unifiedSocialCreditCode(rng, card.slice(2, 8));
            return card.replace(/(?<!^)[A-Z]|\d/g, ch =>
                /\d/.test(ch) ? rng.digits(1) : String.fromCharCode(65 + rng.int(0, 25)),
            );
        };
        // stored numbers are upper-case, as are the drawn ones
        return uniqueDraw(this.cardsOf(row.spId), draw);
    }

    /** Round `round` (0 is the demo itself) with the demo's first `orderCount` orders. */
    round(round: number, orderCount: number): void {
        const { q, demo, rng, stride } = this;
        const copy = round > 0;
        const shiftMs = copy ? rng.int(1, MAX_SHIFT_MS / 1000) * 1000 : 0;
        const at = (text: string): number => this.demoTime(text) - shiftMs;
        const time = (text: string): string =>
            text === '' || !copy ? text : formatChinaTime(at(text));
        const suffix = copy ? `（${round + 1}）` : '';

        const orders = demo.orders.slice(0, orderCount);
        const orderIds = new Set(orders.map(o => o.id));
        // the applicants of these orders, then others up to the demo's share per order
        const share = Math.ceil((demo.applicants.length * orderCount) / demo.orders.length);
        const used = new Set(orders.map(o => o.applicantTbId));
        const applicants = [
            ...demo.applicants.filter(a => used.has(a.id)),
            ...demo.applicants.filter(a => !used.has(a.id)),
        ].slice(0, Math.max(share, used.size));

        const applicantNames = new Map<number, string>();
        for (const a of applicants) {
            const row: ApplicantRow = copy
                ? {
                      ...a,
                      id: round * stride.applicants + a.id,
                      applicantName: `${a.applicantName}${suffix}`,
                      EName: a.EName ? `${a.EName} (${round + 1})` : '',
                      cardNumber: this.cardLike(a),
                      createTime: time(a.createTime),
                  }
                : a;
            applicantNames.set(a.id, row.applicantName);
            q.applicants.insert(row);
        }

        const orderNumbers = new Map<string, string>();
        for (const o of orders) {
            const created = at(o.createTime);
            const row: OrderRow = copy
                ? {
                      ...o,
                      id: round * stride.orders + o.id,
                      orderId: uniqueDraw(
                          this.used.orderIds,
                          () => `TM${compactChinaTime(created)}${rng.digits(4)}`,
                      ),
                      applicant: applicantNames.get(o.applicantTbId) ?? o.applicant,
                      applicantTbId: round * stride.applicants + o.applicantTbId,
                      createTime: formatChinaTime(created),
                      trademarkNumber: o.trademarkNumber
                          ? uniqueDraw(this.used.numbers, () => `7${rng.int(1, 9)}${rng.digits(6)}`)
                          : '',
                  }
                : o;
            orderNumbers.set(o.orderId, row.orderId);
            q.orders.insert(row);
        }

        const documentId = (id: number | null) =>
            id === null ? null : round * stride.documents + id;
        const orderTbId = (id: number) => round * stride.orders + id;
        for (const d of ofOrders(demo.officialDocuments, orderIds)) {
            const row: DocumentRow = {
                ...d,
                id: round * stride.documents + d.id,
                orderTbId: orderTbId(d.orderTbId),
                deliveryTime: time(d.deliveryTime),
            };
            q.documents.insert(row);
            this.counts.officialDocuments += 1;
        }
        // after their orders: the triggers note each order's latest notice
        for (const s of ofOrders(demo.supplements, orderIds)) {
            const row: SupplementRow = {
                ...s,
                id: round * stride.supplements + s.id,
                orderTbId: orderTbId(s.orderTbId),
                serialNumber: copy
                    ? uniqueDraw(
                          this.used.serials,
                          () => `BZ${compactChinaTime(at(s.sendTime)).slice(0, 8)}${rng.digits(6)}`,
                      )
                    : s.serialNumber,
                sendTime: time(s.sendTime),
                acceptExpirationDate: time(s.acceptExpirationDate),
                operateTime: time(s.operateTime),
                documentId: documentId(s.documentId),
            };
            q.supplements.insert(row);
            this.counts.supplements += 1;
        }
        for (const p of ofOrders(demo.progress, orderIds)) {
            q.progress.insert({
                ...p,
                id: round * stride.progress + p.id,
                orderTbId: orderTbId(p.orderTbId),
                uploadTime: time(p.uploadTime),
                documentId: documentId(p.documentId),
            });
            this.counts.progress += 1;
        }
        for (const f of ofOrders(demo.trademarkFeedbacks, orderIds)) {
            q.feedbacks.insert({
                ...f,
                id: round * stride.feedbacks + f.id,
                orderTbId: orderTbId(f.orderTbId),
                feedbackTime: time(f.feedbackTime),
            });
            this.counts.trademarkFeedbacks += 1;
        }

        const paymentNumbers = new Map<string, string>();
        for (const p of demo.payments) {
            const row: PaymentRow = copy
                ? {
                      ...p,
                      id: round * stride.payments + p.id,
                      paymentSn: uniqueDraw(
                          this.used.sns,
                          () => `PAY${compactChinaTime(at(p.paidTime))}${rng.digits(6)}`,
                      ),
                      createTime: time(p.createTime),
                      paidTime: time(p.paidTime),
                  }
                : p;
            paymentNumbers.set(p.paymentSn, row.paymentSn);
            q.payments.insert(row);
        }
        // the round's money: its top-ups and the expense and refund of each of its orders
        for (const c of demo.capitalDetails) {
            const paymentSn = orderNumbers.get(c.paymentSn) ?? paymentNumbers.get(c.paymentSn);
            if (paymentSn === undefined) continue;
            const tradeTime = time(c.tradeTime);
            this.movements.push({
                round,
                demoId: c.id,
                row: {
                    spId: c.spId,
                    tradeSn: copy
                        ? uniqueDraw(
                              this.used.sns,
                              () => `TS${compactChinaTime(at(c.tradeTime))}${rng.digits(6)}`,
                          )
                        : c.tradeSn,
                    tradeTime,
                    inandexType: c.inandexType,
                    tradeType: c.tradeType,
                    moneyFen: c.moneyFen,
                    paymentSn,
                },
            });
        }
        this.counts.applicants += applicants.length;
        this.counts.orders += orders.length;
        this.counts.payments += demo.payments.length;
    }

    /**
     * The ledgers of every round merged in time order, numbered and with the running balance
     * of each agency, and the agencies' balances their sums.
     */
    finish(): void {
        const { q } = this;
        this.movements.sort(
            (a, b) =>
                (a.row.tradeTime < b.row.tradeTime
                    ? -1
                    : a.row.tradeTime > b.row.tradeTime
                      ? 1
                      : 0) ||
                a.round - b.round ||
                a.demoId - b.demoId,
        );
        const balances = new Map<number, number>();
        this.movements.forEach(({ row }, index) => {
            const balanceFen = (balances.get(row.spId) ?? 0) + signedFen(row);
            if (balanceFen < 0) throw new Error(`seed: agency ${row.spId} would go below zero`);
            balances.set(row.spId, balanceFen);
            q.capital.insert({ id: index + 1, ...row, balanceFen });
        });
        for (const agency of this.demo.agencies) {
            q.agencies.update(agency.id, { balanceFen: balances.get(agency.id) ?? 0 });
        }
        this.counts.capitalDetails = this.movements.length;
    }
}

/**
 * Fills an empty database (inside one write) with `orders` orders built from the demo
 * database `demo` as described above; returns how many rows of each collection it wrote.
 */
export const fillBulkSeed = (q: Queries, demo: Db, orders: number): BulkCounts => {
    if (!Number.isSafeInteger(orders) || orders < 0) {
        throw new Error(`seed: the number of orders must be a whole number, got ${orders}`);
    }
    const builder = new BulkBuilder(q, demo);
    builder.begin();
    const perRound = demo.orders.length;
    for (let round = 0; round * perRound < orders; round++) {
        builder.round(round, Math.min(perRound, orders - round * perRound));
    }
    builder.finish();
    return builder.counts;
};
