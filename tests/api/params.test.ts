import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../dataProvider/resources';
import type { PortalResource } from '../../dataProvider/resources';
import { expectError, expectOk, withTestServer } from './harness';

const ctx = withTestServer({}, ['admin']);

const LIST_CALLS = Object.entries(RESOURCES).map(
    ([resource, { list }]) => [resource, list.path] as [PortalResource, string],
);
const LIST_FILTERS = (resource: PortalResource) => RESOURCES[resource].list.filters;

/** A valid value for every filter the portal's list calls send (dataProvider/resources.ts). */
const VALID: Record<string, string> = {
    ApplicantName: '公司',
    ApplicantType: '2',
    auditStatus: '3',
    orderId: 'TM',
    trademarkName: '星',
    applicant: '公司',
    supplementState: '2',
    state: '29,30',
    startTime: '2020-01-01',
    endTime: '2099-12-31',
    tradeSn: 'TS',
    paymentSn: 'PAY',
    inandexType: '1',
    tradeType: '1',
    tradeTimeBegin: '2020-01-01',
    tradeTimeEnd: '2099-12-31',
    userId: '1',
    kind: 'money',
    timeBegin: '2020-01-01',
    timeEnd: '2099-12-31',
};

describe('strict parameters', () => {
    it.each(LIST_CALLS)(
        '%s accepts every filter the portal sends, paging and access_token',
        async (resource, path) => {
            for (const filter of LIST_FILTERS(resource)) {
                expect(VALID[filter], filter).toBeDefined();
                expectOk(
                    await ctx.admin.get(path, { [filter]: VALID[filter], pgIndex: 1, pgCount: 5 }),
                );
            }
            expectOk(
                await ctx.admin.get(path, {
                    access_token: ctx.admin.token,
                    pgIndex: 2,
                    pgCount: 100,
                }),
            );
            // An empty value is a cleared filter.
            expectOk(
                await ctx.admin.get(
                    path,
                    Object.fromEntries(LIST_FILTERS(resource).map(f => [f, ''])),
                ),
            );
        },
    );

    it.each(LIST_CALLS)(
        '%s refuses unknown, repeated and nested parameters',
        async (_resource, path) => {
            expectError(await ctx.admin.get(path, { foo: 'bar' }), 400, '不支持的参数：foo');
            expectError(await ctx.admin.get(path, { page: 1 }), 400, '不支持的参数：page');
            expectError(
                await ctx.admin.get(path, { pgIndex: ['1', '2'] }),
                400,
                '页码（pgIndex）只能出现一次',
            );
            expectError(await ctx.admin.get(`${path}?filter[a]=1`), 400, '不支持的参数：filter[a]');
        },
    );

    it.each(LIST_CALLS)('%s refuses malformed paging', async (_resource, path) => {
        for (const pgCount of ['0', '101', 'abc', '1.5', '-1', '10 ', '1e2']) {
            expectError(
                await ctx.admin.get(path, { pgCount }),
                400,
                '每页条数（pgCount）必须是 1 到 100 之间的整数',
            );
        }
        for (const pgIndex of ['0', 'abc', '2.0', '99999999999']) {
            expectError(
                await ctx.admin.get(path, { pgIndex }),
                400,
                /^页码（pgIndex）必须是 1 到 \d+ 之间的整数$/,
            );
        }
        expectOk(await ctx.admin.get(path, { pgCount: 100, pgIndex: 1 }));
        expectOk(await ctx.admin.get(path, { pgCount: 1, pgIndex: 1_000_000 }));
    });

    it('refuses enumerations out of range, naming the field', async () => {
        const cases: [string, Record<string, string>, RegExp][] = [
            [
                '/api/listApplicants',
                { ApplicantType: '3' },
                /^申请人类型（ApplicantType）只能是 1、2 之一$/,
            ],
            ['/api/listApplicants', { auditStatus: '7' }, /审核状态（auditStatus）/],
            ['/api/listApplicants', { auditStatus: 'x' }, /审核状态（auditStatus）/],
            [
                '/api/findTrademarkOrderList',
                { supplementState: '0' },
                /补正状态（supplementState）/,
            ],
            [
                '/api/findTrademarkOrderList',
                { state: '5' },
                /^订单状态（state）包含无效的订单状态：5$/,
            ],
            [
                '/api/findTrademarkOrderList',
                { state: '29,abc' },
                /订单状态（state）包含无效的订单状态：abc/,
            ],
            ['/api/findTrademarkOrderList', { state: '29,' }, /订单状态（state）/],
            ['/api/findCapitalDetailList', { inandexType: '3' }, /收支类型（inandexType）/],
            ['/api/findCapitalDetailList', { tradeType: '4' }, /交易类型（tradeType）/],
        ];
        for (const [path, query, msg] of cases)
            expectError(await ctx.admin.get(path, query), 400, msg);
    });

    it('refuses bad dates and reversed ranges', async () => {
        for (const startTime of [
            '2025-02-30',
            '2025/01/01',
            '20250101',
            '2025-1-1',
            '2025-01-01 00:00:00',
        ]) {
            expectError(
                await ctx.admin.get('/api/findTrademarkOrderList', { startTime }),
                400,
                '开始日期（startTime）必须是 YYYY-MM-DD 格式的有效日期',
            );
        }
        expectError(
            await ctx.admin.get('/api/findOfficialDocuemntList', { endTime: 'tomorrow' }),
            400,
            /结束日期（endTime）/,
        );
        expectError(
            await ctx.admin.get('/api/findCapitalDetailList', { tradeTimeBegin: '2025-13-01' }),
            400,
            /交易开始日期（tradeTimeBegin）/,
        );
        expectError(
            await ctx.admin.get('/api/findTrademarkOrderList', {
                startTime: '2025-03-02',
                endTime: '2025-03-01',
            }),
            400,
            '开始日期（startTime）不能晚于结束日期（endTime）',
        );
        expectOk(
            await ctx.admin.get('/api/findTrademarkOrderList', {
                startTime: '2024-02-29',
                endTime: '2024-03-01',
            }),
        );
    });

    it('refuses over-long text filters', async () => {
        expectError(
            await ctx.admin.get('/api/listApplicants', { ApplicantName: '长'.repeat(101) }),
            400,
            '申请人名称（ApplicantName）不能超过 100 个字符',
        );
    });

    it('refuses unknown parameters on calls without parameters', async () => {
        expectError(
            await ctx.admin.get('/admin/api/privilege', { x: '1' }),
            400,
            '不支持的参数：x',
        );
        // A huge unknown name is quoted back cut short, in the query and in a JSON body.
        const huge = 'k'.repeat(5000);
        expectError(
            await ctx.admin.get('/admin/api/privilege', { [huge]: '1' }),
            400,
            `不支持的参数：${'k'.repeat(40)}…`,
        );
        expectError(
            await ctx.admin.post('/api/closeTrademarkOrder', { [huge]: 1 }),
            400,
            `不支持的参数：${'k'.repeat(40)}…`,
        );
        expectError(
            await ctx.admin.get('/api/findTrademarkOrderDetail/1', { id: '1' }),
            400,
            '不支持的参数：id',
        );
        expectError(
            await ctx.admin.get('/api/describeApplicant', { id: '1', name: 'x' }),
            400,
            '不支持的参数：name',
        );
    });
});

describe('envelope', () => {
    it('answers unknown paths with a 404 envelope, with or without a token', async () => {
        for (const path of [
            '/api/nothing',
            '/admin/api/nothing',
            '/sebe_engine/api/nothing',
            '/api',
            '/whatever',
        ]) {
            expectError(await ctx.server.request('GET', path), 404, '接口不存在');
            expectError(await ctx.admin.get(path), 404, '接口不存在');
        }
        expectError(await ctx.server.request('DELETE', '/api/login'), 404, '接口不存在');
        expectError(await ctx.admin.post('/api/listApplicants', {}), 404, '接口不存在');
    });

    it('answers bad JSON with a 400 envelope, not an HTML page', async () => {
        const answer = await ctx.server.request('POST', '/api/login', { rawBody: '{not json' });
        expectError(answer, 400, '请求内容不是有效的 JSON');
        expect(answer.contentType).toContain('application/json');
    });

    it('says 操作成功 on success, with the HTTP status equal to the body status', async () => {
        const answer = await ctx.admin.get('/admin/api/privilege');
        expect(answer.httpStatus).toBe(200);
        expect(answer.body).toMatchObject({ status: 200, msg: '操作成功' });
        expect(answer.contentType).toContain('application/json');
    });
});
