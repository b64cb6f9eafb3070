/**
 * File URLs with script or another origin in the data (security suite, XSS part, in the
 * browser): the official documents' download links run no script and carry no token away.
 */
import { expect, test } from '../e2e/test';
import { profileOf } from '../e2e/helpers';
import { expectInert, watchDialogs } from './support/inert';

test.describe('markup in names', () => {
    watchDialogs();

    test(
        'a file URL in the data runs no script and carries no token away',
        { tag: '@adapter' },
        async ({ page }) => {
            const hostile = [
                'javascript:window.__xss=8//',
                'https://evil.example/x.pdf',
                '//evil.example/y.pdf',
            ];
            await page.route('**/api/findOfficialDocuemntList?*', async route => {
                const response = await route.fetch();
                const body = (await response.json()) as {
                    data: { elements: { officialFile: { url: string } | string }[] };
                };
                hostile.forEach((url, i) => {
                    const row = body.data.elements[i];
                    // our mock sends a file object, a spec backend a URL
                    if (typeof row.officialFile === 'string') row.officialFile = url;
                    else row.officialFile.url = url;
                });
                await route.fulfill({ response, json: body });
            });
            await page.goto('/#/home/officialdoc');
            const links = page.locator('tbody tr').getByRole('link', { name: '下载' });
            await expect(links).toHaveCount(10);
            const hrefs = await links.evaluateAll(all => all.map(a => a.getAttribute('href')));
            // no script; object storage elsewhere opens as it is, without the session's token
            expect(hrefs.slice(0, 3)).toEqual([
                'about:blank',
                'https://evil.example/x.pdf',
                'http://evil.example/y.pdf',
            ]);
            for (const href of hrefs.slice(3)) {
                if (profileOf() === 'spec') {
                    expect(href).toMatch(/^http:\/\/localhost:\d+\/files\/.+signature=/);
                    expect(href).not.toContain('access_token');
                } else expect(href).toMatch(/^\/files\/.+\?access_token=/);
            }
            await expectInert(page, 'hostile file URLs');
        },
    );
});
