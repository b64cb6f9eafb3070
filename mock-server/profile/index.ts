/**
 * The mock server's two profiles (docs/api.md, "Profiles: spec and extensions"): `default`,
 * which offers the documented extensions beyond the spec's calls, and `spec`
 * (`MOCK_PROFILE=spec`), which answers only what the spec names. The spec profile is a layer
 * around the default calls, kept in this folder: routes registered before the calls (the
 * extension calls answered 404, requests adapted to the spec's forms) and a presenter that
 * turns each call's default answer into the spec's. The calls themselves (routes/, rules/)
 * know nothing of it. The `Profile` shape lives in http/context.ts, beside `AppContext`.
 */
import { PROFILE_NAMES } from '../http/context';
import type { Profile, ProfileName } from '../http/context';
import { registerSpecRoutes, presentSpecAnswer } from './spec';

export { PROFILE_NAMES } from '../http/context';
export type { Profile, ProfileName } from '../http/context';

const DEFAULT_PROFILE: Profile = {
    name: 'default',
    registerBefore: () => {},
    present: (_ctx, _req, data) => data,
};

const SPEC_PROFILE: Profile = {
    name: 'spec',
    registerBefore: registerSpecRoutes,
    present: presentSpecAnswer,
};

export const profileOf = (name: ProfileName): Profile =>
    name === 'spec' ? SPEC_PROFILE : DEFAULT_PROFILE;

/** `MOCK_PROFILE`: `spec` or `default` (also when unset or empty); anything else throws. */
export const profileFromEnv = (env: NodeJS.ProcessEnv = process.env): ProfileName => {
    const raw = env.MOCK_PROFILE;
    if (raw === undefined || raw === '') return 'default';
    if ((PROFILE_NAMES as readonly string[]).includes(raw)) return raw as ProfileName;
    throw new Error(`MOCK_PROFILE must be "spec" or "default", got "${raw}"`);
};
