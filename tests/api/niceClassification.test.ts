/**
 * The wizard's read-only calls: `findNiceClassification`, `searchNiceItems` (ours),
 * `queryServiceUnitPrice`, `checkTrademarkName` and `checkDuplicateClassification`.
 */
import { describe, expect, it } from 'vitest';
import type {
    DuplicateCheck,
    NameCheck,
    NiceClass,
    NiceGroup,
    NiceSearchAnswer,
} from '../../domain/types/classification';
import type { UnitPrices } from '../../domain/types/money';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import {
    duplicateGroups,
    resolveClasses,
    SIMILAR_WARN_MSG,
} from '../../mock-server/rules/classifications';
import { checkTrademarkName, PROHIBITED_MARKS } from '../../mock-server/rules/prohibitedMarks';
import { openTestStore } from '../../mock-server/rules/testDb';
import type { Store } from '../../mock-server/store';
import { expectError, expectOk, withTestServer } from './harness';
import type { Query } from './harness';

const ctx = withTestServer({}, ['admin']);

const data = loadNiceClasses();

describe('findNiceClassification', () => {
    it('without parentCode: the 45 big classes with their item counts and headings', async () => {
        const classes = expectOk(await ctx.admin.get<NiceClass[]>('/api/findNiceClassification'));
        expect(classes).toHaveLength(45);
        expect(classes.map(c => c.classificationCode)).toEqual(
            Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0')),
        );
        const ninth = classes[8];
        const source = data[8];
        expect(ninth).toEqual({
            parentCode: '',
            classificationCode: '09',
            classificationName: '第九类',
            officialCode: '09',
            total: source.groups.reduce((sum, g) => sum + g.items.length, 0),
            description: source.name,
        });
        expect(classes.find(c => c.classificationCode === '07')?.total).toBe(1067);
        expect(classes.reduce((sum, c) => sum + c.total, 0)).toBe(12_308);
    });

    it('with parentCode: the class’s similar groups with their items (class 07 in full)', async () => {
        const groups = expectOk(
            await ctx.admin.get<NiceGroup[]>('/api/findNiceClassification', { parentCode: '07' }),
        );
        const source = data.find(c => c.code === '07');
        expect(groups).toHaveLength(source?.groups.length ?? -1);
        expect(groups).toHaveLength(54);
        expect(groups.reduce((sum, g) => sum + g.mins.length, 0)).toBe(1067);
        groups.forEach((group, i) => {
            const from = source?.groups[i];
            expect(group).toMatchObject({
                parentCode: '07',
                classificationCode: from?.code,
                classificationName: from?.name,
                officialCode: from?.code,
                total: from?.items.length,
            });
            expect(group.mins).toEqual(
                from?.items.map(item => ({
                    classificationCode: item.code,
                    classificationName: item.name,
                    officialCode: item.code,
                })),
            );
        });
        const first = expectOk(
            await ctx.admin.get<NiceGroup[]>('/api/findNiceClassification', { parentCode: '01' }),
        );
        expect(first[0]).toMatchObject({
            classificationCode: '0101',
            classificationName: '工业气体,单质',
        });
        expect(first[0].mins[0]).toEqual({
            classificationCode: '010039',
            classificationName: '碱土金属',
            officialCode: '010039',
        });
    });

    it('refuses an unknown class, a group code and unknown parameters', async () => {
        for (const parentCode of ['46', '00', '9', '0901', 'abc']) {
            expectError(
                await ctx.admin.get('/api/findNiceClassification', { parentCode }),
                400,
                `商标大类（parentCode）不存在：${parentCode}`,
            );
        }
        expectError(
            await ctx.admin.get('/api/findNiceClassification', { parentCode: ['01', '02'] }),
            400,
            '商标大类（parentCode）只能出现一次',
        );
        expectError(
            await ctx.admin.get('/api/findNiceClassification', { x: 1 }),
            400,
            '不支持的参数：x',
        );
        expectError(await ctx.server.request('GET', '/api/findNiceClassification'), 401);
    });
});

describe('searchNiceItems (ours)', () => {
    const answer = async (query: Query) =>
        expectOk(await ctx.admin.get<NiceSearchAnswer>('/api/searchNiceItems', query));
    const search = async (query: Query) => (await answer(query)).elements;

    it('answers at most 30 hits, or fewer when asked, and how many matched in all', async () => {
        const all = await answer({ keyword: '用' });
        const many = all.elements;
        expect(many).toHaveLength(30);
        expect(all.totalElements).toBeGreaterThan(30);
        const few = await answer({ keyword: '用', limit: 5 });
        expect(few).toEqual({ elements: many.slice(0, 5), totalElements: all.totalElements });
        expect((await answer({ keyword: '智能手表' })).totalElements).toBe(
            (await search({ keyword: '智能手表' })).length,
        );
        expect(Object.keys(many[0]).sort()).toEqual(
            ['cls', 'clsName', 'groupCode', 'groupName', 'code', 'name'].sort(),
        );
        for (const limit of ['0', '31', 'x', '2.5']) {
            expectError(
                await ctx.admin.get('/api/searchNiceItems', { keyword: '用', limit }),
                400,
                '返回条数（limit）必须是 1 到 30 之间的整数',
            );
        }
    });

    it('needs a keyword', async () => {
        for (const query of [{}, { keyword: '' }, { keyword: '   ' }] as Query[]) {
            expectError(
                await ctx.admin.get('/api/searchNiceItems', query),
                400,
                '请输入搜索关键词',
            );
        }
        expectError(
            await ctx.admin.get('/api/searchNiceItems', { keyword: '用'.repeat(201) }),
            400,
            '搜索关键词（keyword）不能超过 200 个字符',
        );
    });

    it('ranks exact, then prefix, then contains, then all characters in order', async () => {
        const hits = await search({ keyword: '手表' });
        expect(hits[0]).toEqual({
            cls: '14',
            clsName: '第十四类',
            groupCode: '1404',
            groupName: '钟,表,计时器及其零部件',
            code: '140016',
            name: '手表',
        });
        const rank = (name: string) =>
            name === '手表' ? 0 : name.startsWith('手表') ? 1 : name.includes('手表') ? 2 : 3;
        const ranks = hits.map(h => rank(h.name));
        expect(ranks).toEqual([...ranks].sort());
        expect(new Set(ranks)).toEqual(new Set([0, 1, 2, 3]));
        // contains: the keyword earlier first; in order: every character, in order
        const contains = hits.filter(h => rank(h.name) === 2).map(h => h.name.indexOf('手表'));
        expect(contains).toEqual([...contains].sort((a, b) => a - b));
        for (const hit of hits.filter(h => rank(h.name) === 3)) expect(hit.name).toMatch(/手.*表/);

        // 计软 is in no name as such, only as 计…软 (计算机软件…)
        const loose = await search({ keyword: '计软' });
        expect(loose.length).toBeGreaterThan(0);
        for (const hit of loose) expect(hit.name).toMatch(/计.*软/);
    });

    it('folds full-width punctuation, case and spaces, and finds item codes', async () => {
        expect(await search({ keyword: '干冰（二氧化碳）' })).toContainEqual(
            expect.objectContaining({ name: '干冰(二氧化碳)' }),
        );
        expect((await search({ keyword: '3d' })).length).toBeGreaterThan(0);
        expect(await search({ keyword: ' 智能 手表 ' })).toContainEqual(
            expect.objectContaining({ code: '090749', name: '智能手表' }),
        );
        const byCode = await search({ keyword: '090734' });
        expect(byCode[0]).toMatchObject({ code: '090734', name: '手机' });
        const byDomesticCode = await search({ keyword: 'c01001' });
        expect(byDomesticCode.length).toBeGreaterThan(0);
        expect(byDomesticCode.every(h => h.code.startsWith('C01001'))).toBe(true);
        expect(await search({ keyword: '绝对没有的商品名称' })).toEqual([]);
    });

    it('lists an item that several groups share once', async () => {
        const clothes = (await search({ keyword: '服装' })).filter(h => h.code === '250045');
        expect(clothes).toHaveLength(1);
        expect(clothes[0].groupCode).toBe('2501');
    });
});

describe('queryServiceUnitPrice', () => {
    it('answers the db’s prices in yuan', async () => {
        expect(expectOk(await ctx.admin.get<UnitPrices>('/api/queryServiceUnitPrice'))).toEqual({
            trademarkRegistClassUnitPrice: 300,
            trademarkRegistMinUnitPrice: 30,
        });
        expectError(
            await ctx.admin.get('/api/queryServiceUnitPrice', { a: 1 }),
            400,
            '不支持的参数：a',
        );
    });
});

describe('checkTrademarkName', () => {
    const check = async (trademarkName: string) =>
        expectOk(await ctx.admin.get<NameCheck>('/api/checkTrademarkName', { trademarkName }));

    it('blocks the signs of Trademark Law art. 10, naming the word', async () => {
        for (const [name, word] of [
            ['中国红', '中国'],
            ['中华人民共和国牌', '中华人民共和国'],
            ['红十字药房', '红十字'],
            ['联合国之星', '联合国'],
            ['天安门', '天安门'],
            ['奥林匹克运动', '奥林匹克'],
            ['中 · 国', '中国'],
            ['Ｃｈｉｎａ Star', 'CHINA'],
        ]) {
            const answer = await check(name);
            expect(answer.Result, name).toBe('BLOCK');
            expect(answer.Message).toContain(`“${word}”`);
            expect(answer.Message).toMatch(/不得作为商标使用/);
        }
    });

    it('warns of superlatives and official claims, passes the rest', async () => {
        for (const [name, word] of [
            ['最好吃', '最好'],
            ['第一坊', '第一'],
            ['国家级好茶', '国家级'],
        ]) {
            const answer = await check(name);
            expect(answer).toEqual({
                Result: 'WARN',
                Message: expect.stringContaining(`“${word}”`),
            });
        }
        expect(await check('星河云')).toEqual({
            Result: 'PASS',
            Message: '未发现《商标法》第十条禁止作为商标使用的词语',
        });
    });

    it('needs a name of at most 50 characters', async () => {
        for (const query of [{}, { trademarkName: '' }, { trademarkName: '  ' }] as Query[]) {
            expectError(
                await ctx.admin.get('/api/checkTrademarkName', query),
                400,
                '请填写商标名称',
            );
        }
        expectError(
            await ctx.admin.get('/api/checkTrademarkName', { trademarkName: '商'.repeat(51) }),
            400,
            '商标名称不能超过50个字符',
        );
        expect((await check('商'.repeat(50))).Result).toBe('PASS');
    });

    it('every listed word is found by itself', () => {
        for (const mark of PROHIBITED_MARKS) {
            expect(checkTrademarkName(mark.word).Result, mark.word).toBe(mark.level);
        }
    });
});

describe('checkDuplicateClassification', () => {
    const check = async (trademarkName: string, classification: unknown) =>
        ctx.admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
            trademarkName,
            classification:
                typeof classification === 'string'
                    ? classification
                    : JSON.stringify(classification),
        });

    it('warns with the groups of an open order of the same name and class', async () => {
        const order = ctx.server.seed.orders.find(
            o => o.spId === 1 && o.state === 1 && o.trademarkType !== 2,
        );
        if (!order) throw new Error('no open order in the seed');
        const [code] = order.mins.split(',');
        const answer = expectOk(
            await check(` ${order.trademarkName.toUpperCase()} `, { [order.cls]: code }),
        );
        const groups = resolveClasses([{ cls: order.cls, codes: [code] }])[0].items[0].groups;
        // the same name may also be an earlier mark of the register (an accepted order)
        const similar = answer.Data.SimilarMarks ?? [];
        expect(answer).toEqual({
            Result: 'WARN',
            Message: similar.length
                ? SIMILAR_WARN_MSG
                : '该商标在以下类似群组中已有申请，存在重复申请风险',
            Data: {
                DuplicateSecondaryClassification: { SecondaryClassification: groups },
                SimilarMarks: similar,
            },
        });
        expect(expectOk(await check('鼹鼠咕噜', { [order.cls]: code }))).toEqual({
            Result: 'PASS',
            Message: '未发现重复申请的类似群组',
            Data: {
                DuplicateSecondaryClassification: { SecondaryClassification: [] },
                SimilarMarks: [],
            },
        });
    });

    it('ignores closed orders and other agencies’ orders', () => {
        const db = structuredClone(ctx.server.seed);
        const order = db.orders.find(o => o.spId === 1 && o.state === 1 && o.trademarkType !== 2);
        if (!order) throw new Error('no open order in the seed');
        const chosen = resolveClasses([{ cls: order.cls, codes: order.mins.split(',') }]);
        for (const other of db.orders) {
            if (other !== order && other.trademarkName === order.trademarkName) other.state = 4;
        }
        const full = openTestStore(db);
        const agency2Only = openTestStore({ ...db, orders: db.orders.filter(o => o.spId === 2) });
        try {
            const groupsIn = (store: Store, spId: number) =>
                store.read(q => duplicateGroups(q, spId, order.trademarkName, chosen));
            expect(groupsIn(full.store, 1).length).toBeGreaterThan(0);
            expect(groupsIn(full.store, 2)).toEqual(groupsIn(agency2Only.store, 2));
            full.store.write(q => q.orders.update(order.id, { state: 4 }));
            expect(groupsIn(full.store, 1)).toEqual([]);
            const moved = full.store.snapshot();
            const row = moved.orders.find(o => o.id === order.id)!;
            row.state = 2;
            row.spId = 2;
            full.store.replace(moved);
            expect(groupsIn(full.store, 1)).toEqual([]);
        } finally {
            full.remove();
            agency2Only.remove();
        }
    });

    it('refuses a malformed classification', async () => {
        const cases: [unknown, string][] = [
            ['{"09": ', '商标分类（classification）格式不正确'],
            ['["090001"]', '商标分类（classification）格式不正确'],
            [{ '09': ['090001'] }, '商标分类（classification）格式不正确'],
            [{ '09': 90001 }, '商标分类（classification）格式不正确'],
            [{}, '请完善商标信息'],
            [{ '09': '' }, '请完善商标信息'],
            [{ '46': '090001' }, '商标大类不存在：46'],
            [{ '09': '090001,999999' }, '第九类中没有编号为 999999 的小项'],
            [{ '09': '010039' }, '第九类中没有编号为 010039 的小项'],
            [{ '09': '090001,090001' }, '该小项已添加'],
        ];
        for (const [classification, msg] of cases) {
            expectError(await check('星河云', classification), 400, msg);
        }
        expectError(
            await ctx.admin.get('/api/checkDuplicateClassification', { trademarkName: '星河云' }),
            400,
            '缺少参数：商标分类（classification）',
        );
        expectError(await check('', { '09': '090001' }), 400, '请填写商标名称');
    });
});
