/**
 * Step 1's name checks (`checkTrademarkName` and the similarity check) run while the agent
 * types: once the name is valid and an item is chosen, `DEBOUNCE_MS` after the last change of
 * either, never a request per keystroke. An answer for a name or items that have changed since
 * is dropped. 下一步 takes the answer for the current name and items when it is fresh (or is
 * on its way) instead of asking again, and asks at once otherwise.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimilarityCheck } from '../../dataProvider/similarity';
import type { NameCheck } from '../../domain/types/classification';

/** How long after the last keystroke or item change the check is asked. */
export const DEBOUNCE_MS = 600;
/** How long an answer stands for 下一步 (orders filed meanwhile may change it). */
export const FRESH_MS = 2 * 60_000;

export interface RiskOutcome {
    nameCheck: NameCheck;
    similarity: SimilarityCheck;
    /** the groups of the agency's own open orders of the name; undefined when unread */
    ownGroups?: string[];
}

export type RiskCheckState =
    | { status: 'idle' }
    /** waiting for the typing to stop, or for the answer */
    | { status: 'checking' }
    | { status: 'done'; outcome: RiskOutcome }
    | { status: 'failed'; error: Error };

interface Asked {
    key: string;
    promise: Promise<RiskOutcome>;
    /** when the answer came; undefined while it is on its way */
    answeredAt?: number;
    failed?: boolean;
}

/** The last answer shown, for the name and items of `key`. */
type Answer =
    | { key: string; outcome: RiskOutcome }
    | { key: string; error: Error }
    | { key: string; pending: true };

const isFresh = (entry: Asked) =>
    entry.answeredAt === undefined || Date.now() - entry.answeredAt < FRESH_MS;

export const useRiskCheck = ({
    key,
    name,
    classifications,
    ask,
}: {
    /** the name and items as one key (`nameCheckKey`), '' when there is nothing to check */
    key: string;
    name: string;
    classifications: Record<string, string>;
    ask: (name: string, classifications: Record<string, string>) => Promise<RiskOutcome>;
}) => {
    const [answer, setAnswer] = useState<Answer | null>(null);
    const asked = useRef<Asked | null>(null);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    // what the latest render saw: the debounce's timer and 下一步 ask with these
    const latest = useRef({ key, name, classifications, ask });
    useEffect(() => {
        latest.current = { key, name, classifications, ask };
    });

    const start = useCallback((): Promise<RiskOutcome> => {
        clearTimeout(timer.current);
        const { key, name, classifications, ask } = latest.current;
        // a synchronous throw (a backend without the call) fails like a refused request
        const promise = Promise.resolve().then(() => ask(name, classifications));
        const entry: Asked = { key, promise };
        asked.current = entry;
        setAnswer({ key, pending: true });
        promise.then(
            outcome => {
                entry.answeredAt = Date.now();
                // an answer overtaken by a question about another name or items is dropped
                if (asked.current === entry) setAnswer({ key, outcome });
            },
            (error: unknown) => {
                entry.failed = true;
                if (asked.current === entry)
                    setAnswer({
                        key,
                        error: error instanceof Error ? error : new Error(String(error)),
                    });
            },
        );
        return promise;
    }, []);

    useEffect(() => {
        clearTimeout(timer.current);
        if (!key) return;
        // back to the name and items last asked about: their answer stands (or is coming)
        const entry = asked.current;
        if (entry && entry.key === key && !entry.failed && isFresh(entry)) return;
        timer.current = setTimeout(start, DEBOUNCE_MS);
        return () => clearTimeout(timer.current);
    }, [key, start]);

    const state: RiskCheckState = !key
        ? { status: 'idle' }
        : answer?.key !== key || 'pending' in answer
          ? { status: 'checking' }
          : 'outcome' in answer
            ? { status: 'done', outcome: answer.outcome }
            : { status: 'failed', error: answer.error };

    return {
        state,
        /** 下一步: the fresh answer for the current name and items, or a new one asked now */
        now: (): Promise<RiskOutcome> => {
            const entry = asked.current;
            const current =
                entry && entry.key === latest.current.key && !entry.failed && isFresh(entry);
            return current ? entry.promise : start();
        },
        /** 重试 after a failed check */
        retry: () => void start().catch(() => undefined),
    };
};
