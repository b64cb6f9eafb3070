/**
 * The letters the server fills in for the agency to have signed: the legal notice of an
 * applicant and the proxy letter of wizard step 2 (docs/api.md, "The legal notice", "The proxy
 * letter"). Each is rendered with the agency's name, stored as a generated PDF of the agency
 * and answered as its FileRef.
 */
import { LEGAL_NOTICE_NEEDS_NAME, NAME_MAX } from '../../domain/rules/applicant';
import type { FileRef } from '../../domain/types/documents';
import type { FilePolicy } from '../db';
import { saveGeneratedPdf, toFileRef } from '../files/registry';
import { fileNamePart } from '../files/storage';
import { entrustLetterContent, renderEntrustLetter } from '../pdf/entrustLetter';
import type { EntrustLetterInput } from '../pdf/entrustLetter';
import { legalNoticeContent, renderLegalNotice } from '../pdf/legalNotice';
import type { Store } from '../store';
import { refused } from './errors';

export const ENTRUST_NEEDS_APPLICANT = '请选择申请人';

/** The proxy letter's fields as the wizard sends them (plain text). */
export type EntrustFields = Omit<EntrustLetterInput, 'agencyName'>;

/** Renders a letter with the agency's name and stores it as the agency's generated PDF. */
const saveAgencyLetter = async (
    store: Store,
    letter: {
        spId: number;
        now: Date;
        policy: FilePolicy;
        fileName: string;
        render: (agencyName: string) => Promise<Buffer>;
    },
): Promise<FileRef> => {
    const agency = store.read(q => q.agencies.get(letter.spId));
    const data = await letter.render(agency?.spName ?? '');
    const row = saveGeneratedPdf(store, {
        spId: letter.spId,
        policy: letter.policy,
        fileName: letter.fileName,
        data,
        now: letter.now,
    });
    return toFileRef(row);
};

/** The legal notice for an applicant's name: given (`请先填写申请人名称`) and not too long. */
export const makeLegalNotice = (
    store: Store,
    spId: number,
    applicantName: string,
    now: Date,
): Promise<FileRef> => {
    if (!applicantName) throw refused(LEGAL_NOTICE_NEEDS_NAME);
    if (applicantName.length > NAME_MAX) throw refused(`名称不能超过${NAME_MAX}个字符`);
    return saveAgencyLetter(store, {
        spId,
        now,
        policy: 'LEGAL_NOTICE_TEMPLATE',
        fileName: `法律声明（${fileNamePart(applicantName)}）.pdf`,
        render: agencyName =>
            renderLegalNotice(legalNoticeContent({ applicantName, agencyName, date: now })),
    });
};

/** The proxy letter (the unsigned ATTORNEY_TEMPLATE); it needs the applicant's name. */
export const makeEntrustLetter = (
    store: Store,
    spId: number,
    fields: EntrustFields,
    now: Date,
): Promise<FileRef> => {
    if (!fields.applicant) throw refused(ENTRUST_NEEDS_APPLICANT);
    return saveAgencyLetter(store, {
        spId,
        now,
        policy: 'ATTORNEY_TEMPLATE',
        fileName: `商标代理委托书（${fileNamePart(fields.applicant)}）.pdf`,
        render: agencyName => renderEntrustLetter(entrustLetterContent({ ...fields, agencyName })),
    });
};
