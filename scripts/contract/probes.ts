/**
 * Checks across calls: the 401-in-body rule (docs/api.md) without a token and with a garbage one;
 * which `design` / `extension` calls the backend has (404 = absent, which the portal does
 * without); logout; the envelope of every answer the run received (docs/api.md); and the
 * spec calls of the table the run did not make.
 */
import type { AnyCallRow, CallName } from '../../dataProvider/calls';
import { CALLS } from '../../dataProvider/calls';
import type { Context } from './context';
import { listOf, RESOURCE_NAMES, titleOf } from './context';
import { expect, SuiteError } from './report';
import type { Answer, Auth, CallShape } from './wire';
import { bodyStatus, whyNotOk } from './wire';

type AnyRequest = (...args: unknown[]) => ReturnType<AnyCallRow['request']>;

/** Arguments for probing calls whose answer does not matter (no session: 401 comes first). */
const PROBE_ARGS: Partial<Record<CallName, unknown[]>> = {
    describeApplicant: [1],
    getNiceGroups: ['01'],
    checkTrademarkName: ['星河'],
    checkDuplicateClassification: ['星河', { '01': '010001' }],
    getOrderDetail: ['TM00000000000000000000'],
    previewPdf: ['/files/none.pdf'],
    batchDownload: [['none.pdf']],
    getPaymentState: ['PAY00000000000000000000'],
    searchNiceItems: ['服装'],
    suggestClasses: ['开了一家奶茶店', 5],
    checkNames: [[{ trademarkName: '星河', classification: { '01': '010001' } }]],
    searchSimilarMarks: ['星河', { classes: '09' }],
};

/**
 * GET calls about something only a write creates (a phone-upload session): a made-up id would
 * answer 404, which reads as absent, so they are probed like a POST, without their parameter
 * (400 when present).
 */
const PROBE_EMPTY: Partial<Record<CallName, true>> = { getPhoneUploadStatus: true };

const argsOf = (name: CallName): unknown[] => {
    const row = CALLS[name] as unknown as AnyCallRow;
    const args = PROBE_ARGS[name];
    if (!args && row.request.length > 0)
        throw new SuiteError(`no probe arguments for the call ${name} (probes.ts)`);
    return args ?? [];
};

const send = (ctx: Context, name: CallName, auth: Auth = 'session') => {
    const row = CALLS[name] as unknown as AnyCallRow;
    return ctx.wire.send(row, (row.request as AnyRequest)(...argsOf(name)), { auth });
};

/** Check 3: every spec GET call and list call answers body status 401 without a session. */
export const check401 = async (ctx: Context): Promise<void> => {
    const names = (Object.keys(CALLS) as CallName[]).filter(
        name => CALLS[name].origin === 'spec' && CALLS[name].method === 'GET',
    );
    for (const [auth, how] of [
        ['none', 'without a token'],
        ['garbage', 'with a garbage token'],
    ] as const) {
        await ctx.report.check(
            `401 in the body: spec calls ${how} answer status 401`,
            async note => {
                const wrong: string[] = [];
                const judge = (title: string, answer: Answer) => {
                    if (bodyStatus(answer) !== 401)
                        wrong.push(`${title} ${whyNotOk(answer) ?? 'answered status 200'}`);
                };
                for (const name of names) judge(titleOf(CALLS[name]), await send(ctx, name, auth));
                for (const resource of RESOURCE_NAMES) {
                    const list = listOf(resource);
                    const shape: CallShape = { method: list.method, path: list.path };
                    judge(titleOf(list), await ctx.wire.send(shape, {}, { auth }));
                }
                expect(wrong.length === 0, () => {
                    const others = [...new Set(wrong.slice(1).map(w => w.split(' ', 2).join(' ')))];
                    return `${wrong[0]}${others.length ? `; also ${others.join(', ')}` : ''}`;
                });
                note(`${names.length + RESOURCE_NAMES.length} calls`);
            },
        );
    }
};

/** A 404 page that is not an envelope (a gateway's): the portal reads it as absent too. */
const isBare404 = (answer: Answer): boolean => !answer.envelope && answer.http === 404;

const isAbsent = (answer: Answer): boolean => bodyStatus(answer) === 404 || isBare404(answer);

/**
 * Check 9: each `design` / `extension` row is present (answers and is read by the portal) or
 * absent (404). A POST is probed with an empty body, which every such call refuses (400)
 * without changing anything.
 */
export const checkExtensions = async (ctx: Context): Promise<void> => {
    for (const name of Object.keys(CALLS) as CallName[]) {
        const row = CALLS[name] as unknown as AnyCallRow;
        if (row.origin === 'spec') continue;
        const title = `${titleOf(row)} (${row.origin})`;
        const probe = row.method !== 'GET' || name in PROBE_EMPTY;
        const answer = probe
            ? await ctx.wire.send(row, row.method === 'GET' ? {} : { body: {} }, {
                  exempt: isBare404,
              })
            : await ctx.wire.send(row, (row.request as AnyRequest)(...argsOf(name)), {
                  exempt: isBare404,
              });
        const status = bodyStatus(answer);
        if (isAbsent(answer)) {
            ctx.report.info(`${title}: absent (the portal does without it)`);
        } else if (status === 200 && !probe) {
            try {
                (row.answer as (call: string, raw: unknown, ...a: unknown[]) => unknown)(
                    titleOf(row),
                    answer.envelope!.data,
                    ...argsOf(name),
                );
                ctx.report.info(`${title}: present`);
            } catch (error) {
                ctx.report.fail(
                    title,
                    `present, but the portal cannot read the answer: ${(error as Error).message}`,
                );
            }
        } else if (probe && (status === 400 || status === 200)) {
            const empty = row.method === 'GET' ? 'a request without parameters' : 'an empty body';
            ctx.report.info(`${title}: present (${empty} answered status ${status})`);
        } else if (status === 403) {
            ctx.report.info(`${title}: present (forbidden to this user)`);
        } else {
            ctx.report.fail(title, `neither present nor absent (404): ${whyNotOk(answer)}`);
        }
    }
};

/** Logout ends the session: the token then answers 401. */
export const checkLogout = async (ctx: Context): Promise<void> => {
    await ctx.report.check(
        `${titleOf(CALLS.logout)}: ends the session (the token then answers status 401)`,
        async () => {
            const answer = await ctx.wire.send(CALLS.logout, CALLS.logout.request());
            expect(bodyStatus(answer) === 200, () => whyNotOk(answer) ?? '');
            const after = await send(ctx, 'getSpInfo');
            expect(
                bodyStatus(after) === 401,
                () =>
                    `${titleOf(CALLS.getSpInfo)} after logout: ${whyNotOk(after) ?? 'answered status 200'}`,
            );
        },
    );
};

/** Check 2: every answer of the run (but files and absent calls) is the envelope, by call. */
export const checkEnvelopes = (ctx: Context): void => {
    const byCall = new Map<string, Answer[]>();
    for (const answer of ctx.wire.answers) {
        if (answer.noAnswer || answer.exempt) continue;
        byCall.set(answer.call, [...(byCall.get(answer.call) ?? []), answer]);
    }
    for (const [call, answers] of byCall) {
        const title = `envelope {status, msg, data}: ${call}`;
        const bad = answers.filter(answer => !answer.envelope);
        const counted = `${answers.length} answer${answers.length > 1 ? 's' : ''}`;
        if (bad.length === 0) ctx.report.pass(title, counted);
        else ctx.report.fail(title, `${bad.length} of ${counted}: ${bad[0].problem}`);
    }
};

/** The spec calls of the table this run did not make (nothing to pass or fail). */
export const reportUnexercised = (ctx: Context): void => {
    const made = new Set(ctx.wire.answers.map(answer => answer.call));
    const missing = (Object.values(CALLS) as AnyCallRow[])
        .filter(row => row.origin === 'spec' && !made.has(titleOf(row)))
        .map(titleOf);
    if (missing.length === 0) return;
    const why = ctx.write
        ? 'by this run'
        : '(they change data: run with --write on a test account)';
    ctx.report.info(`not exercised ${why}: ${[...new Set(missing)].join(', ')}`);
};
