/**
 * The register and the scope of the similarity examination (docs/similarity.md): only orders
 * the office accepted and did not refuse to accept are earlier marks, each with its status;
 * the groups searched include those a note of the 区分表 declares similar, and a hit reached
 * that way names the note.
 */
import { describe, expect, it } from 'vitest';
import { NICE_NOTES } from '../../domain/similarity/noteScope';
import type { DuplicateCheck, SimilarMarksAnswer } from '../../domain/types/classification';
import { niceCatalog } from '../../mock-server/nice/catalog';
import { expectOk, withTestServer } from './harness';

const DISMISSED = '琪澜朔蔻';
const REFUSED = '瑙沁翡缇';
const WATCH_MAKER = '翎昀铂钫';

/** 0901's note: smart watches similar to 1404 (clocks and watches). */
const WATCH_NOTE = NICE_NOTES.find(
    note => note.group === '0901' && note.kind === 'similar' && note.text.includes('1404'),
)!;
const watchCode = WATCH_NOTE.from.codes![0]!;
const otherCode09 = niceCatalog()
    .byCode.get('09')!
    .groups.find(g => g.classificationCode === '0901')!
    .mins.find(
        item => !WATCH_NOTE.from.codes!.includes(item.classificationCode),
    )!.classificationCode;
const clockCode = niceCatalog()
    .byCode.get('14')!
    .groups.find(g => g.classificationCode === '1404')!.mins[0]!.classificationCode;

const ids = { dismissed: 0, refused: 0, watch: 0 };
const ctx = withTestServer(
    {
        prepare: db => {
            const theirs = db.orders.filter(o => o.spId === 2);
            const pending = db.orders.filter(o => o.state === 1);
            const accepted = theirs.find(o => o.state === 21 || o.state === 23)!;
            pending[0]!.trademarkName = DISMISSED;
            pending[1]!.trademarkName = REFUSED;
            ids.dismissed = pending[0]!.id;
            ids.refused = pending[1]!.id;
            // an accepted order of agency 2 for a clock of group 1404
            accepted.trademarkName = WATCH_MAKER;
            accepted.cls = '14';
            accepted.mins = clockCode;
            ids.watch = accepted.id;
        },
    },
    ['admin'],
);

const ALL = Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0')).join(',');
const search = async (trademarkName: string, scope: { classes?: string; groups?: string }) =>
    expectOk(
        await ctx.admin.get<SimilarMarksAnswer>('/api/searchSimilarMarks', {
            trademarkName,
            ...scope,
        }),
    ).elements;
const sim = async (id: number, action: string, body: unknown = {}) =>
    expectOk(await ctx.server.request('POST', `/__sim/orders/${id}/${action}`, { body }));
const toOffice = async (id: number) => {
    await sim(id, 'review', { pass: true });
    await sim(id, 'office', { state: 20 });
};

describe('the register', () => {
    it('never files an order the office refused to accept (不予受理)', async () => {
        await toOffice(ids.dismissed);
        await sim(ids.dismissed, 'office', { state: 22 });
        expect((await search(DISMISSED, { classes: ALL })).map(h => h.name)).not.toContain(
            DISMISSED,
        );
    });

    it('keeps an order refused later (驳回), with its status', async () => {
        await toOffice(ids.refused);
        await sim(ids.refused, 'office', { state: 21 });
        const accepted = (await search(REFUSED, { classes: ALL })).find(h => h.name === REFUSED);
        expect(accepted).toMatchObject({ status: 'pending', verdict: 'similar' });
        expect(accepted!.goods!.length).toBeGreaterThan(0);
        await sim(ids.refused, 'office', { state: 23 });
        await sim(ids.refused, 'office', { state: 30 });
        const refused = (await search(REFUSED, { classes: ALL })).find(h => h.name === REFUSED);
        expect(refused).toMatchObject({ status: 'refused' });
    });
});

describe('the scope', () => {
    const check = async (cls: string, code: string) =>
        expectOk(
            await ctx.admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                trademarkName: WATCH_MAKER,
                classification: JSON.stringify({ [cls]: code }),
            }),
        );

    it('searches the groups a note declares similar to the goods chosen, and names the note', async () => {
        const answer = await check('09', watchCode);
        const hit = answer.Data.SimilarMarks!.find(h => h.name === WATCH_MAKER);
        expect(hit).toMatchObject({
            cls: '14',
            sharedGroups: ['1404'],
            viaNote: { group: '0901', text: WATCH_NOTE.text },
        });
        expect(answer.Data.DuplicateSecondaryClassification.SecondaryClassification).toContain(
            '1404',
        );
    });

    it('does not reach the group for goods the note does not name', async () => {
        const answer = await check('09', otherCode09);
        expect(answer.Data.SimilarMarks!.map(h => h.name)).not.toContain(WATCH_MAKER);
    });

    it('reads a note both ways: 近似查询 in 0901 finds the clock of 1404 through it', async () => {
        const hit = (await search(WATCH_MAKER, { groups: '0901' })).find(
            h => h.name === WATCH_MAKER,
        );
        expect(hit?.viaNote?.text).toBe(WATCH_NOTE.text);
    });
});

describe('well-known marks (商标法第十三条)', () => {
    it('warn in every class: a name near 海尔 filed for tea names it, with rule 13 and no group', async () => {
        const teaCode = niceCatalog().byCode.get('30')!.groups[0]!.mins[0]!.classificationCode;
        const answer = expectOk(
            await ctx.admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                trademarkName: '海尔',
                classification: JSON.stringify({ '30': teaCode }),
            }),
        );
        expect(answer.Result).toBe('WARN');
        const hit = answer.Data.SimilarMarks!.find(h => h.rules[0]!.id === '13');
        expect(hit).toMatchObject({ name: '海尔', sharedGroups: [], status: 'registered' });
        expect(hit!.rules[0]!.reason).toContain('驰名商标跨类保护（商标法第十三条）');
        // and 近似查询 in any class says the same
        const hits = await search('海尔电器', { classes: '41' });
        expect(hits.some(h => h.name === '海尔' && h.rules[0]!.id === '13')).toBe(true);
    });
});
