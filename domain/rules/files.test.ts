import { describe, expect, it } from 'vitest';
import { FILE_RULES, acceptOf, checkDimensions, checkFile, megabytes } from './files';

const MB = 1024 * 1024;

describe('checkFile', () => {
    it.each([
        ['idCard', 'front.JPG', 1.9 * MB, null],
        ['idCard', 'front.png', 2 * MB, null],
        ['idCard', 'front.png', 2 * MB + 1, '上传文件大小不能超过2M'],
        ['idCard', 'scan.pdf', 1000, '上传文件的格式不支持'],
        ['idCard', 'photo.gif', 1000, '上传文件的格式不支持'],
        ['idCard', 'noextension', 1000, '上传文件的格式不支持'],
        ['idCard', 'empty.jpg', 0, '上传文件不能为空'],
        ['legalNoticeAdd', 'notice.pdf', 1.5 * MB, null],
        ['legalNoticeAdd', 'notice.pdf', 3 * MB, '上传文件大小不能超过2M'],
        ['legalNoticeEdit', 'notice.pdf', 9 * MB, null],
        ['legalNoticeEdit', 'notice.pdf', 11 * MB, '上传文件大小不能超过10M'],
        ['icon', 'mark.jpeg', 200 * 1024, null],
        ['icon', 'mark.jpg', 0.3 * MB, '上传文件大小不能超过0.2M'],
        ['icon', 'mark.png', 1000, '上传文件的格式不支持'],
        ['supplement', 'reply.bmp', 1000, '上传文件的格式不支持'],
        ['attorney', 'letter.bmp', 1000, null],
    ] as const)('%s %s (%d bytes) → %s', (kind, name, size, message) => {
        expect(checkFile(FILE_RULES[kind], { name, size })).toBe(message);
    });
});

describe('checkDimensions', () => {
    it('holds the proxy letter to 800–3900 px and the mark to 400–1500 px', () => {
        expect(checkDimensions(FILE_RULES.attorney, { width: 800, height: 3900 })).toBeNull();
        expect(checkDimensions(FILE_RULES.attorney, { width: 799, height: 1000 })).toMatch(/800/);
        expect(checkDimensions(FILE_RULES.icon, { width: 1501, height: 600 })).toMatch(/1500/);
        expect(checkDimensions(FILE_RULES.idCard, { width: 10, height: 10 })).toBeNull();
    });
});

it('builds the accept attribute', () => {
    expect(acceptOf(FILE_RULES.legalNoticeEdit)).toBe('.jpg,.png,.bmp,.jpeg,.pdf');
});

it('says a size in MB with one decimal, counted as the limits are (1024 × 1024 bytes)', () => {
    expect(megabytes(12_700_000)).toBe('12.1');
    expect(megabytes(1.6 * MB)).toBe('1.6');
    // the 2M limit is 2.0 MB, not the 2.1 of 2,097,152 / 1,000,000
    expect(megabytes(2 * MB)).toBe('2.0');
});
