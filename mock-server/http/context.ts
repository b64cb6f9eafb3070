/**
 * What every route area gets from `createMockApp`, and the shape of a profile (profile/). Kept
 * apart from the handlers and the profiles so that both can use it without an import loop.
 */
import type { Express, Request } from 'express';
import type { LoginThrottle } from '../rules/loginThrottle';
import type { SessionConfig } from '../rules/sessions';
import type { Store } from '../store';
import type { RateLimit } from './rateLimit';
import type { FileLinks } from './fileLinks';

export const PROFILE_NAMES = ['default', 'spec'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

export interface Profile {
    name: ProfileName;
    /** routes that go before every call: 404s for calls the profile lacks, request adapters */
    registerBefore(app: Express, ctx: AppContext): void;
    /** the `data` of a successful answer of an authenticated call, as the profile shows it */
    present(ctx: AppContext, req: Request, data: unknown): unknown;
}

export interface AppContext {
    store: Store;
    config: SessionConfig;
    /** wrong-password counts for login and change password (in memory) */
    throttle: LoginThrottle;
    /** presigned file links (signing and checking) */
    links: FileLinks;
    /** `default` or `spec` (MOCK_PROFILE) */
    profile: Profile;
    /** `MOCK_AUTOPAY_MS`: pending top-ups this old count as paid; null for never */
    autopayMs: number | null;
    /** requests per address on the cashier, which answers without a session */
    cashierLimit: RateLimit;
    /** `uploadAdapt` reads documents where tesseract is installed (MOCK_OCR, mock-server/ocr/) */
    ocr: boolean;
}
