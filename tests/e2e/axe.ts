import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/**
 * axe-core (a direct dev dependency), injected into the page as a script: the
 * audit runs in the page's own document, on what a user sees at that moment.
 */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (one level-one heading a page,
 * headings in order, landmarks): what the audit holds every screen to.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/**
 * Waits until no transition or finite animation runs (a dialog's fade, a drawer's slide):
 * colour contrast is measured on the colours a user ends up seeing.
 */
export const settle = async (page: Page) => {
    await page.waitForFunction(() =>
        document
            .getAnimations()
            .every(
                a =>
                    a.playState !== 'running' ||
                    a.effect?.getComputedTiming().iterations === Infinity,
            ),
    );
};

/** Elements listed per violation; the rest are counted. */
const SHOWN_NODES = 4;

/** One violation, readably: the rule, what it asks, and each element with its failure. */
export const describeViolation = (violation: Result): string =>
    [
        `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.nodes.slice(0, SHOWN_NODES).flatMap(node => [
            `  - ${node.target.join(' ')}`,
            `    ${node.html.length > 240 ? `${node.html.slice(0, 240)}…` : node.html}`,
            ...(node.failureSummary ?? '')
                .split('\n')
                .filter(Boolean)
                .map(line => `      ${line.trim()}`),
        ]),
        ...(violation.nodes.length > SHOWN_NODES
            ? [`  … and ${violation.nodes.length - SHOWN_NODES} more element(s)`]
            : []),
    ].join('\n');

/** Runs axe on the page as it is: every violation described, or null when there is none. */
export const axeReport = async (page: Page, where: string): Promise<string | null> => {
    await settle(page);
    // once per document: a hash change keeps the audit loaded
    if (!(await page.evaluate(() => 'axe' in window)))
        await page.addScriptTag({ path: AXE_SCRIPT });
    const results = await page.evaluate(
        tags =>
            (
                window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
            ).axe.run(document, {
                runOnly: { type: 'tag', values: tags },
                resultTypes: ['violations'],
            }),
        [...AXE_TAGS],
    );
    if (results.violations.length === 0) return null;
    const report = results.violations.map(describeViolation).join('\n\n');
    return `axe found ${results.violations.length} violation(s) on ${where}:\n\n${report}\n`;
};

/** Runs axe on the page as it is and fails, listing every violation, when there is one. */
export const expectNoAxeViolations = async (page: Page, where: string) => {
    const report = await axeReport(page, where);
    expect(report, report ?? '').toBeNull();
};
