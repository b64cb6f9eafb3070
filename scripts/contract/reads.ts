/**
 * Every read-only `spec` call of CALLS with its parameter names: each answers 200 and
 * the row's normaliser reads it; the wizard checks answer the shapes docs/api.md gives them; the
 * batch download (token in the query) answers a file. A GET spec row the suite has no check
 * for is reported as an error of the suite.
 */
import type { CallName } from '../../dataProvider/calls';
import { CALLS } from '../../dataProvider/calls';
import type { Context } from './context';
import { readRow, titleOf } from './context';
import type { Note } from './report';
import { expect, fail, skip } from './report';
import { fileKey } from './samples';
import { bodyStatus, isObject, whyNotOk } from './wire';

/** A trademark name for the wizard's checks (any plain name will do). */
export const SAMPLE_TRADEMARK = '星河';

/** Rows the --write flow checks (they need something it creates). */
export const WRITE_CHECKED: readonly CallName[] = ['getPaymentState'];

interface Read {
    name: CallName;
    /** what the line says the call was asked: `?query`, or the path with its values */
    asked?: (ctx: Context) => string;
    run: (ctx: Context, note: Note) => Promise<void>;
}

const firstOf = <T>(rows: T[] | undefined, what: string): T => {
    if (!rows) return fail(`${what}: the list could not be read (see above)`);
    if (rows.length === 0) return skip(`${what}: the list is empty`);
    return rows[0];
};

const distinctItems = <T extends { classificationCode: string }>(items: readonly T[]): T[] =>
    items.filter(
        (item, i) => items.findIndex(o => o.classificationCode === item.classificationCode) === i,
    );

const READS: readonly Read[] = [
    {
        name: 'getPrivilege',
        run: async (ctx, note) => {
            const { value } = await readRow(ctx, CALLS.getPrivilege, []);
            note(`${value.name}, ${value.purviews.length} purviews`);
        },
    },
    {
        name: 'describeApplicant',
        asked: ctx => `?id=${ctx.first.applicants?.[0]?.id ?? '…'}`,
        run: async (ctx, note) => {
            const { id } = firstOf(ctx.first.applicants, 'no applicant to describe');
            const { value } = await readRow(ctx, CALLS.describeApplicant, [id]);
            expect(value.id === id, `asked for applicant ${id}, answered applicant ${value.id}`);
            note(value.applicantName);
        },
    },
    {
        name: 'getNiceClasses',
        run: async (ctx, note) => {
            const { value } = await readRow(ctx, CALLS.getNiceClasses, []);
            expect(value.length > 0, 'no big class');
            ctx.nice = { classCode: value[0].classificationCode, items: [] };
            note(`${value.length} classes`);
        },
    },
    {
        name: 'getNiceGroups',
        asked: ctx => `?parentCode=${ctx.nice?.classCode ?? '…'}`,
        run: async (ctx, note) => {
            const classCode = ctx.nice?.classCode ?? fail('no big class to ask for (see above)');
            const { value } = await readRow(ctx, CALLS.getNiceGroups, [classCode]);
            const group = value.find(g => g.mins.length > 0);
            expect(group, `class ${classCode} has no group with items`);
            ctx.nice = { classCode, items: distinctItems(group.mins) };
            note(`${value.length} groups`);
        },
    },
    {
        name: 'getUnitPrices',
        run: async (ctx, note) => {
            const { value } = await readRow(ctx, CALLS.getUnitPrices, []);
            ctx.prices = value;
            note(
                `${value.trademarkRegistClassUnitPrice} per class, ${value.trademarkRegistMinUnitPrice} per extra item`,
            );
        },
    },
    {
        name: 'checkTrademarkName',
        asked: () => `?trademarkName=${SAMPLE_TRADEMARK}`,
        run: async (ctx, note) => {
            const { raw, value } = await readRow(ctx, CALLS.checkTrademarkName, [SAMPLE_TRADEMARK]);
            ctx.shapes.set('checkTrademarkName', raw);
            note(value.Result);
        },
    },
    {
        name: 'checkDuplicateClassification',
        asked: () => `?trademarkName=${SAMPLE_TRADEMARK}&classification=…`,
        run: async (ctx, note) => {
            const nice = ctx.nice?.items.length
                ? ctx.nice
                : fail('no Nice item to ask about (see above)');
            const classification = { [nice.classCode]: nice.items[0].classificationCode };
            const { raw, value } = await readRow(ctx, CALLS.checkDuplicateClassification, [
                SAMPLE_TRADEMARK,
                classification,
            ]);
            ctx.shapes.set('checkDuplicateClassification', raw);
            note(`${JSON.stringify(classification)}: ${value.Result}`);
        },
    },
    {
        name: 'getOrderDetail',
        asked: ctx => ` with {id} = ${ctx.first.orders?.[0]?.orderId ?? '…'}`,
        run: async (ctx, note) => {
            const { orderId } = firstOf(ctx.first.orders, 'no order to read');
            const { value } = await readRow(ctx, CALLS.getOrderDetail, [orderId]);
            expect(value.orderId === orderId, `asked for ${orderId}, answered ${value.orderId}`);
            note(`state ${value.state}, ${value.progress.length} progress records`);
        },
    },
    {
        name: 'getOrderStatistics',
        run: async ctx => {
            await readRow(ctx, CALLS.getOrderStatistics, []);
        },
    },
    {
        name: 'getApplicantStatistics',
        run: async (ctx, note) => {
            const { value } = await readRow(ctx, CALLS.getApplicantStatistics, []);
            note(`total ${value.total}`);
        },
    },
    {
        name: 'getSpInfo',
        run: async (ctx, note) => {
            const { value } = await readRow(ctx, CALLS.getSpInfo, []);
            note(`balance ${value.balance.toFixed(2)}`);
        },
    },
    {
        name: 'previewPdf',
        asked: () => '?pdf_url=<the first official document>',
        run: async (ctx, note) => {
            const doc = firstOf(ctx.first.officialDocuments, 'no official documents');
            const pdfUrl = doc.officialFile.url || doc.officialFile.ossKey;
            const { value } = await readRow(ctx, CALLS.previewPdf, [pdfUrl]);
            note(`${value.urls.length} url`);
        },
    },
];

/** Check 4: each read-only spec call answers 200 and the portal reads it. */
export const checkReads = async (ctx: Context): Promise<void> => {
    for (const read of READS) {
        const row = CALLS[read.name];
        const asked = read.asked?.(ctx) ?? '';
        await ctx.report.check(`${titleOf(row)}${asked}: answers 200, read by the portal`, note =>
            read.run(ctx, note),
        );
    }
    const checked = new Set<CallName>([...READS.map(r => r.name), ...WRITE_CHECKED]);
    for (const name of Object.keys(CALLS) as CallName[]) {
        const row = CALLS[name];
        if (row.origin !== 'spec' || row.method !== 'GET' || 'link' in row || checked.has(name))
            continue;
        ctx.report.fail(
            titleOf(row),
            `error of the suite: no check for the call ${name} (reads.ts)`,
        );
    }
};

const stringField = (raw: Record<string, unknown>, name: string) =>
    expect(
        typeof raw[name] === 'string',
        `\`${name}\` is ${JSON.stringify(raw[name]) ?? 'missing'}, not a string`,
    );

/** Check 6: the shapes of the wizard's two checks, on the raw answers. */
export const checkShapes = async (ctx: Context): Promise<void> => {
    const answered = (name: CallName): Record<string, unknown> => {
        if (!ctx.shapes.has(name)) return fail('the call did not answer 200 (see above)');
        const raw = ctx.shapes.get(name);
        return isObject(raw) ? raw : fail(`answered ${JSON.stringify(raw)}, not an object`);
    };
    await ctx.report.check(
        `${titleOf(CALLS.checkTrademarkName)}: answers Result and Message`,
        () => {
            const raw = answered('checkTrademarkName');
            stringField(raw, 'Result');
            stringField(raw, 'Message');
        },
    );
    await ctx.report.check(
        `${titleOf(CALLS.checkDuplicateClassification)}: answers Result, Message and Data.DuplicateSecondaryClassification.SecondaryClassification`,
        () => {
            const raw = answered('checkDuplicateClassification');
            stringField(raw, 'Result');
            stringField(raw, 'Message');
            const data = isObject(raw.Data) ? raw.Data : fail('`Data` is not an object');
            const dup = isObject(data.DuplicateSecondaryClassification)
                ? data.DuplicateSecondaryClassification
                : fail('`Data.DuplicateSecondaryClassification` is not an object');
            expect(
                Array.isArray(dup.SecondaryClassification),
                `\`Data.DuplicateSecondaryClassification.SecondaryClassification\` is ${JSON.stringify(dup.SecondaryClassification) ?? 'missing'}, not an array`,
            );
        },
    );
};

/** Check 7: the batch download with the token in the query answers a file; without, 401. */
export const checkBatchDownload = async (ctx: Context): Promise<void> => {
    const row = CALLS.batchDownload;
    const title = `${titleOf(row)}?officialFiles=…&access_token=…`;
    const docs = ctx.first.officialDocuments;
    if (docs && docs.length === 0) {
        ctx.report.skip(`${title} answers a file`, 'no official documents');
        return;
    }
    const files = () => [fileKey(firstOf(docs, 'no official documents').officialFile)];
    await ctx.report.check(`${title}: answers a file`, async note => {
        const answer = await ctx.wire.send(row, row.request(files()), {
            exempt: a => a.http === 200 && !a.envelope,
        });
        if (answer.envelope)
            return fail(
                `answered a JSON envelope, not a file: ${whyNotOk(answer) ?? 'status 200'}`,
            );
        if (answer.noAnswer) return fail(answer.problem ?? 'no answer');
        expect(answer.http === 200, `answered HTTP ${answer.http}`);
        const type = answer.contentType.toLowerCase();
        expect(!type.includes('text/html'), 'answered an HTML page, not a file');
        expect(!type.includes('json'), `answered ${answer.contentType} that is not an envelope`);
        expect(answer.bytes.length > 0, 'answered an empty body');
        const zip = answer.bytes.subarray(0, 2).toString('latin1') === 'PK';
        note(
            `${answer.contentType || 'no Content-Type'}, ${answer.bytes.length} bytes${zip ? ', a zip' : ''}`,
        );
    });
    await ctx.report.check(
        `${titleOf(row)} without the token: answers status 401 in the body`,
        async () => {
            const answer = await ctx.wire.send(row, row.request(files()), { auth: 'none' });
            expect(bodyStatus(answer) === 401, () => whyNotOk(answer) ?? 'answered status 200');
        },
    );
};
