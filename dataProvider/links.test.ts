import { describe, expect, it } from 'vitest';
import { BLANK_URL, createLinks } from './links';

const PAGE = 'http://portal.test:5173/#/home/officialdoc';

const links = (apiUrl = '', token: string | null = 'tok') =>
    createLinks({ apiUrl, session: { getToken: () => token }, pageUrl: PAGE });

describe('links.file', () => {
    it('adds the token to a path on the service (same origin: a path is enough)', () => {
        expect(links().file('/files/uploads/a.pdf')).toBe('/files/uploads/a.pdf?access_token=tok');
    });

    it('puts a path under the service root of another origin, with the token', () => {
        expect(links('https://api.agency.cn/base/').file('/files/a.pdf')).toBe(
            'https://api.agency.cn/base/files/a.pdf?access_token=tok',
        );
    });

    it('adds the token to an absolute URL on the service’s own origin', () => {
        expect(links('https://api.agency.cn').file('https://api.agency.cn/files/a.pdf?x=1')).toBe(
            'https://api.agency.cn/files/a.pdf?x=1&access_token=tok',
        );
    });

    it('opens object storage as it is, never with the token', () => {
        const signed = 'https://bucket.oss-cn-beijing.aliyuncs.com/a.pdf?Expires=1&Signature=x%2By';
        expect(links().file(signed)).toBe(signed);
        expect(links().file('//cdn.example.cn/a.jpg')).toBe('http://cdn.example.cn/a.jpg');
    });

    it.each([
        ['javascript:alert(1)'],
        ['JavaScript:alert(1)'],
        ['data:text/html,<script>alert(1)</script>'],
        ['vbscript:x'],
        ['files/relative.pdf'],
        ['/\\evil.example/x'],
        ['https://user:pass@evil.example/x'],
        [''],
        ['   '],
    ])('opens nothing for %s', url => {
        expect(links().file(url)).toBe(BLANK_URL);
    });

    it('sends no token when signed out', () => {
        expect(links('', null).file('/files/a.pdf')).toBe('/files/a.pdf');
    });
});

describe('links.batchDownload', () => {
    it('names each file by its key, or its URL when it has none, with the token in the query', () => {
        const url = new URL(
            links().batchDownload([
                { ossKey: 'docs/a.pdf', url: '/files/docs/a.pdf', fileName: 'a.pdf' },
                { ossKey: '', url: 'https://oss.example.cn/b.pdf?Signature=s', fileName: 'b.pdf' },
            ]),
            PAGE,
        );
        expect(url.pathname).toBe('/api/batchDownloadOfficialDocument');
        expect(url.searchParams.get('officialFiles')).toBe(
            'docs/a.pdf,https://oss.example.cn/b.pdf?Signature=s',
        );
        expect(url.searchParams.get('access_token')).toBe('tok');
    });
});
