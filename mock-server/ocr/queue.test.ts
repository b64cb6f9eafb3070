import { describe, expect, it } from 'vitest';
import { FairQueue } from './queue';

/** A job that ends when the test says so, noting when it started. */
const held = (started: string[], name: string) => {
    let finish: () => void = () => undefined;
    const ended = new Promise<void>(resolve => (finish = resolve));
    return { run: () => (started.push(name), ended.then(() => name)), finish: () => finish() };
};

const tick = () => new Promise(resolve => setTimeout(resolve, 0));

describe('FairQueue', () => {
    it('runs one job at a time, round robin between agencies, each agency in its own order', async () => {
        const queue = new FairQueue<number>();
        const started: string[] = [];
        const jobs = {
            a1: held(started, 'a1'),
            a2: held(started, 'a2'),
            a3: held(started, 'a3'),
            b1: held(started, 'b1'),
            c1: held(started, 'c1'),
            b2: held(started, 'b2'),
        };
        const done: string[] = [];
        const add = (key: number, name: keyof typeof jobs) =>
            void queue.add(key, jobs[name].run).then(value => done.push(value));
        add(1, 'a1');
        add(1, 'a2');
        add(1, 'a3');
        add(2, 'b1');
        add(3, 'c1');
        add(2, 'b2');
        await tick();
        expect(started).toEqual(['a1']);
        expect(queue.size).toBe(5);
        for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3'] as const) {
            jobs[name].finish();
            await tick();
            await tick();
        }
        // first in, first out would be a1 a2 a3 b1 c1 b2: agencies 2 and 3 waiting for 1's batch
        expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
        expect(done).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
        expect(queue.size).toBe(0);
    });

    it('goes on after a job fails, and hands the failure to its caller', async () => {
        const queue = new FairQueue<string>();
        const failed = queue.add('a', () => Promise.reject(new Error('tesseract ended with 1')));
        const next = queue.add('a', () => Promise.resolve('read'));
        await expect(failed).rejects.toThrow('tesseract ended with 1');
        await expect(next).resolves.toBe('read');
    });
});
