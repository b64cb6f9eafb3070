import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import { themeOptions } from './theme';

/** The portal's theme over react-admin's own (its components' defaults kept). */
export const adminTheme: RaThemeOptions = {
    ...defaultTheme,
    ...themeOptions,
    components: { ...defaultTheme.components, ...themeOptions.components },
};
