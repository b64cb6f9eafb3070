import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import type { CheckboxOwnerState } from '@mui/material';
import { ListContent } from './common/ListContent';
import { themeOptions } from './theme';

/**
 * A checkbox's `aria-label` names its input, not the box around it: react-admin's row
 * checkbox (选择此行) passes it to the Checkbox itself, where the `span` around the input got
 * it and the input no name (axe: aria-prohibited-attr, label). The input keeps the
 * `inputProps` a checkbox was given (this default takes the place of `slotProps.input`).
 */
const CHECKBOX_SLOT_PROPS = {
    root: (ownerState: CheckboxOwnerState) =>
        ownerState['aria-label'] ? { 'aria-label': undefined } : {},
    input: (ownerState: CheckboxOwnerState) => ({
        ...ownerState.inputProps,
        ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
    }),
};

/** The portal's theme over react-admin's own (its components' defaults kept). */
export const adminTheme: RaThemeOptions = {
    ...defaultTheme,
    ...themeOptions,
    components: {
        ...defaultTheme.components,
        ...themeOptions.components,
        // react-admin's filled input, less its `&$disabled` (a JSS reference emotion passes on as
        // an invalid selector, which the browser rejects on every page with an input)
        MuiFilledInput: {
            styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } },
        },
        MuiCheckbox: {
            defaultProps: { slotProps: CHECKBOX_SLOT_PROPS },
        },
        RaList: {
            ...themeOptions.components?.RaList,
            defaultProps: { component: ListContent },
        },
    },
};
