import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';

/**
 * An icon button named by its tooltip, for screen readers too. The span keeps the tooltip
 * working while the button is disabled (a disabled button fires no mouse events); the button
 * carries the name (`describeChild`: the tooltip names no span, where a name is not allowed).
 */
export const TooltipIconButton = ({
    label,
    onClick,
    disabled,
    children,
}: {
    label: MessageKey;
    onClick: () => void;
    disabled?: boolean;
    children: ReactNode;
}) => {
    const m = useMessage();
    return (
        <Tooltip title={m(label)} describeChild>
            <span>
                <IconButton aria-label={m(label)} disabled={disabled} onClick={onClick}>
                    {children}
                </IconButton>
            </span>
        </Tooltip>
    );
};
