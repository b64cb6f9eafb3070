/**
 * Every screen and the main dialogs pass axe's WCAG 2.1 A and AA rules and its best practices
 * (tests/e2e/axe.ts), on a laptop (1366×768) and on a phone (390×844). The screens are listed in
 * a11y.screens.ts. A failure lists each screen's violations with their elements. Step 4 of the
 * wizard is also reached by wizard.spec.ts's filing.
 *
 * The signed-in screens share one signed-in tab per size and are audited in turn; every screen
 * is audited even after one fails. The tab moves from screen to screen as the menu moves it (a
 * hash change); a full page load only for a screen that reads what was put in local storage
 * before it opens, or when the previous screen left a dialog or a panel open (a full load per
 * screen cost about 0.4 s more each, some 70 loads a run).
 */
import { expect, test } from './test';
import { axeReport } from './axe';
import { SCREENS } from './a11y.screens';
import { profileOf, signIn } from './helpers';

/**
 * Both sizes on the default profile. The spec profile audits, on the laptop, the screens that
 * draw differently without our extensions (`adapted` in a11y.screens.ts: a feature's
 * 当前服务不支持此功能, an examination made in the browser); the others draw the same records.
 */
const VIEWPORTS = [
    {
        name: 'laptop 1366×768',
        use: { viewport: { width: 1366, height: 768 } },
        signedInTag: ['@adapter'],
    },
    {
        name: 'phone 390×844',
        // with motion, as most users see it: the audit waits for each fade and slide to end
        use: {
            viewport: { width: 390, height: 844 },
            isMobile: true,
            hasTouch: true,
            reducedMotion: 'no-preference',
        },
        signedInTag: [],
    },
] as const;

for (const viewport of VIEWPORTS) {
    test.describe(`axe on a ${viewport.name}`, () => {
        test.use(viewport.use);

        for (const screen of SCREENS.filter(s => s.signedOut)) {
            test(screen.name, async ({ page }) => {
                await screen.open(page, hashPath => page.goto(hashPath));
                const report = await axeReport(page, `${screen.name} (${viewport.name})`);
                expect(report, report ?? '').toBeNull();
            });
        }

        test(
            'every signed-in screen and dialog',
            { tag: [...viewport.signedInTag] },
            async ({ page }) => {
                const spec = profileOf() === 'spec';
                const signedIn = SCREENS.filter(s => !s.signedOut && (!spec || s.adapted));
                test.setTimeout(signedIn.length * 15_000);
                await signIn(page, undefined, '/#/home/notifications');
                const overlayOpen = () =>
                    page.locator('[role="dialog"], [role="presentation"].MuiPopover-root').count();
                let fresh = false;
                const go = async (hashPath: string) => {
                    const reload = fresh || (await overlayOpen()) > 0;
                    await page.goto(hashPath);
                    if (reload) await page.reload();
                };
                const failures: string[] = [];
                for (const screen of signedIn) {
                    const where = `${screen.name} (${viewport.name})`;
                    await test.step(screen.name, async () => {
                        try {
                            fresh = screen.fresh ?? false;
                            await screen.open(page, go);
                            const report = await axeReport(page, where);
                            if (report) failures.push(report);
                        } catch (error) {
                            failures.push(`${where} could not be opened: ${String(error)}`);
                        }
                    });
                }
                expect(failures, failures.join('\n\n')).toEqual([]);
            },
        );
    });
}
