import { describe, expect, it } from 'vitest';
import type { SimilarMark } from '../../domain/types/classification';
import { riskGroupsOf } from './riskGroups';

const mark = (name: string, sharedGroups: string[]): SimilarMark => ({
    name,
    cls: '09',
    groups: sharedGroups,
    sharedGroups,
    appNo: '55275106',
    appDate: '2022-03-17',
    verdict: 'similar',
    rules: [{ id: '5.1.4', reason: '' }],
});

describe('the flagged groups told apart', () => {
    it('by our register: a group only a mark of another name explains is a similar mark’s', () => {
        expect(
            riskGroupsOf(
                '星河云',
                ['0901', '0902', '0907'],
                [mark('新星河云', ['0901', '0902'])],
                'register',
            ),
        ).toEqual({ duplicate: ['0907'], similar: ['0901', '0902'], provider: [] });
    });

    it('by our register: a mark of the same name keeps its group a duplicate', () => {
        // the agency's own accepted order is in the register too; case and width aside
        expect(
            riskGroupsOf(
                'Star 云',
                ['0901', '0902'],
                [mark('star 云', ['0901']), mark('新星河云', ['0901', '0902'])],
                'register',
            ),
        ).toEqual({ duplicate: ['0901'], similar: ['0901', '0902'], provider: [] });
    });

    it('on a spec-only backend: the provider’s groups as they came, and what the browser found', () => {
        expect(
            riskGroupsOf(
                '星河云',
                ['0901', '0907'],
                [mark('星河云', ['0907']), mark('星河耘', ['0901'])],
                'ownOrders',
            ),
        ).toEqual({ duplicate: ['0907'], similar: ['0901'], provider: ['0901', '0907'] });
        expect(riskGroupsOf('星河云', ['0901'], [], 'ownOrders')).toEqual({
            duplicate: [],
            similar: [],
            provider: ['0901'],
        });
    });

    it('with the agency’s own orders read: their groups are duplicates, a similar mark there too', () => {
        // 0901 holds both the agency's own 星河云 and the similar 新星河云: filed twice all the same
        expect(
            riskGroupsOf(
                '星河云',
                ['0901', '0902'],
                [mark('新星河云', ['0901', '0902'])],
                'register',
                ['0901'],
            ),
        ).toEqual({ duplicate: ['0901'], similar: ['0901', '0902'], provider: [] });
        // a register mark of the same name that is not the agency's is a similar (identical) mark
        expect(
            riskGroupsOf('星河云', ['0901'], [mark('星河云', ['0901'])], 'register', []),
        ).toEqual({
            duplicate: [],
            similar: ['0901'],
            provider: [],
        });
        expect(riskGroupsOf('星河云', ['0901', '0907'], [], 'ownOrders', ['0907'])).toEqual({
            duplicate: ['0907'],
            similar: [],
            provider: ['0901', '0907'],
        });
    });
});
