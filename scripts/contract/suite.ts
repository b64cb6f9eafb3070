/**
 * The contract suite in the order it runs: login (and a wrong password), the lists' first
 * pages, every read-only spec call, the wizard checks' shapes, each list filter, paging, the
 * end-date rule, the batch download, the 401 rule, the design / extension calls, with --write
 * the state-changing flows, then logout, the envelope of every answer and what was not made.
 */
import { CALLS } from '../../dataProvider/calls';
import type { Context } from './context';
import { randomDigits, titleOf } from './context';
import { checkEndDates, checkFilters, checkFirstPages, checkPaging } from './lists';
import {
    check401,
    checkEnvelopes,
    checkExtensions,
    checkLogout,
    reportUnexercised,
} from './probes';
import { checkBatchDownload, checkReads, checkShapes } from './reads';
import { expect, Report, skip } from './report';
import { dataOf, Wire, whyNotOk } from './wire';
import { checkApplicantLife, checkGeneratedFiles } from './writeApplicant';
import { checkOrderLife, checkTopUp } from './writeOrder';

export interface SuiteOptions {
    /** the service root, without a trailing slash (it may have a path prefix) */
    base: string;
    user: string;
    password: string;
    write: boolean;
    timeoutMs: number;
    out: (line: string) => void;
}

/** The backend cannot be spoken to at all: no answer, or no JSON at POST /api/login. */
export class Unreachable extends Error {
    constructor(reason: string) {
        super(reason);
        this.name = 'Unreachable';
    }
}

const CHINESE = /[\u3400-\u9fff]/;

const login = async (ctx: Context, user: string, password: string): Promise<string | undefined> => {
    const row = CALLS.login;
    const answer = await ctx.wire.send(row, row.request(user, password), { auth: 'none' });
    if (answer.noAnswer) throw new Unreachable((answer.problem ?? '').replace(/^no answer: /, ''));
    if (!answer.envelope && answer.problem?.startsWith('not JSON'))
        throw new Unreachable(`${titleOf(row)} does not answer JSON (${answer.problem})`);
    const token = await ctx.report.check(
        `${titleOf(row)}: answers status 200 with a token, read by the portal`,
        () => row.answer(titleOf(row), dataOf(answer), user, password).token,
    );
    await ctx.report.check(
        `${titleOf(row)} with a wrong password: answers an error status with a Chinese msg`,
        async note => {
            // not with an account that could not log in: a lock-out would follow
            if (!token) skip('the login failed');
            const wrong = await ctx.wire.send(row, row.request(user, `${password}#wrong`), {
                auth: 'none',
            });
            const envelope = wrong.envelope;
            expect(envelope, () => whyNotOk(wrong) ?? '');
            expect(envelope.status !== 200, 'answered status 200');
            expect(
                CHINESE.test(envelope.msg),
                `msg 「${envelope.msg}」 is not a Chinese sentence to show the user`,
            );
            note(`status ${envelope.status} 「${envelope.msg}」`);
        },
    );
    return token;
};

/** Runs every check; resolves to the report (throws Unreachable when nothing can be checked). */
export const runSuite = async (options: SuiteOptions): Promise<Report> => {
    const report = new Report(options.out);
    const ctx: Context = {
        wire: new Wire(options.base, options.timeoutMs),
        report,
        write: options.write,
        first: {},
        shapes: new Map(),
    };
    const token = await login(ctx, options.user, options.password);
    if (!token) {
        // without a session only the 401 rule can be checked
        ctx.report.info('without a session only the 401 rule is checked');
        await check401(ctx);
        checkEnvelopes(ctx);
        return report;
    }
    ctx.wire.token = token;

    await checkFirstPages(ctx);
    await checkReads(ctx);
    await checkShapes(ctx);
    await checkFilters(ctx);
    await checkPaging(ctx);
    await checkEndDates(ctx);
    await checkBatchDownload(ctx);
    await check401(ctx);
    await checkExtensions(ctx);
    if (options.write) {
        const suffix = randomDigits(6);
        await checkApplicantLife(ctx, suffix);
        await checkGeneratedFiles(ctx, suffix);
        await checkOrderLife(ctx, suffix);
        await checkTopUp(ctx);
    }
    await checkLogout(ctx);
    checkEnvelopes(ctx);
    reportUnexercised(ctx);
    return report;
};
