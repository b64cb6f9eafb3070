/**
 * 商标进度跟踪: an order's history, one step per event, oldest first, from what the order detail
 * says (docs/api.md, Profiles: the order detail). The filing (`createTime`); the agency's review,
 * dated by its own progress record when the backend sends one (ours does), else told by the
 * order's state alone (passed once the order is past it, failed with its note); the office's
 * progress records; the correction notice and the user's answer to it
 * (`operateTime`), or its time-out. A time the backend does not send stays empty, and the step
 * keeps its place after the step it follows; no step is made up from a guess.
 *
 * The office's record that delivered the correction notice carries the order's state at the
 * time (an order in 商标局已受理 gets its notice as a record of that state): it is the notice's
 * step, found by its document, not the order entering that state a second time.
 */
import {
    CLOSED_ORDER_STATE,
    orderStateOf,
    REVIEW_FAILED_STATE,
    REVIEW_PASSED_STATE,
} from '../../domain/states/orders';
import { supplementStateOf, CORRECTION_TIMED_OUT_STATE } from '../../domain/states/supplements';
import type { OrderState } from '../../domain/types/orders';
import type { FileRef, Order, ProgressRecord, ProgressStep, Supplement } from '../records';
import { fileRef, sameFile } from './files';

/** The parts of the order detail the history is read from. */
export type ProgressSource = Pick<
    Order,
    'createTime' | 'state' | 'note' | 'progress' | 'supplement'
>;

const step = (fields: Partial<ProgressStep> & Pick<ProgressStep, 'kind'>): ProgressStep => ({
    state: null,
    time: '',
    deliveryTime: '',
    note: '',
    content: '',
    deadline: '',
    files: [],
    ...fields,
});

/** A record's time: when the agency put it up, else when the office sent its document. */
const recordTime = (record: ProgressRecord): string => record.uploadTime || record.deliveryTime;

/**
 * The records oldest first. The spec does not say the list's order; our mock sends them newest
 * first, so a list whose first time is not earlier than its last is read that way.
 */
const oldestFirst = (records: readonly ProgressRecord[]): ProgressRecord[] => {
    const times = records.map(recordTime).filter(Boolean);
    return times.length > 1 && times[0] < times[times.length - 1]
        ? [...records]
        : [...records].reverse();
};

const stateStep = (record: ProgressRecord): ProgressStep =>
    step({
        kind: 'state',
        state: record.state,
        time: recordTime(record),
        deliveryTime: record.deliveryTime,
        content: record.content,
        files: record.officialFile ? [record.officialFile] : [],
    });

/** The review's state when the order's state tells how it went: failed, or passed and beyond. */
const reviewOf = (state: OrderState): OrderState | null => {
    if (state === REVIEW_FAILED_STATE) return state;
    if (state === REVIEW_PASSED_STATE || orderStateOf(state)?.by === 'office')
        return REVIEW_PASSED_STATE;
    return null;
};

/**
 * The index at which a step at `key` goes, past `from`: after every following step that
 * happened no later. A step without a time stops the search, its own place being unknown.
 */
const placeAfter = (steps: readonly ProgressStep[], from: number, key: string): number => {
    let at = from + 1;
    if (!key) return at;
    while (at < steps.length && steps[at].time !== '' && steps[at].time <= key) at += 1;
    return at;
};

/** The files sent with a correction: their URLs, each with its key when there is one. */
const correctionFiles = (supplement: Supplement): FileRef[] =>
    supplement.userFiles
        .map((url, i) => fileRef(url, supplement.userFileOsskeys[i]))
        .filter((file): file is FileRef => file !== null);

/** The notice, the answer and the time-out, in their places among the other steps. */
const addNotice = (steps: ProgressStep[], head: number, supplement: Supplement) => {
    const { sendTime, supplementOfficialFile: document, acceptExpirationDate } = supplement;
    if (!sendTime && !document) return;
    const delivered = document
        ? steps.findIndex(
              (s, i) =>
                  i > head && s.kind === 'state' && s.files.some(file => sameFile(file, document)),
          )
        : -1;
    let at: number;
    if (delivered >= 0) {
        const record = steps[delivered];
        steps[delivered] = step({
            kind: 'notice',
            time: record.time || sendTime,
            deliveryTime: sendTime || record.deliveryTime,
            deadline: acceptExpirationDate,
            content: record.content,
            files: record.files,
        });
        at = delivered;
    } else {
        at = placeAfter(steps, head, sendTime);
        steps.splice(
            at,
            0,
            step({
                kind: 'notice',
                time: sendTime,
                deadline: acceptExpirationDate,
                files: document ? [document] : [],
            }),
        );
    }
    const answer = supplementStateOf(supplement.supplementState)?.answer ?? null;
    if (answer === 'corrected') {
        const time = supplement.operateTime;
        steps.splice(
            placeAfter(steps, at, time),
            0,
            step({
                kind: 'corrected',
                time,
                note: supplement.content,
                files: correctionFiles(supplement),
            }),
        );
    } else if (answer === 'abandoned') {
        const time = supplement.operateTime;
        steps.splice(placeAfter(steps, at, time), 0, step({ kind: 'abandoned', time }));
    } else if (supplement.supplementState === CORRECTION_TIMED_OUT_STATE) {
        // it timed out at its deadline (or the end of the working day after): placed by the
        // deadline, shown without a time
        steps.splice(
            placeAfter(steps, at, acceptExpirationDate),
            0,
            step({ kind: 'timedOut', deadline: acceptExpirationDate }),
        );
    }
};

/** The order's steps, oldest first (see the head of this file). */
export const progressStepsOf = (order: ProgressSource): ProgressStep[] => {
    const records = oldestFirst(order.progress).map(stateStep);
    const recorded = new Set(records.map(s => s.state));
    const head: ProgressStep[] = [step({ kind: 'filed', time: order.createTime })];
    const review = reviewOf(order.state);
    if (review !== null && !recorded.has(review)) head.push(step({ kind: 'state', state: review }));
    const steps = [...head, ...records];
    if (review === REVIEW_FAILED_STATE) {
        const failed = steps.findLast(s => s.state === REVIEW_FAILED_STATE);
        if (failed) failed.note = order.note;
    }
    if (order.supplement) addNotice(steps, head.length - 1, order.supplement);
    if (order.state === CLOSED_ORDER_STATE && !recorded.has(CLOSED_ORDER_STATE))
        steps.push(step({ kind: 'state', state: CLOSED_ORDER_STATE }));
    return steps;
};
