/**
 * Small calls, one every few milliseconds, while a long one runs: how long each took from the
 * moment it was due to its answer. A call held up before it could even start (its timer late
 * because the event loop was busy) counts that wait too, as a user's request would.
 */
export const smallCallsDuring = async <T>(
    long: () => Promise<T>,
    small: () => Promise<unknown>,
    gapMs = 5,
): Promise<{ answer: T; latencies: number[] }> => {
    let done = false;
    const latencies: number[] = [];
    const running = long().finally(() => {
        done = true;
    });
    while (!done) {
        const due = performance.now() + gapMs;
        await new Promise(resolve => setTimeout(resolve, gapMs));
        if (done) break;
        await small();
        latencies.push(performance.now() - due);
    }
    return { answer: await running, latencies };
};

/** The 95th percentile of some durations. */
export const p95 = (values: readonly number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};
