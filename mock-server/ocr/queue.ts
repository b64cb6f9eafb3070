/**
 * A fair queue for the readings (tesseract.ts): one job runs at a time, and the next one comes
 * from the agency served least recently among those with jobs waiting (round robin), each
 * agency's own jobs in the order they came. One agency's batch of ten photographs then holds
 * another agency's single card back by at most the one reading already running, not ten.
 */

interface Job {
    run: () => Promise<unknown>;
    resolve: (value: unknown) => void;
    reject: (reason: unknown) => void;
}

export class FairQueue<K> {
    /** each agency's waiting jobs, oldest first; an agency is here only while it has some */
    private readonly waiting = new Map<K, Job[]>();
    /** the turn at which each agency's last job started, while the queue is busy */
    private readonly served = new Map<K, number>();
    private turn = 0;
    private running = false;

    /** Runs `run` when its turn comes; its result or error, as `run` gave it. */
    add<T>(key: K, run: () => Promise<T>): Promise<T> {
        return new Promise<T>((resolve, reject) => {
            const job: Job = { run, resolve: resolve as (value: unknown) => void, reject };
            const jobs = this.waiting.get(key);
            if (jobs) jobs.push(job);
            else this.waiting.set(key, [job]);
            this.next();
        });
    }

    /** How many jobs wait (not counting the one running). */
    get size(): number {
        let count = 0;
        for (const jobs of this.waiting.values()) count += jobs.length;
        return count;
    }

    /** The agency served least recently (never served first; ties in the order they came). */
    private pick(): K | undefined {
        let best: K | undefined;
        let bestTurn = Infinity;
        for (const key of this.waiting.keys()) {
            const turn = this.served.get(key) ?? -1;
            if (turn < bestTurn) [best, bestTurn] = [key, turn];
        }
        return best;
    }

    private next(): void {
        if (this.running) return;
        const key = this.pick();
        if (key === undefined) {
            // idle: every agency starts even again
            this.served.clear();
            return;
        }
        const jobs = this.waiting.get(key) as Job[];
        const job = jobs.shift() as Job;
        if (!jobs.length) this.waiting.delete(key);
        this.served.set(key, (this.turn += 1));
        this.running = true;
        void Promise.resolve()
            .then(job.run)
            .then(job.resolve, job.reject)
            .finally(() => {
                this.running = false;
                this.next();
            });
    }
}
