import { isIndividual, isMainland } from '../../domain/rules/applicant';
import type { ApplicantRegion, ApplicantType } from '../../domain/types/applicants';
import type { MessageKey } from '../i18n/useMessage';

/**
 * The labels that depend on an applicant's type × region, as message keys: the form, the view
 * overlay and wizard step 3 name a field the same way, and the same way as the validation
 * messages (`applicantWording` in domain/rules/applicant.ts) that ask for it.
 */
export const applicantLabels = (type: ApplicantType, region: ApplicantRegion) => {
    const individual = isIndividual(type);
    const mainland = isMainland(region);
    return {
        applicantName: individual
            ? 'portal.applicants.labels.individualName'
            : 'portal.applicants.labels.enterpriseName',
        EName: individual
            ? 'portal.applicants.labels.individualEName'
            : 'portal.applicants.labels.enterpriseEName',
        cardNumber: !individual
            ? 'portal.applicants.labels.creditCode'
            : mainland
              ? 'portal.applicants.labels.idCardNumber'
              : 'portal.applicants.labels.documentNumber',
        Province: individual
            ? 'portal.applicants.labels.individualProvince'
            : 'portal.applicants.labels.licenceProvince',
        Address:
            individual || !mainland
                ? 'portal.applicants.labels.individualAddress'
                : 'portal.applicants.labels.licenceAddress',
        /** the licence, or what stands for it outside the mainland */
        licence: individual
            ? 'portal.applicants.files.selfEmployedLicence'
            : mainland
              ? 'portal.applicants.files.licence'
              : 'portal.applicants.files.qualification',
    } satisfies Record<string, MessageKey>;
};
