import { describe, expect, it } from 'vitest';
import { toPhoneUploadStatus } from './phoneUpload';

const FILE = { ossKey: 'uploads/a.jpg', url: '/files/uploads/a.jpg', fileName: 'IMG_0001.jpg' };

describe('toPhoneUploadStatus', () => {
    it('carries the sizes of a photo the server compressed', () => {
        const status = toPhoneUploadStatus('getPhoneUploadStatus', {
            state: 'done',
            file: FILE,
            compressed: { before: 12_700_000, after: '1677722' },
        });
        expect(status).toMatchObject({
            state: 'done',
            file: FILE,
            compressed: { before: 12_700_000, after: 1_677_722 },
        });
    });

    it('says nothing of a compression missing or odd (a backend without it)', () => {
        for (const compressed of [undefined, null, {}, { before: 0, after: 1 }, 'x']) {
            const status = toPhoneUploadStatus('getPhoneUploadStatus', {
                state: 'done',
                file: FILE,
                compressed,
            });
            expect(status).toMatchObject({ state: 'done', compressed: null });
        }
        expect(toPhoneUploadStatus('getPhoneUploadStatus', { state: 'pending' })).toEqual({
            state: 'pending',
        });
    });
});
