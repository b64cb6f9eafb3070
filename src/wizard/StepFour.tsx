import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Confirm } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { formatMoney } from '../common/format';
import { useMessage } from '../i18n/useMessage';
import { PATHS, withId } from '../routes';
import { classLabel } from '../i18n/labels';
import { copyForClass, draftStore } from './draft';
import type { OrderDraft, SelectedClass } from './draft';
import { WizardFrame } from './WizardFrame';

/**
 * What step 3 leaves in the history entry it replaces with step 4: the filed order's number
 * (null when the backend did not say it and it could not be found) and its amount in yuan. The
 * browser keeps a history entry's state across a reload of the tab, never in another tab or a
 * typed address.
 */
export interface Submitted {
    submitted: true;
    orderId: string | null;
    amount: number;
    /** the filed draft, when it has classes to file next as copies of it */
    filed?: OrderDraft;
}

export const submittedState = (
    orderId: string | null,
    amount: number,
    filed?: OrderDraft,
): Submitted => ({
    submitted: true,
    orderId,
    amount,
    ...(filed?.nextClasses.length && { filed }),
});

const submittedOf = (state: unknown): Submitted | null =>
    typeof state === 'object' && state !== null && (state as Submitted).submitted === true
        ? (state as Submitted)
        : null;

/**
 * Step 4 (`#/home/stepfour`): submitted; wait for the audit. Shown only right after a
 * submission in this tab (and on its reload); opened otherwise, it sends the user to 我的订单.
 */
export const StepFour = () => {
    const m = useMessage();
    const navigate = useNavigate();
    const submitted = submittedOf(useLocation().state);
    // where the user asked to go while classes are still queued: asked first, as leaving drops
    // them (they live in this history entry; going back shows them again)
    const [leavingTo, setLeavingTo] = useState<string | null>(null);
    if (!submitted) return <Navigate to={PATHS.orderList} replace />;
    const { orderId, amount, filed } = submitted;
    const orderPath = orderId && withId(PATHS.orderDetail, orderId);
    const leave = (to: string) => (filed ? setLeavingTo(to) : navigate(to));
    // the order's link, clicked plainly (opened in another tab, it leaves nothing behind)
    const leaveByLink = (to: string) => (event: MouseEvent) => {
        if (!filed || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
            return;
        }
        event.preventDefault();
        setLeavingTo(to);
    };
    const startNext = (next: SelectedClass) => {
        // the queue goes with the copy: this step, come back to, offers none of it again
        navigate(PATHS.stepFour, { replace: true, state: submittedState(orderId, amount) });
        draftStore.replace(copyForClass(filed!, next));
        navigate(PATHS.stepOne);
    };
    return (
        <WizardFrame step={3}>
            <Box sx={{ textAlign: 'center', py: 4 }}>
                <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
                <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
                    {m('portal.wizard.stepFour.title')}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {m('portal.wizard.stepFour.body')}
                </Typography>
                <Box
                    component="dl"
                    data-testid="filed-order"
                    sx={{
                        display: 'inline-grid',
                        gridTemplateColumns: 'auto auto',
                        columnGap: 2,
                        rowGap: 0.5,
                        textAlign: 'left',
                        mt: 2,
                        mb: 0,
                        '& dd': { m: 0, fontWeight: 600 },
                        '& dt': { color: 'text.secondary' },
                    }}
                >
                    {orderPath && (
                        <>
                            <dt>{m('portal.wizard.stepFour.orderId')}</dt>
                            <dd>
                                <Link
                                    component={RouterLink}
                                    to={orderPath}
                                    onClick={leaveByLink(orderPath)}
                                    aria-label={m('portal.wizard.stepFour.openOrder', { orderId })}
                                >
                                    {orderId}
                                </Link>
                            </dd>
                        </>
                    )}
                    {typeof amount === 'number' && (
                        <>
                            <dt>{m('portal.wizard.stepFour.charged')}</dt>
                            <dd>¥{formatMoney(amount)}</dd>
                        </>
                    )}
                </Box>
                {filed && (
                    <Box
                        component="section"
                        aria-labelledby="step-four-next-classes"
                        sx={{ mt: 3, display: 'grid', gap: 1, justifyItems: 'center' }}
                    >
                        <Typography id="step-four-next-classes" variant="subtitle2" component="h3">
                            {m('portal.classSuggest.nextTitle')}
                        </Typography>
                        {filed.nextClasses.map(next => (
                            <Button
                                key={next.code}
                                variant="contained"
                                onClick={() => startNext(next)}
                            >
                                {m('portal.classSuggest.startNext', {
                                    name: classLabel(next.code),
                                    count: next.items.length,
                                })}
                            </Button>
                        ))}
                    </Box>
                )}
                <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 3 }}>
                    <Button variant="outlined" onClick={() => leave(PATHS.stepOne)}>
                        {m('portal.wizard.stepFour.addMore')}
                    </Button>
                    <Button variant="contained" onClick={() => leave(PATHS.orderList)}>
                        {m('portal.wizard.stepFour.viewOrders')}
                    </Button>
                </Box>
            </Box>
            {filed && (
                <Confirm
                    isOpen={leavingTo !== null}
                    title={m('portal.classSuggest.leaveTitle')}
                    content={m('portal.classSuggest.leaveBody', {
                        names: filed.nextClasses
                            .map(next => classLabel(next.code))
                            .join(m('portal.orders.labels.separator')),
                    })}
                    confirm="portal.common.confirm"
                    cancel="portal.common.cancel"
                    onConfirm={() => leavingTo && navigate(leavingTo)}
                    onClose={() => setLeavingTo(null)}
                />
            )}
        </WizardFrame>
    );
};
