/**
 * The company the XSS tests name with markup (a US enterprise), as createApplicant takes it:
 * shared by the API test (xss.test.ts) and the browser specs (xss.spec.ts), each with its
 * own markup.
 */

export interface MarkupNames {
    NAME: string;
    ENAME: string;
    ADDRESS: string;
    EADDRESS: string;
}

export const markupCompany = (
    { NAME, ENAME, ADDRESS, EADDRESS }: MarkupNames,
    files: { licence: unknown; legal: unknown },
) => ({
    applicantType: 2,
    applicantRegion: 5,
    applicantName: NAME,
    EName: ENAME,
    Country: '美国',
    Address: ADDRESS,
    EAddress: EADDRESS,
    postcode: '10001',
    sebeBusinessLicenceOss: files.licence,
    sebeLegalNoticeOss: files.legal,
});
