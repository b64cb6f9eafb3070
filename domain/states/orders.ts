/**
 * The order states, one row each: everything the portal and the mock server know about a
 * state. Labels, tabs and dashboard cards (the portal), the office's wording, documents and
 * feedback (the mock's office simulator and seed), the moves an order may make and the
 * simulator's timer all read this table; adding a state is one member of `OrderState` and one
 * row here (the compiler refuses a row that lacks a column).
 */
import type { OrderState } from '../types/orders';
import type { StateTone } from './tone';

/** Dashboard cards that count orders by their state (docs/api.md, statisticTrademarkOrder). */
export type OrderStateCard =
    'auditWaited' | 'auditFail' | 'auditPass' | 'trademarkOfficeReject' | 'trademarkOfficeDismiss';

/** What the office's letters and feedback may say about an order. */
export interface OrderFacts {
    trademarkNumber: string;
    cls: string;
}

export interface OrderStateRow {
    /** what the portal calls the state */
    label: string;
    tone: StateTone;
    /** who moves an order into it: the user (filing, closing), the agency's review, the office */
    by: 'user' | 'agency' | 'office';
    /** the office's status text of an order in it (`trademarkState`); '' before the office */
    officeText: string;
    /** the official document the office sends when the order enters it */
    document: string | null;
    /** the office may send a correction notice (补正通知书) to an order in it */
    correctable: boolean;
    /** an order in it has its application number (申请号) from the office */
    numbered: boolean;
    /**
     * What the order's record says when it enters it (the agency's review, the office's acts),
     * written with the state's progress record and its time; '' for none.
     */
    feedback: (order: OrderFacts) => string;
    /** the states an order in it may move to */
    next: readonly OrderState[];
    /** the office simulator's next step on its timer (MOCK_AUTO_PROGRESS); null: it waits */
    autoNext: OrderState | null;
    /** the dashboard card that counts it */
    card: OrderStateCard | null;
    /** 我的订单 has a tab of its own for it */
    tab: boolean;
    /** the order's row and its notification show the review's note (why the review failed) */
    showsReviewNote: boolean;
    /**
     * The statutory time limit the office's act in this state opens (domain/rules/statutory.ts):
     * a review of the refusal (驳回复审) or, once registered, the renewal of the ten years.
     */
    timeLimit: 'review' | 'renewal' | null;
    /** the demo seed: how many days ago an order in it may have been filed, so its story fits */
    seedAgeDays: readonly [number, number];
    /** the demo seed: how many orders it files in it for the first agency and for the second */
    seedOrders: readonly [number, number];
}

const none = () => '';

export const ORDER_STATE_TABLE = {
    0: {
        label: '已支付',
        tone: 'warning',
        by: 'user',
        officeText: '',
        document: null,
        correctable: false,
        numbered: false,
        feedback: none,
        next: [],
        autoNext: null,
        card: null,
        tab: false,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [0.1, 5],
        seedOrders: [5, 1],
    },
    1: {
        label: '待审核',
        tone: 'warning',
        by: 'user',
        officeText: '',
        document: null,
        correctable: false,
        numbered: false,
        feedback: none,
        next: [2, 3, 4],
        autoNext: 3,
        card: 'auditWaited',
        tab: true,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [0.1, 10],
        seedOrders: [5, 1],
    },
    2: {
        label: '审核失败',
        tone: 'error',
        by: 'agency',
        officeText: '',
        document: null,
        correctable: false,
        numbered: false,
        feedback: () => '代理机构审核未通过，请按审核意见处理。',
        // back to review with a new applicant, or closed
        next: [1, 4],
        autoNext: null,
        card: 'auditFail',
        tab: true,
        showsReviewNote: true,
        timeLimit: null,
        seedAgeDays: [1, 20],
        seedOrders: [5, 1],
    },
    3: {
        label: '审核通过',
        tone: 'success',
        by: 'agency',
        officeText: '',
        document: null,
        correctable: false,
        numbered: false,
        feedback: () => '代理机构审核通过，订单将报送商标局。',
        next: [20],
        autoNext: 20,
        card: 'auditPass',
        tab: true,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [1, 20],
        seedOrders: [5, 1],
    },
    4: {
        label: '订单关闭',
        tone: 'default',
        by: 'user',
        officeText: '',
        document: null,
        correctable: false,
        numbered: false,
        feedback: none,
        next: [],
        autoNext: null,
        card: null,
        tab: false,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [3, 60],
        seedOrders: [5, 1],
    },
    20: {
        label: '已报送商标局',
        tone: 'info',
        by: 'office',
        officeText: '已提交商标局',
        document: null,
        correctable: true,
        numbered: false,
        feedback: () => '申请材料已提交至商标局，等待受理。',
        next: [21, 22],
        autoNext: 21,
        card: null,
        tab: false,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [5, 30],
        seedOrders: [5, 1],
    },
    21: {
        label: '商标局已受理',
        tone: 'info',
        by: 'office',
        officeText: '商标局已受理',
        document: '受理通知书',
        correctable: true,
        numbered: true,
        feedback: order => `商标局已受理该申请，申请号：${order.trademarkNumber}。`,
        next: [23],
        autoNext: 23,
        card: null,
        tab: false,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [15, 60],
        seedOrders: [5, 1],
    },
    22: {
        label: '商标局不予受理',
        tone: 'error',
        by: 'office',
        officeText: '商标局不予受理',
        document: '不予受理通知书',
        correctable: false,
        numbered: true,
        feedback: () => '申请书件填写不符合规定，商标局不予受理。',
        next: [],
        autoNext: null,
        card: 'trademarkOfficeDismiss',
        tab: false,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [15, 60],
        seedOrders: [5, 1],
    },
    23: {
        label: '受理审查通过',
        tone: 'success',
        by: 'office',
        officeText: '受理审查通过',
        document: null,
        correctable: false,
        numbered: true,
        feedback: () => '形式审查通过，进入实质审查阶段。',
        next: [29, 30, 31],
        autoNext: 31,
        card: null,
        tab: false,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [25, 75],
        seedOrders: [5, 1],
    },
    29: {
        label: '部分驳回',
        tone: 'error',
        by: 'office',
        officeText: '部分驳回',
        document: '部分驳回通知书',
        correctable: false,
        numbered: true,
        feedback: order => `第${order.cls}类部分指定商品与在先商标近似，予以部分驳回。`,
        next: [31],
        autoNext: null,
        card: 'trademarkOfficeReject',
        tab: false,
        showsReviewNote: false,
        timeLimit: 'review',
        seedAgeDays: [45, 85],
        seedOrders: [5, 0],
    },
    30: {
        label: '驳回',
        tone: 'error',
        by: 'office',
        officeText: '驳回',
        document: '驳回通知书',
        correctable: false,
        numbered: true,
        feedback: () => '申请商标与在先注册商标构成近似，予以驳回。',
        next: [],
        autoNext: null,
        card: 'trademarkOfficeReject',
        tab: false,
        showsReviewNote: false,
        timeLimit: 'review',
        seedAgeDays: [45, 85],
        seedOrders: [5, 1],
    },
    31: {
        label: '商标局审查通过',
        tone: 'success',
        by: 'office',
        officeText: '初审公告',
        document: '初步审定公告通知书',
        correctable: false,
        numbered: true,
        feedback: () => '实质审查通过，已刊登初步审定公告。',
        next: [99],
        autoNext: 99,
        card: null,
        tab: false,
        showsReviewNote: false,
        timeLimit: null,
        seedAgeDays: [45, 85],
        seedOrders: [5, 1],
    },
    99: {
        label: '申请成功',
        tone: 'success',
        by: 'office',
        officeText: '已核准注册',
        document: '商标注册证',
        correctable: false,
        numbered: true,
        feedback: () => '公告期满无异议，予以核准注册，商标注册证已下发。',
        next: [],
        autoNext: null,
        card: null,
        tab: false,
        showsReviewNote: false,
        timeLimit: 'renewal',
        seedAgeDays: [70, 89],
        seedOrders: [5, 1],
    },
} as const satisfies Record<OrderState, OrderStateRow>;

// The states the rules set or test by name; every other reading of a state goes through its
// row's columns.

/** Paid, before the order is filed for review; what a record without a state reads as. */
export const PAID_ORDER_STATE: OrderState = 0;
/** Paid and waiting for the agency's review: a new order, or a failed one with a new applicant. */
export const PENDING_REVIEW_STATE: OrderState = 1;
/** The agency's review failed: the order carries the review's note. */
export const REVIEW_FAILED_STATE: OrderState = 2;
/** The agency's review passed. */
export const REVIEW_PASSED_STATE: OrderState = 3;
/** A closed order: its amount refunded, its applicant free again. */
export const CLOSED_ORDER_STATE: OrderState = 4;
/** The office's first step: the application handed in (a correction notice arrives in it). */
export const OFFICE_SUBMITTED_STATE: OrderState = 20;
/** The office accepted the application (after a correction too). */
export const OFFICE_ACCEPTED_STATE: OrderState = 21;
/** The office refused to accept the application (also when a correction was abandoned or late). */
export const OFFICE_DISMISSED_STATE: OrderState = 22;
/** The office's formal examination passed. */
export const FORMALITY_PASSED_STATE: OrderState = 23;
/** Registered: the application's number is the registration's, its ten years have begun. */
export const REGISTERED_STATE: OrderState = 99;

/** Every order state, in the table's order. */
export const ORDER_STATES = Object.keys(ORDER_STATE_TABLE).map(Number) as OrderState[];

/**
 * Every order state in the order's life, as a user lists them (the state filter): paid, the
 * agency's review, the office's acts in the order they come, registered, and last a closed order
 * (closed before the office, from review). Each move of the table goes forward in it but the one
 * back to review with a new applicant (states.test.ts).
 */
export const ORDER_LIFE: readonly OrderState[] = [0, 1, 2, 3, 20, 21, 22, 23, 29, 30, 31, 99, 4];

export const orderStateOf = (state: OrderState): OrderStateRow => ORDER_STATE_TABLE[state];

/** An order in it shows the review's note (an unknown state from a backend shows none). */
export const showsReviewNote = (state: OrderState): boolean =>
    orderStateOf(state)?.showsReviewNote === true;

/** The states the office moves an order into (the simulator's and the seed's). */
export const OFFICE_STATES = ORDER_STATES.filter(state => orderStateOf(state).by === 'office');

/** The states an order must be in for it to move to `state`. */
export const statesBefore = (state: OrderState): OrderState[] =>
    ORDER_STATES.filter(from => (orderStateOf(from).next as readonly OrderState[]).includes(state));

/**
 * The office states an order went through to reach `state`, from its first office state: the
 * shortest such path (docs/decisions.md). Empty for a state the office does not set.
 */
export const officePathTo = (state: OrderState): OrderState[] => {
    if (orderStateOf(state).by !== 'office') return [];
    const first = OFFICE_STATES.filter(s =>
        statesBefore(s).every(from => orderStateOf(from).by !== 'office'),
    );
    let paths: OrderState[][] = first.map(s => [s]);
    while (paths.length > 0) {
        const found = paths.find(path => path[path.length - 1] === state);
        if (found) return found;
        paths = paths.flatMap(path =>
            (orderStateOf(path[path.length - 1]).next as readonly OrderState[])
                .filter(next => orderStateOf(next).by === 'office' && !path.includes(next))
                .map(next => [...path, next]),
        );
    }
    return [];
};
