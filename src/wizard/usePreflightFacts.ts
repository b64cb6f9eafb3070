import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { useSpInfo } from '../common/useSpInfo';
import { readImageSize } from '../common/FileUpload';
import { useFileUrl } from '../common/fileUrl';
import type { OrderDraft } from './draft';
import type { FileFacts, PreflightFacts } from './preflight';
import { useUnitPrices } from './WizardFrame';

/** An uploaded file's byte size and, for an image, its pixels. */
const fileFactsOf = async (blob: Blob): Promise<FileFacts> => {
    if (blob.type === 'application/pdf') return { size: blob.size };
    return { size: blob.size, ...(await readImageSize(blob)) };
};

type Query<T> = { data?: T; isPending: boolean; isError: boolean };
/** A query as a pre-flight fact: loading, known, or unknown (the backend could not say). */
const factOf = <T>(query: Query<T>): T | 'loading' | undefined =>
    query.isError ? undefined : query.isPending ? 'loading' : query.data;

/**
 * Reads an uploaded file back through its openable link (the wire layer adds the session on the
 * service's own origin).
 */
const useFileFacts = (url: string) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const fileUrl = useFileUrl();
    return useQuery({
        queryKey: ['preflightFile', url],
        queryFn: async () => fileFactsOf(await dataProvider.readFile(fileUrl(url))),
        enabled: !!url,
        retry: false,
        staleTime: Infinity,
    });
};

/**
 * The facts step 3's check needs beyond the draft, from spec calls only: the balance
 * (`spInfo`, refreshed by a top-up), the unit prices, the applicant's audit state
 * (`describeApplicant`) and the uploaded files read back from their URLs.
 */
export const usePreflightFacts = (draft: OrderDraft): PreflightFacts => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const spInfo = useSpInfo();
    const prices = useUnitPrices();
    const applicant = useQuery({
        queryKey: ['preflightApplicant', draft.applicantTbId],
        queryFn: () => dataProvider.describeApplicant(draft.applicantTbId!),
        enabled: !!draft.applicantTbId,
        retry: false,
    });
    const icon = useFileFacts(draft.trademarkIcon);
    const letter = useFileFacts(draft.SebeAuthorizationOss);
    const legalNotice = useFileFacts(draft.SebeLegalNoticeOss);
    const fileFact = (query: Query<FileFacts>, url: string) => (url ? factOf(query) : undefined);
    const auditStatus = factOf(applicant);
    return {
        balance: ((b = factOf(spInfo)) => (b && b !== 'loading' ? b.balance : b))(),
        prices: factOf(prices),
        applicantAuditStatus:
            auditStatus && auditStatus !== 'loading' ? auditStatus.auditStatus : auditStatus,
        icon: fileFact(icon, draft.trademarkIcon),
        letter: fileFact(letter, draft.SebeAuthorizationOss),
        legalNotice: fileFact(legalNotice, draft.SebeLegalNoticeOss),
    };
};
