/**
 * Applicants. Agency 1 has every applicantType × applicantRegion × auditStatus combination
 * (2 × 5 × 6 = 60) plus a few more; agency 2 has a dozen. Creation times are settled later,
 * before each applicant's first order (index.ts). Every applicant is stored as createApplicant
 * would store it: valid under the shared rules, with its material uploaded, and the fields
 * that do not apply to its type × region empty.
 */
import { applicantFieldsFor } from '../../domain/rules/applicant';
import type { ApplicantRegion, ApplicantType, AuditStatus } from '../../domain/types/applicants';
import { AUDIT_PASSED_STATUS } from '../../domain/states/applicants';
import { APPLICANT_REGIONS, APPLICANT_TYPES, AUDIT_STATUSES } from '../constants';
import type { ApplicantRow } from '../db';
import { normalizeApplicant } from '../rules/applicants';
import { formatChinaTime, HOUR_MS } from '../../domain/rules/time';
import { fromTemplate, residentIdNumber, unifiedSocialCreditCode } from './codes';
import { daysAgo, SEED_DAYS, timeBetween } from './context';
import type { SeedContext } from './context';
import { seedFile } from './files';
import {
    BRANDS,
    GIVEN_NAMES,
    HONG_KONG_COMPANIES,
    HONG_KONG_PEOPLE,
    INDUSTRIES,
    MACAO_COMPANIES,
    MACAO_PEOPLE,
    OVERSEAS_COMPANIES,
    OVERSEAS_PEOPLE,
    SURNAMES,
    TAIWAN_COMPANIES,
    TAIWAN_PEOPLE,
} from './people';
import type { NamePart } from './people';
import {
    COUNTRIES,
    HONG_KONG_ADDRESSES,
    mainlandAddress,
    MACAO_ADDRESSES,
    PROVINCES,
    STREETS,
    TAIWAN_ADDRESSES,
} from './places';
import type { ForeignAddress } from './places';

interface ApplicantPlan {
    spId: number;
    applicantType: ApplicantType;
    applicantRegion: ApplicantRegion;
    auditStatus: AuditStatus;
}

type Identity = Pick<
    ApplicantRow,
    | 'applicantName'
    | 'EName'
    | 'cardNumber'
    | 'Province'
    | 'Address'
    | 'EAddress'
    | 'postcode'
    | 'Country'
>;

const plansOfAgency1 = (): ApplicantPlan[] => {
    const plans: ApplicantPlan[] = [];
    for (const applicantType of APPLICANT_TYPES) {
        for (const applicantRegion of APPLICANT_REGIONS) {
            for (const auditStatus of AUDIT_STATUSES) {
                plans.push({ spId: 1, applicantType, applicantRegion, auditStatus });
            }
        }
    }
    // The usual clients: audited mainland companies and people, who file most orders.
    for (const applicantType of [2, 2, 2, 2, 1, 1, 1, 2] as const) {
        plans.push({
            spId: 1,
            applicantType,
            applicantRegion: 1,
            auditStatus: AUDIT_PASSED_STATUS,
        });
    }
    return plans;
};

/** Audited mainland clients, one applicant in every other status (companies and people in
 * turn), and two audited applicants from outside the mainland. */
type Plan = readonly [ApplicantType, ApplicantRegion, AuditStatus];
const AGENCY2_PLANS: readonly Plan[] = [
    ...([2, 2, 2, 1, 1] as const).map((type): Plan => [type, 1, AUDIT_PASSED_STATUS]),
    ...AUDIT_STATUSES.filter(status => status !== AUDIT_PASSED_STATUS).map((status, i): Plan => [
        i % 2 === 0 ? 2 : 1,
        1,
        status,
    ]),
    [2, 2, AUDIT_PASSED_STATUS],
    [1, 5, AUDIT_PASSED_STATUS],
];

const plansOfAgency2 = (): ApplicantPlan[] =>
    AGENCY2_PLANS.map(([applicantType, applicantRegion, auditStatus]) => ({
        spId: 2,
        applicantType,
        applicantRegion,
        auditStatus,
    }));

/** Draws until the name is one this agency does not have yet. */
const freshPick = <T>(used: Set<string>, draw: () => T, nameOf: (value: T) => string): T => {
    for (let attempt = 0; attempt < 500; attempt++) {
        const value = draw();
        if (!used.has(nameOf(value))) {
            used.add(nameOf(value));
            return value;
        }
    }
    throw new Error('seed: ran out of applicant names');
};

const firstOf = (pair: NamePart): string => pair[0];

const mainlandIdentity = (ctx: SeedContext, type: ApplicantType, used: Set<string>): Identity => {
    const { rng } = ctx;
    const province = rng.pick(PROVINCES);
    const Address = mainlandAddress(
        province,
        rng.pick(STREETS),
        rng.int(1, 399),
        rng.int(1, 12),
        rng.int(1, 28) * 100 + rng.int(1, 20),
    );
    const base = {
        Province: province.name,
        Address,
        EAddress: '',
        postcode: province.postcode,
        Country: '中国',
    };
    if (type === 1) {
        const [name, EName] = freshPick(
            used,
            (): NamePart => {
                const [surname, surnameEn] = rng.pick(SURNAMES);
                const [given, givenEn] = rng.pick(GIVEN_NAMES);
                return [`${surname}${given}`, `${surnameEn} ${givenEn}`];
            },
            firstOf,
        );
        return {
            ...base,
            applicantName: name,
            EName,
            cardNumber: residentIdNumber(rng, province.areaCode),
        };
    }
    const city = province.city.replace(/市$/, '');
    const [name, EName] = freshPick(
        used,
        (): NamePart => {
            const [brand, brandEn] = rng.pick(BRANDS);
            const [industry, industryEn] = rng.pick(INDUSTRIES);
            return [
                `${city}${brand}${industry}有限公司`,
                `${province.cityEn} ${brandEn} ${industryEn} Co., Ltd.`,
            ];
        },
        firstOf,
    );
    return {
        ...base,
        applicantName: name,
        EName,
        cardNumber: unifiedSocialCreditCode(rng, province.areaCode),
    };
};

const REGION_PEOPLE: Partial<Record<ApplicantRegion, readonly NamePart[]>> = {
    2: HONG_KONG_PEOPLE,
    3: MACAO_PEOPLE,
    4: TAIWAN_PEOPLE,
};
const REGION_COMPANIES: Partial<Record<ApplicantRegion, readonly NamePart[]>> = {
    2: HONG_KONG_COMPANIES,
    3: MACAO_COMPANIES,
    4: TAIWAN_COMPANIES,
};
const REGION_ADDRESSES: Partial<Record<ApplicantRegion, readonly ForeignAddress[]>> = {
    2: HONG_KONG_ADDRESSES,
    3: MACAO_ADDRESSES,
    4: TAIWAN_ADDRESSES,
};
const REGION_COUNTRY: Partial<Record<ApplicantRegion, string>> = {
    2: '中国香港',
    3: '中国澳门',
    4: '中国台湾',
};
/** 港澳居民来往内地通行证 H/M + 8 digits; 台湾居民来往大陆通行证 8 digits. */
const REGION_PERMIT: Partial<Record<ApplicantRegion, string>> = {
    2: 'H99999999',
    3: 'M99999999',
    4: '99999999',
};

const hkMacaoTaiwanIdentity = (
    ctx: SeedContext,
    type: ApplicantType,
    region: ApplicantRegion,
    used: Set<string>,
): Identity => {
    const names = (type === 1 ? REGION_PEOPLE[region] : REGION_COMPANIES[region]) ?? [];
    const [name, EName] = freshPick(used, () => ctx.rng.pick(names), firstOf);
    const place = ctx.rng.pick(REGION_ADDRESSES[region] ?? []);
    return {
        applicantName: name,
        EName,
        // Companies outside the mainland have no credit code to give (docs/decisions.md,
        // "Applicants").
        cardNumber: type === 1 ? fromTemplate(ctx.rng, REGION_PERMIT[region] ?? '') : '',
        Province: '',
        Address: place.address,
        EAddress: place.EAddress,
        postcode: place.postcode,
        Country: REGION_COUNTRY[region] ?? '',
    };
};

const overseasIdentity = (ctx: SeedContext, type: ApplicantType, used: Set<string>): Identity => {
    const source = type === 1 ? OVERSEAS_PEOPLE : OVERSEAS_COMPANIES;
    const choices = COUNTRIES.flatMap(country =>
        (source[country.name] ?? []).map(pair => ({ country, pair })),
    );
    const { country, pair } = freshPick(
        used,
        () => ctx.rng.pick(choices),
        c => c.pair[0],
    );
    return {
        applicantName: pair[0],
        EName: pair[1],
        cardNumber: type === 1 ? fromTemplate(ctx.rng, country.passport) : '',
        Province: '',
        Address: country.address,
        EAddress: country.EAddress,
        postcode: country.postcode,
        Country: country.name,
    };
};

const identityOf = (ctx: SeedContext, plan: ApplicantPlan, used: Set<string>): Identity => {
    if (plan.applicantRegion === 1) return mainlandIdentity(ctx, plan.applicantType, used);
    if (plan.applicantRegion === 5) return overseasIdentity(ctx, plan.applicantType, used);
    return hkMacaoTaiwanIdentity(ctx, plan.applicantType, plan.applicantRegion, used);
};

/** Uploaded material (the upload rules of docs/api.md), exactly what the type × region needs. */
const materialOf = (ctx: SeedContext, plan: ApplicantPlan) => {
    const { spId, applicantType: type, applicantRegion: region } = plan;
    const needs = applicantFieldsFor(type, region);
    const licenceName =
        type === 1 ? '个体工商户营业执照' : region === 1 ? '营业执照' : '主体资格证明文件';
    return {
        sebeIdCardOss: needs.sebeIdCardOss
            ? [
                  seedFile(ctx, spId, 'idCardFront', '身份证正面'),
                  seedFile(ctx, spId, 'idCardBack', '身份证反面'),
              ]
            : [],
        sebePassportOss: needs.sebePassportOss ? seedFile(ctx, spId, 'passport', '护照') : null,
        sebeBusinessLicenceOss: needs.sebeBusinessLicenceOss
            ? seedFile(ctx, spId, region === 1 ? 'licence' : 'qualification', licenceName)
            : null,
        sebeLegalNoticeOss: seedFile(ctx, spId, 'legalNotice', '法律声明（已签章）'),
    };
};

export const buildApplicants = (ctx: SeedContext): ApplicantRow[] => {
    const usedNames = new Map<number, Set<string>>();
    return [...plansOfAgency1(), ...plansOfAgency2()].map(plan => {
        const used = usedNames.get(plan.spId) ?? new Set<string>();
        usedNames.set(plan.spId, used);
        return {
            id: 0,
            spId: plan.spId,
            auditStatus: plan.auditStatus,
            ...normalizeApplicant({
                applicantType: plan.applicantType,
                applicantRegion: plan.applicantRegion,
                ...identityOf(ctx, plan, used),
                ...materialOf(ctx, plan),
            }),
            createTime: formatChinaTime(
                timeBetween(ctx, daysAgo(ctx, SEED_DAYS - 1), ctx.now - HOUR_MS),
            ),
        };
    });
};
