import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { VISUALLY_HIDDEN } from './visuallyHidden';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';

/**
 * An icon button named by its tooltip, for screen readers too. The span keeps the tooltip
 * working while the button is disabled (a disabled button fires no mouse events); the button
 * carries the name (`describeChild`: the tooltip names no span, where a name is not allowed).
 * A button disabled for a reason says it: the reason is the tooltip and the button's description.
 */
export const TooltipIconButton = ({
    label,
    onClick,
    disabled,
    reason,
    children,
}: {
    label: MessageKey;
    onClick: () => void;
    disabled?: boolean;
    /** why the button is disabled, shown instead of its name */
    reason?: MessageKey;
    children: ReactNode;
}) => {
    const m = useMessage();
    const why = disabled && reason ? m(reason) : undefined;
    const whyId = useId();
    return (
        <Tooltip title={why ?? m(label)} describeChild>
            <span>
                <IconButton
                    aria-label={m(label)}
                    aria-describedby={why ? whyId : undefined}
                    disabled={disabled}
                    onClick={onClick}
                >
                    {children}
                </IconButton>
                {why && (
                    <Box component="span" id={whyId} sx={VISUALLY_HIDDEN}>
                        {why}
                    </Box>
                )}
            </span>
        </Tooltip>
    );
};
