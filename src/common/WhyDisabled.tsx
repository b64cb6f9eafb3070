import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';

/**
 * A control disabled for a reason says why on hover: the reason in a tooltip over a span (a
 * disabled control fires no mouse events), which it describes rather than names, as
 * TooltipIconButton does. Without a reason there is no tooltip; the span stays, so the control
 * is not mounted again (losing its focus) when its reason comes or goes. `fill`: the span takes
 * the control's box (a whole upload slot).
 */
export const WhyDisabled = ({
    reason,
    fill = false,
    children,
}: {
    reason: string | null | undefined | false;
    fill?: boolean;
    children: ReactElement;
}) => (
    <Tooltip title={reason || ''} describeChild>
        <span
            data-testid="why-disabled"
            style={
                fill
                    ? { display: 'block', width: '100%', height: '100%' }
                    : { display: 'inline-block' }
            }
        >
            {children}
        </span>
    </Tooltip>
);
