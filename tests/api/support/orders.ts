/** A valid `createTrademarkOrder` body for the API tests (a word mark with its files). */
import { randomUUID } from 'node:crypto';
import type { ApplicantRow, Db } from '../../../mock-server/db';

export interface StoredRef {
    url: string;
    ossKey: string;
}

export interface OrderRequestParts {
    applicantTbId: number;
    /** `{ class: 'code,code' }` */
    classifications: Record<string, string>;
    icon: StoredRef;
    entrust: StoredRef;
    trademarkName: string;
    trademarkDesc?: string;
    /** the fee the client shows, yuan; 300 (one class, up to 10 items) by default */
    orderAmount?: number;
    /** a fresh one by default, so each call files a new order */
    requestId?: string;
}

export const orderRequest = ({
    applicantTbId,
    classifications,
    icon,
    entrust,
    trademarkName,
    trademarkDesc = '',
    orderAmount = 300,
    requestId = randomUUID(),
}: OrderRequestParts) => ({
    applicantTbId,
    classifications,
    entrustFile: entrust.url,
    entrustFileOsskey: entrust.ossKey,
    trademarkDesc,
    trademarkName,
    trademarkType: 1,
    trademarkIcon: icon.url,
    trademarkIconOsskey: icon.ossKey,
    trademarkIconType: null,
    orderAmount,
    sebeLegalNoticeOss: null,
    requestId,
});

/** An applicant of agency `spId` that passed the review (audit 3): one an order may take. */
export const approvedApplicant = (db: Db, spId = 1): ApplicantRow => {
    const applicant = db.applicants.find(a => a.spId === spId && a.auditStatus === 3);
    if (!applicant) throw new Error(`the seed has no approved applicant of agency ${spId}`);
    return applicant;
};
