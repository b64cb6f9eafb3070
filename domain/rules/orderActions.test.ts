import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '../states/orders';
import type { SupplementState } from '../types/orders';
import {
    canCloseOrder,
    canOperateSupplement,
    canReselectApplicant,
    daysLeft,
    validateSupplementAnswer,
} from './orderActions';

describe('which actions each state allows', () => {
    it('closes only pending-review and failed-review orders', () => {
        expect(ORDER_STATES.filter(canCloseOrder)).toEqual([1, 2]);
    });
    it('re-selects the applicant only after a failed review', () => {
        expect(ORDER_STATES.filter(canReselectApplicant)).toEqual([2]);
    });
    it('answers only a correction awaiting it', () => {
        expect(([1, 2, 3, 4, 5, 6] as SupplementState[]).filter(canOperateSupplement)).toEqual([2]);
    });
});

describe('correction answers', () => {
    it.each([
        [{ ifSupplement: 1, content: ' ', userFileOsskeys: ['k'] }, '请填写对回文的相关说明'],
        [{ ifSupplement: 1, content: '已按要求修改', userFileOsskeys: [] }, '请上传有关说明文件'],
        [
            { ifSupplement: 1, content: '已按要求修改', userFileOsskeys: [' '] },
            '请上传有关说明文件',
        ],
        [{ ifSupplement: 1, content: '已按要求修改', userFileOsskeys: ['k'] }, null],
        [{ ifSupplement: 1, content: '已按要求修改', userFileOsskeys: ['a', 'b', 'c'] }, null],
        [
            {
                ifSupplement: 1,
                content: '已按要求修改',
                userFileOsskeys: ['a', 'b', 'c', 'd', 'e', 'f'],
            },
            '说明文件最多 5 个',
        ],
        [{ ifSupplement: 2, content: '', userFileOsskeys: [] }, null],
        [{ ifSupplement: 0, content: '', userFileOsskeys: [] }, null],
    ] as const)('%o → %s', (answer, message) => {
        expect(validateSupplementAnswer(answer)).toBe(message);
    });
});

describe('deadlines', () => {
    it('counts whole days left, never negative', () => {
        expect(daysLeft('2026-12-21 10:00:00', '2026-11-21 10:00:00')).toBe(30);
        expect(daysLeft('2026-11-22 09:00:00', '2026-11-21 10:00:00')).toBe(1);
        expect(daysLeft('2026-11-20 10:00:00', '2026-11-21 10:00:00')).toBe(0);
    });
});
