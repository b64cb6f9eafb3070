import { describe, expect, it } from 'vitest';
import { daysLeft, deadlineOf, deadlineTone } from '../../domain/rules/deadline';
import { orderFeeFen } from '../../domain/rules/fee';
import { checkDimensions, FILE_RULES } from '../../domain/rules/files';
import { ORDER_STATES } from '../../domain/states/orders';
import type { FileRef } from '../../domain/types/documents';
import {
    APPLICANT_REGIONS,
    APPLICANT_TYPES,
    AUDIT_STATUSES,
    CHOOSABLE_AUDIT_STATUSES,
    SUPPLEMENT_STATES,
} from '../../mock-server/constants';
import { validateDb } from '../../mock-server/db';
import { detectType, imageSize, MIME_TYPES } from '../../mock-server/files/sniff';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { ledgerBalanceFen, signedFen } from '../../mock-server/rules/capital';
import { applicantFieldsFor, validateApplicant } from '../../domain/rules/applicant';
import { idCardCheck, usccCheck } from '../../domain/rules/identity';
import { buildSeed, DEFAULT_PRICES } from '../../mock-server/seed';
import { renderTemplate, templateOfKey } from '../../mock-server/seed/files';
import { DAY_MS, formatChinaTime, parseChinaTime } from '../../domain/rules/time';
import { DEMO, withTestServer } from './harness';

const now = new Date();
const db = buildSeed(now);
const nowText = formatChinaTime(now);
const agency1 = <T extends { spId: number }>(rows: T[]) => rows.filter(r => r.spId === 1);

describe('the seed', () => {
    it('is a valid database, and the same for the same now', () => {
        expect(validateDb(JSON.parse(JSON.stringify(db)))).toEqual(db);
        expect(buildSeed(now)).toEqual(db);
        expect(db.agencies.map(a => a.spName)).toEqual([
            '北京知联商标代理有限公司',
            '上海申知知识产权代理有限公司',
        ]);
        expect(db.prices).toEqual(DEFAULT_PRICES);
        expect(db.prices).toEqual({ classUnitPriceFen: 30_000, extraItemUnitPriceFen: 3_000 });
    });

    it('has every applicant type × region × audit status in agency 1, and a dozen in agency 2', () => {
        const own = agency1(db.applicants);
        for (const type of APPLICANT_TYPES) {
            for (const region of APPLICANT_REGIONS) {
                for (const status of AUDIT_STATUSES) {
                    const found = own.some(
                        a =>
                            a.applicantType === type &&
                            a.applicantRegion === region &&
                            a.auditStatus === status,
                    );
                    expect(found, `type ${type} region ${region} status ${status}`).toBe(true);
                }
            }
        }
        expect(own.length).toBeGreaterThan(60);
        expect(db.applicants.filter(a => a.spId === 2)).toHaveLength(12);
        expect(new Set(own.map(a => a.applicantName)).size).toBe(own.length);
    });

    it('gives applicants realistic identities, stored as createApplicant stores them', () => {
        for (const a of db.applicants) {
            expect(a.applicantName).not.toBe('');
            if (a.applicantRegion === 1) {
                expect(a.Province).toMatch(/(省|市|自治区)$/);
                expect(a.postcode).toMatch(/^\d{6}$/);
                // No English name or address, and no country: they do not apply to the mainland.
                expect([a.EName, a.EAddress, a.Country]).toEqual(['', '', '']);
            } else {
                expect(a.EName).toMatch(/^[A-Za-z]/);
                expect(a.EAddress).not.toBe('');
                expect(a.Province).toBe('');
            }
            if (a.applicantRegion === 5)
                expect([
                    '美国',
                    '日本',
                    '新加坡',
                    '英国',
                    '德国',
                    '韩国',
                    '法国',
                    '澳大利亚',
                ]).toContain(a.Country);
            else expect(a.Country).toBe('');
            if (a.applicantRegion === 1 && a.applicantType === 2) {
                expect(a.cardNumber).toMatch(/^91\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/);
                expect(usccCheck(a.cardNumber.slice(0, 17))).toBe(a.cardNumber[17]);
            }
            if (a.applicantRegion === 1 && a.applicantType === 1) {
                expect(a.cardNumber).toMatch(/^\d{17}[\dX]$/);
                expect(idCardCheck(a.cardNumber.slice(0, 17))).toBe(a.cardNumber[17]);
            }
            if (a.applicantType === 2 && a.applicantRegion !== 1) expect(a.cardNumber).toBe('');
        }
        const provinces = new Set(
            db.applicants.filter(a => a.applicantRegion === 1).map(a => a.Province),
        );
        expect(provinces.size).toBeGreaterThan(10);
    });

    it('passes the shared validation rules with every applicant, drafts included', () => {
        for (const a of db.applicants) {
            expect(validateApplicant(a), `${a.id} ${a.applicantName}`).toEqual({});
            const fields = applicantFieldsFor(a.applicantType, a.applicantRegion);
            expect(a.sebeIdCardOss).toHaveLength(fields.sebeIdCardOss ? 2 : 0);
            expect(a.sebePassportOss !== null).toBe(fields.sebePassportOss);
            expect(a.sebeBusinessLicenceOss !== null).toBe(fields.sebeBusinessLicenceOss);
        }
        const cards = db.applicants.filter(a => a.cardNumber).map(a => `${a.spId}:${a.cardNumber}`);
        expect(new Set(cards).size).toBe(cards.length);
    });

    it('has every order state several times in agency 1, and orders in agency 2', () => {
        for (const state of ORDER_STATES) {
            expect(
                agency1(db.orders).filter(o => o.state === state).length,
                `state ${state}`,
            ).toBeGreaterThanOrEqual(3);
        }
        expect(agency1(db.orders).length).toBeGreaterThanOrEqual(60);
        expect(db.orders.filter(o => o.spId === 2).length).toBeGreaterThanOrEqual(5);
    });

    it('files orders for choosable applicants of the same agency, created before the order', () => {
        for (const order of db.orders) {
            const applicant = db.applicants.find(a => a.id === order.applicantTbId);
            expect(applicant?.spId).toBe(order.spId);
            expect(applicant?.applicantName).toBe(order.applicant);
            expect(CHOOSABLE_AUDIT_STATUSES).toContain(applicant?.auditStatus);
            expect((applicant?.createTime ?? '') < order.createTime).toBe(true);
        }
    });

    it('uses real Nice items, with the fee computed from the unit prices', () => {
        const classes = loadNiceClasses();
        for (const order of db.orders) {
            const codes = order.cls.split(',');
            const items = order.mins.split(',');
            const names = order.minsName.split(',');
            expect(names).toHaveLength(items.length);
            const perClass = codes.map(code => {
                const niceClass = classes.find(c => c.code === code);
                expect(niceClass, `class ${code}`).toBeDefined();
                const known = new Set(
                    niceClass?.groups.flatMap(g => g.items.map(i => `${i.code}:${i.name}`)),
                );
                const inClass = items.filter((item, i) => known.has(`${item}:${names[i]}`));
                return inClass.length;
            });
            expect(perClass.reduce((a, b) => a + b, 0)).toBe(items.length);
            expect(order.orderAmountFen).toBe(orderFeeFen(perClass, db.prices));
            expect(order.clsName.split(',')).toEqual(
                codes.map(c => classes.find(k => k.code === c)?.label),
            );
        }
        expect(db.orders.some(o => o.orderAmountFen > 30_000)).toBe(true);
    });

    it('files one Nice class per order, as the wizard does', () => {
        for (const order of db.orders) {
            expect(order.cls).toMatch(/^\d{2}$/);
            expect(order.clsName).not.toContain(',');
        }
        expect(new Set(db.orders.map(o => o.cls)).size).toBeGreaterThan(5);
    });

    it('explains failed reviews and numbers trademarks from state 21 on', () => {
        for (const order of db.orders) {
            if (order.state === 2) expect(order.note.length).toBeGreaterThan(5);
            if (order.state >= 21) expect(order.trademarkNumber).toMatch(/^7\d{7}$/);
            else expect(order.trademarkNumber).toBe('');
        }
        const numbers = db.orders.map(o => o.trademarkNumber).filter(Boolean);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(new Set(db.orders.map(o => o.orderId)).size).toBe(db.orders.length);
    });

    it('has corrections in every supplementState, with consistent deadlines', () => {
        for (const state of SUPPLEMENT_STATES) {
            expect(
                agency1(db.supplements).some(s => s.supplementState === state),
                `supplementState ${state}`,
            ).toBe(true);
        }
        for (const s of db.supplements) {
            expect(parseChinaTime(s.acceptExpirationDate) - parseChinaTime(s.sendTime)).toBe(
                30 * DAY_MS,
            );
            const order = db.orders.find(o => o.id === s.orderTbId);
            expect(order?.spId).toBe(s.spId);
            const notice = db.officialDocuments.find(d => d.id === s.documentId);
            expect(notice?.officialName).toBe('补正通知书');
            expect(notice?.orderTbId).toBe(s.orderTbId);
            if (s.supplementState === 2) expect(s.acceptExpirationDate > nowText).toBe(true);
            if (s.supplementState === 5) expect(s.acceptExpirationDate < nowText).toBe(true);
            if (s.supplementState === 4 || s.supplementState === 6) {
                expect(s.ifSupplement).toBe(1);
                expect(s.content).not.toBe('');
                expect(s.userFileOsskeys).not.toBe('');
                expect(s.operateTime > s.sendTime).toBe(true);
            }
            if (s.supplementState === 3) expect(s.ifSupplement).toBe(2);
        }
    });

    it('has corrections awaiting answer due urgently, soon and later, one due on a rest day', () => {
        const awaitingOf = (seeded: typeof db) =>
            agency1(seeded.supplements)
                .filter(s => s.supplementState === 2)
                .map(s => deadlineOf(s.acceptExpirationDate)!);
        // whatever the day, one raw deadline falls on a weekend or holiday (the rule moves it)
        expect(awaitingOf(db).some(d => d.rolled)).toBe(true);
        // an ordinary Tuesday: one notice in each of the deadline desk's groups
        const tuesday = new Date('2026-11-24T10:00:00+08:00');
        const due = awaitingOf(buildSeed(tuesday));
        expect(due.map(d => deadlineTone(daysLeft(d, tuesday))).sort()).toEqual([
            'later',
            'soon',
            'urgent',
        ]);
        expect(due.filter(d => d.rolled)).toHaveLength(1);
    });

    it('keeps every ledger consistent: running balances, one expense per order, one refund per closed order', () => {
        for (const agency of db.agencies) {
            const rows = db.capitalDetails.filter(c => c.spId === agency.id);
            expect(ledgerBalanceFen(rows)).toBe(agency.balanceFen);
            expect(rows[0].tradeType).toBe(1);
            let balance = 0;
            for (const row of rows) {
                balance += signedFen(row);
                expect(row.balanceFen).toBe(balance);
                expect(balance).toBeGreaterThanOrEqual(0);
                expect(row.moneyFen).toBeGreaterThan(0);
                expect(row.inandexType).toBe(row.tradeType === 2 ? 2 : 1);
            }
            for (const order of db.orders.filter(o => o.spId === agency.id)) {
                const expenses = rows.filter(
                    r => r.paymentSn === order.orderId && r.tradeType === 2,
                );
                const refunds = rows.filter(
                    r => r.paymentSn === order.orderId && r.tradeType === 3,
                );
                expect(expenses.map(e => e.moneyFen)).toEqual([order.orderAmountFen]);
                expect(expenses[0].tradeTime).toBe(order.createTime);
                expect(refunds.map(r => r.moneyFen)).toEqual(
                    order.state === 4 ? [order.orderAmountFen] : [],
                );
            }
            const topUps = rows.filter(r => r.tradeType === 1);
            const payments = db.payments.filter(p => p.spId === agency.id && p.paymentState === 1);
            expect(topUps.map(t => t.paymentSn).sort()).toEqual(
                payments.map(p => p.paymentSn).sort(),
            );
        }
        expect(new Set(db.capitalDetails.map(c => c.tradeSn)).size).toBe(db.capitalDetails.length);
    });

    it('dates everything within the 90 days before now, in China time', () => {
        const from = formatChinaTime(now.getTime() - 90 * DAY_MS);
        const times = [
            ...db.applicants.map(a => a.createTime),
            ...db.orders.map(o => o.createTime),
            ...db.supplements.map(s => s.sendTime),
            ...db.supplements.map(s => s.operateTime).filter(Boolean),
            ...db.progress.map(p => p.uploadTime),
            ...db.officialDocuments.map(d => d.deliveryTime),
            ...db.capitalDetails.map(c => c.tradeTime),
            ...db.files.map(f => f.createTime),
        ];
        for (const time of times) {
            expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
            expect(time >= from && time <= nowText, time).toBe(true);
        }
    });

    it('registers every file it points at, owned by the same agency, for the right purpose', () => {
        const files = new Map(db.files.map(f => [f.ossKey, f]));
        expect(files.size).toBe(db.files.length);
        const expectFile = (ref: FileRef | null, spId: number, policy: string) => {
            expect(ref).not.toBeNull();
            const row = files.get(ref?.ossKey ?? '');
            expect(row, ref?.ossKey).toMatchObject({ spId, policy, fileName: ref?.fileName });
            expect(ref?.url).toBe(`/files/${ref?.ossKey}`);
        };
        for (const a of db.applicants) {
            for (const card of a.sebeIdCardOss) expectFile(card, a.spId, 'ID_CARD');
            if (a.sebePassportOss) expectFile(a.sebePassportOss, a.spId, 'PASSPORT');
            if (a.sebeBusinessLicenceOss) expectFile(a.sebeBusinessLicenceOss, a.spId, 'LICENCE');
            expectFile(a.sebeLegalNoticeOss, a.spId, 'LEGAL_NOTICE');
        }
        for (const o of db.orders) {
            expect(files.get(o.trademarkIconOsskey)).toMatchObject({
                spId: o.spId,
                policy: 'ICON',
            });
            expect(files.get(o.entrustFileOsskey)).toMatchObject({
                spId: o.spId,
                policy: 'ATTORNEY',
            });
            expect(o.trademarkIcon).toBe(`/files/${o.trademarkIconOsskey}`);
        }
        for (const d of db.officialDocuments)
            expectFile(d.officialFile, d.spId, 'OFFICIAL_DOCUMENT');
        for (const s of db.supplements.filter(x => x.userFileOsskeys)) {
            expect(files.get(s.userFileOsskeys)).toMatchObject({
                spId: s.spId,
                policy: 'SUPPLEMENT',
            });
        }
    });

    it('describes each file as it is: size, type and pixel size of the bytes written', async () => {
        for (const row of db.files) {
            const template = templateOfKey(row.ossKey);
            expect(template, row.ossKey).not.toBeNull();
            const { data } = renderTemplate(template!);
            expect(row.size).toBe(data.length);
            const type = await detectType(data);
            expect(type).not.toBeNull();
            expect(row.ossKey.endsWith(`.${type}`)).toBe(true);
            expect(row.fileName.endsWith(`.${type}`)).toBe(true);
            expect(row.mime).toBe(MIME_TYPES[type!]);
            if (type === 'pdf') expect([row.width, row.height]).toEqual([null, null]);
            else expect(imageSize(type!, data)).toEqual({ width: row.width, height: row.height });
        }
        // The rules of the purpose each file was made for hold for it too.
        const icon = db.files.find(f => f.policy === 'ICON')!;
        expect(icon.mime).toBe('image/jpeg');
        expect(
            checkDimensions(FILE_RULES.icon, { width: icon.width!, height: icon.height! }),
        ).toBeNull();
        const entrust = db.files.find(f => f.policy === 'ATTORNEY')!;
        expect(
            checkDimensions(FILE_RULES.attorney, {
                width: entrust.width!,
                height: entrust.height!,
            }),
        ).toBeNull();
        expect(Math.max(...db.files.map(f => f.size))).toBeLessThan(200 * 1024);
    });

    it('gives ids that are unique per collection across agencies', () => {
        for (const rows of [
            db.applicants,
            db.orders,
            db.supplements,
            db.officialDocuments,
            db.capitalDetails,
            db.progress,
            db.files,
        ]) {
            const ids: number[] = rows.map(r => r.id);
            expect(new Set(ids).size).toBe(ids.length);
            expect(Math.min(...ids)).toBe(1);
        }
    });
});

describe('the demo accounts', () => {
    const ctx = withTestServer({ seedNow: now });

    it.each(Object.values(DEMO))('%s can log in', async (name, password) => {
        const client = await ctx.server.login(name, password);
        expect(client.user.name).toBe(name);
        expect(client.user.spId).toBe(name === 'other' ? 2 : 1);
        expect(client.user.role).toBe(name === 'agent' ? 'agent' : 'admin');
    });
});
