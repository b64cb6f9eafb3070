import { vi } from 'vitest';
import { COUNTRY_NAMES } from '../../domain/rules/regions';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';

/** The rows of 我的申请人 the list and dialog tests read: an enterprise, an individual, one overseas. */
export const ROWS: ApplicantSummary[] = [
    {
        id: 1,
        applicantName: '北京知联科技有限公司',
        applicantRegion: 1,
        applicantType: 2,
        cardNumber: '91110105MA01B2C3DX',
        auditStatus: 3,
    },
    {
        id: 2,
        applicantName: '王芳',
        applicantRegion: 1,
        applicantType: 1,
        cardNumber: '110105199003071234',
        auditStatus: 4,
    },
    {
        id: 3,
        applicantName: '南十字星酒业有限公司',
        applicantRegion: 5,
        applicantType: 2,
        cardNumber: '',
        auditStatus: 1,
    },
];

/** A getList answering ROWS. */
export const listing = () => vi.fn(async () => ({ data: ROWS, total: ROWS.length }));

/** An overseas individual with every field and file it needs: valid as it is. */
export const OVERSEAS: Applicant = {
    id: 3,
    applicantName: '李雷',
    applicantRegion: 5,
    applicantType: 1,
    cardNumber: 'E12345678',
    auditStatus: 3,
    EName: 'Li Lei',
    Province: '',
    Address: '',
    EAddress: '1 Main Street',
    postcode: '10001',
    Country: COUNTRY_NAMES[0],
    trademarkName: '',
    createTime: '2025-06-14 09:30:05',
    sebeIdCardOss: [],
    sebePassportOss: { ossKey: 'u/passport.jpg', url: '/files/u/passport.jpg', fileName: 'p.jpg' },
    sebeBusinessLicenceOss: null,
    sebeLegalNoticeOss: { ossKey: 'u/legal.pdf', url: '/files/u/legal.pdf', fileName: 'l.pdf' },
};
