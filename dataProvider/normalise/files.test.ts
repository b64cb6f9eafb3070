import { describe, expect, it } from 'vitest';
import { baseName, fileRef, fileRefs, sameFile } from './files';

describe('fileRef', () => {
    it.each([
        [
            'an absolute object-storage URL',
            'https://bucket.oss.example.cn/a/%E5%A7%94%E6%89%98.jpg?Expires=1&Signature=x',
            undefined,
            {
                ossKey: '',
                url: 'https://bucket.oss.example.cn/a/%E5%A7%94%E6%89%98.jpg?Expires=1&Signature=x',
                fileName: '委托.jpg',
            },
        ],
        [
            'a path on the service with its separate key',
            '/files/uploads/a.pdf',
            'uploads/a.pdf',
            { ossKey: 'uploads/a.pdf', url: '/files/uploads/a.pdf', fileName: 'a.pdf' },
        ],
        [
            'a bare object key',
            'uploads/b.png',
            undefined,
            { ossKey: 'uploads/b.png', url: '', fileName: 'b.png' },
        ],
        [
            'an object without a file name',
            { ossKey: 'k/c.jpg', url: 'https://oss.example.cn/c.jpg' },
            undefined,
            { ossKey: 'k/c.jpg', url: 'https://oss.example.cn/c.jpg', fileName: 'c.jpg' },
        ],
        [
            'an object in other spellings',
            { osskey: 'k/d.jpg', fileUrl: '/files/k/d.jpg', name: '身份证.jpg' },
            undefined,
            { ossKey: 'k/d.jpg', url: '/files/k/d.jpg', fileName: '身份证.jpg' },
        ],
        ['only a separate key', '', 'k/e.jpg', { ossKey: 'k/e.jpg', url: '', fileName: 'e.jpg' }],
    ])('reads %s', (_label, value, key, expected) => {
        expect(fileRef(value, key)).toEqual(expected);
    });

    it.each([[null], [undefined], [''], [{}], [42]])('reads %j as no file', value => {
        expect(fileRef(value)).toBeNull();
    });

    it('reads a list, one file or nothing', () => {
        expect(fileRefs(['a/1.jpg', null, 'a/2.jpg']).map(f => f.ossKey)).toEqual([
            'a/1.jpg',
            'a/2.jpg',
        ]);
        expect(fileRefs('https://x.cn/1.jpg')).toHaveLength(1);
        expect(fileRefs(null)).toEqual([]);
    });

    it('names a file by its last segment, without the query', () => {
        expect(baseName('https://x.cn/a/b%ZZ.pdf?x=1')).toBe('b%ZZ.pdf');
    });
});

describe('sameFile', () => {
    const ref = (ossKey: string, url: string) => ({ ossKey, url, fileName: '' });

    it('compares object keys when both have one', () => {
        expect(sameFile(ref('a.pdf', '/files/a.pdf'), ref('a.pdf', 'https://x.cn/a.pdf'))).toBe(
            true,
        );
        expect(sameFile(ref('a.pdf', '/files/a.pdf'), ref('b.pdf', '/files/a.pdf'))).toBe(false);
    });

    it('else compares URLs but for their query, which differs per signature', () => {
        expect(
            sameFile(ref('', 'https://x.cn/a.pdf?sig=1'), ref('', 'https://x.cn/a.pdf?sig=2')),
        ).toBe(true);
        expect(sameFile(ref('', 'https://x.cn/a.pdf'), ref('', 'https://x.cn/b.pdf'))).toBe(false);
        expect(sameFile(ref('', ''), ref('', ''))).toBe(false);
    });
});
