/**
 * What the createTrademarkOrder tests share: the server (an applicant of agency 1 in audit
 * without its legal file), admin and other, each agency's order files, and a valid draft.
 */
import { beforeAll } from 'vitest';
import type { ApplicantRow, Db } from '../../../mock-server/db';
import { loadNiceClasses } from '../../../mock-server/nice/classification';
import { madeInHook, withTestServer } from '../harness';
import type { Client, ServerContext } from '../harness';
import { orderRequest } from './orders';
import { jpeg } from './samples';
import { uploadAs } from './uploads';
import type { OrderFiles } from './uploads';

export const CREATE = '/api/createTrademarkOrder';

/** Items of class 09: two of group 0901 and one of 0907. */
export const ninth = loadNiceClasses().find(c => c.code === '09');
export const groupItems = (code: string) => ninth?.groups.find(g => g.code === code)?.items ?? [];
export const CODES = [
    groupItems('0901')[0].code,
    groupItems('0901')[1].code,
    groupItems('0907')[0].code,
];
export const ALL_09 = [...new Set(ninth?.groups.flatMap(g => g.items.map(i => i.code)))];

/** The icon and the proxy letter, under the names the wizard gives them. */
export const filesOf = async (client: Client): Promise<OrderFiles> => {
    const [icon, entrust] = await Promise.all([
        uploadAs(client, 'ICON', '图样.jpg', jpeg(800, 800)),
        uploadAs(client, 'ATTORNEY', '委托书.jpg', jpeg(800, 1000)),
    ]);
    return { icon, entrust };
};

/** What a refused request must leave alone. */
export const moneyAndOrders = (db: Db) => ({
    orders: db.orders,
    capitalDetails: db.capitalDetails,
    balances: db.agencies.map(a => a.balanceFen),
});

export interface OrderDrafts extends ServerContext<'admin' | 'other'> {
    /** the admin's files */
    readonly files: OrderFiles;
    /** an applicant of agency 1 whose legal file was removed (prepare) */
    readonly noLegalFileId: number;
    /** a seeded applicant of agency `spId` in `auditStatus`, not the one without a legal file */
    applicantOf(spId: number, auditStatus?: number): ApplicantRow;
    /** a valid draft of agency 1 with `patch` over it */
    draft(patch?: Record<string, unknown>, f?: OrderFiles): Record<string, unknown>;
}

/** The server of the file, admin and other, and the admin's order files. */
export const withOrderDrafts = (): OrderDrafts => {
    let noLegalFileId = 0;
    const ctx = withTestServer(
        {
            prepare: db => {
                const row = db.applicants.find(a => a.spId === 1 && a.auditStatus === 2);
                if (!row) throw new Error('no applicant in audit');
                row.sebeLegalNoticeOss = null;
                noLegalFileId = row.id;
            },
        },
        ['admin', 'other'],
    );
    let files: OrderFiles | undefined;
    beforeAll(async () => {
        files = await filesOf(ctx.admin);
    });
    const applicantOf = (spId: number, auditStatus = 3): ApplicantRow => {
        const row = ctx.server.seed.applicants.find(
            a => a.spId === spId && a.auditStatus === auditStatus && a.id !== noLegalFileId,
        );
        if (!row) throw new Error(`no applicant ${spId}/${auditStatus}`);
        return row;
    };
    const drafts = Object.defineProperties(ctx, {
        files: madeInHook('the files', () => files),
        noLegalFileId: { get: () => noLegalFileId },
        applicantOf: { value: applicantOf },
        draft: {
            value: (patch: Record<string, unknown> = {}, f: OrderFiles = drafts.files) => ({
                ...orderRequest({
                    applicantTbId: applicantOf(1).id,
                    classifications: { '09': CODES.join(',') },
                    icon: f.icon,
                    entrust: f.entrust,
                    trademarkName: '知联测试',
                    trademarkDesc: '文字商标，由中文“知联测试”组成。',
                }),
                ...patch,
            }),
        },
    }) as OrderDrafts;
    return drafts;
};
