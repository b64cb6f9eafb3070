// Types of servers.mjs, for the TypeScript benches (batch.ts).
import type { Page } from 'playwright-core';

export const root: string;
export function startPortal(options: {
    mockPort: number;
    port: number;
    outDir?: string;
}): Promise<{ origin: string; stop: () => void }>;
export function signIn(page: Page, origin: string): Promise<void>;
export function median(values: readonly number[]): number;
export const CHROMIUM: string;
