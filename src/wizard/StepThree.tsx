import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { CreateOrderRequest } from '../../domain/types/orders';
import { FileThumbnails } from '../common/FileUpload';
import { formatMoney } from '../common/format';
import { useAction } from '../common/useAction';
import { classLabel, TRADEMARK_TYPE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';
import { classificationsOf, draftFile, draftStore, itemCountOf, useOrderDraft } from './draft';
import type { OrderDraft } from './draft';
import { submittedState } from './StepFour';
import { WizardFrame } from './WizardFrame';
import { FiledApplicant } from './FiledApplicant';
import { TopUpDialog } from '../account/TopUpDialog';
import { balanceAfter, toFen } from '../../domain/rules/fee';
import { PromptText } from '../common/PromptText';
import { canSubmit, feeOf, preflight } from './preflight';
import { PreflightList } from './PreflightList';
import { usePreflightFacts } from './usePreflightFacts';
import { EMPTY_MARK } from '../common/format';
import { WhyDisabled } from '../common/WhyDisabled';
import { isGreyIcon, needsIconType, needsName } from '../../domain/states/markTypes';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ display: 'flex', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography color="text.secondary" sx={{ width: 120, flexShrink: 0 }}>
            {label}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
);

/** The order a complete draft files: its fields on the wire, its request id included. */
const orderOf = (draft: OrderDraft & { applicantTbId: number }): CreateOrderRequest => ({
    applicantTbId: draft.applicantTbId,
    classifications: classificationsOf(draft),
    entrustFile: draft.SebeAuthorizationOss,
    entrustFileOsskey: draft.AuthorizationOssKey,
    trademarkDesc: draft.trademarkDesc.trim(),
    trademarkName: needsName(draft.trademarkType) ? draft.trademarkName.trim() : '',
    trademarkType: draft.trademarkType,
    trademarkIcon: draft.trademarkIcon,
    trademarkIconOsskey: draft.trademarkIconOsskey,
    trademarkIconType: needsIconType(draft.trademarkType) ? draft.trademarkIconType : null,
    orderAmount: draft.orderAmount,
    sebeLegalNoticeOss: draftFile(draft.LegalNoticeOssKey, draft.SebeLegalNoticeOss),
    requestId: draft.requestId,
});

/** Step 3 (`#/home/stepthree`): everything read-only, then the confirmed submission. */
export const StepThree = () => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const navigate = useNavigate();
    const live = useOrderDraft();
    const [confirming, setConfirming] = useState(false);
    // Filed: step 4 shows and the draft goes; the refresh brings the new order, balance and
    // records. Until step 4 replaces it, this step keeps showing what was filed (the emptied
    // draft would read as an incomplete one and send the user back to step 1). Refused (e.g.
    // 账户余额不足): the draft stays as it is, request id included, so the user can top up and
    // submit again without paying twice (docs/decisions.md, Order wizard).
    const [filed, setFiled] = useState<{ draft: OrderDraft; orderId: string | null } | null>(null);
    const draft = filed?.draft ?? live;
    const facts = usePreflightFacts(draft);
    const checks = preflight(draft, facts);
    const ready = canSubmit(checks);
    // why 提交 waits, said on hover: the check's own summary
    const failedChecks = checks.filter(item => item.status === 'fail').length;
    const waitReason = ready
        ? undefined
        : failedChecks
          ? m('portal.preflight.summary.failed', { count: failedChecks })
          : m('portal.preflight.summary.loading');
    const fee = facts.prices && facts.prices !== 'loading' ? feeOf(draft, facts.prices) : null;
    // 去充值: the account page's top-up dialog, opened here so the draft and this step stay;
    // 支付成功 refreshes the balance and its item turns green.
    const [topUpFen, setTopUpFen] = useState<number | null>(null);
    const submission = useAction(
        (order: CreateOrderRequest) => dataProvider.createTrademarkOrder(order),
        { onSuccess: orderId => setFiled({ draft: live, orderId }) },
    );
    useEffect(() => {
        if (!filed) return;
        navigate(PATHS.stepFour, {
            replace: true,
            state: submittedState(filed.orderId, filed.draft.orderAmount, filed.draft),
        });
        draftStore.clear();
    }, [filed, navigate]);

    const applicantTbId = draft.applicantTbId;
    if (itemCountOf(draft) === 0) return <Navigate to={PATHS.stepOne} replace />;
    if (!applicantTbId || !draft.AuthorizationOssKey || !draft.LegalNoticeOssKey)
        return <Navigate to={PATHS.stepTwo} replace />;
    const selection = draft.curSelectedLists[0];

    // the prompt says the money: the fee, and the balance before and after when it is known
    const balance = typeof facts.balance === 'number' ? facts.balance : null;
    const money =
        balance === null
            ? m('portal.wizard.stepThree.promptFee', { fee: formatMoney(draft.orderAmount) })
            : m('portal.wizard.stepThree.promptMoney', {
                  fee: formatMoney(draft.orderAmount),
                  balance: formatMoney(balance),
                  after: formatMoney(balanceAfter(balance, draft.orderAmount)),
              });

    const submit = () => {
        setConfirming(false);
        submission.run(orderOf({ ...draft, applicantTbId }));
    };

    return (
        <WizardFrame step={2} back={{ to: PATHS.stepTwo, label: m('portal.wizard.back') }}>
            <Box sx={{ maxWidth: 880 }}>
                <Row label={m('resources.orders.fields.trademarkType')}>
                    {TRADEMARK_TYPE_LABELS[draft.trademarkType]}
                </Row>
                {needsName(draft.trademarkType) && (
                    <Row label={m('resources.orders.fields.trademarkName')}>
                        {draft.trademarkName}
                    </Row>
                )}
                <Row label={m('portal.orders.labels.trademarkDesc')}>
                    {draft.trademarkDesc || EMPTY_MARK}
                </Row>
                {needsIconType(draft.trademarkType) && (
                    <Row label={m('portal.wizard.iconType')}>
                        {isGreyIcon(draft.trademarkIconType)
                            ? m('portal.wizard.iconTypes.blackWhite')
                            : m('portal.wizard.iconTypes.colour')}
                    </Row>
                )}
                <Row label={m('portal.wizard.stepThree.items')}>
                    <Typography fontWeight={600}>
                        {selection ? classLabel(selection.code) : ''}
                    </Typography>
                    {[...new Set(selection?.items.map(i => i.groupCode))].map(group => (
                        <Typography key={group} variant="body2">
                            {m('portal.wizard.stepThree.group', {
                                group,
                                items: (selection?.items ?? [])
                                    .filter(i => i.groupCode === group)
                                    .map(i => i.name)
                                    .join(m('portal.orders.labels.separator')),
                            })}
                        </Typography>
                    ))}
                </Row>
                <Row label={m('resources.orders.fields.applicant')}>
                    <FiledApplicant id={applicantTbId} name={draft.applicantName} />
                </Row>
                <Row label={m('portal.wizard.stepThree.materials')}>
                    <FileThumbnails
                        files={[
                            {
                                label: m('portal.orders.labels.icon'),
                                file: draftFile(draft.trademarkIconOsskey, draft.trademarkIcon),
                            },
                            {
                                label: m('portal.orders.labels.entrust'),
                                file: draftFile(
                                    draft.AuthorizationOssKey,
                                    draft.SebeAuthorizationOss,
                                ),
                            },
                            {
                                label: m('portal.orders.labels.legalNotice'),
                                file: draftFile(draft.LegalNoticeOssKey, draft.SebeLegalNoticeOss),
                            },
                        ]}
                    />
                </Row>
                <Row label={m('portal.wizard.stepThree.fee')}>
                    <Typography variant="h6" component="p" color="secondary">
                        ¥{formatMoney(draft.orderAmount)}
                    </Typography>
                </Row>
                <PreflightList
                    items={checks}
                    facts={facts}
                    fee={fee}
                    onTopUp={amount => setTopUpFen(Math.max(toFen(amount), 1))}
                />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
                    <Button onClick={() => navigate(PATHS.stepTwo)}>
                        {m('portal.wizard.previous')}
                    </Button>
                    <WhyDisabled reason={waitReason}>
                        <Button
                            variant="contained"
                            size="large"
                            onClick={() => setConfirming(true)}
                            disabled={submission.busy || !!filed || !ready}
                            startIcon={
                                submission.busy ? (
                                    <CircularProgress size={18} color="inherit" aria-hidden />
                                ) : undefined
                            }
                        >
                            {m('portal.wizard.stepThree.submit')}
                        </Button>
                    </WhyDisabled>
                </Box>
            </Box>
            {topUpFen !== null && (
                <TopUpDialog amountFen={topUpFen} onClose={() => setTopUpFen(null)} />
            )}
            <Dialog
                open={confirming}
                onClose={() => setConfirming(false)}
                aria-labelledby="submit-title"
            >
                <DialogTitle id="submit-title">
                    {m('portal.wizard.stepThree.promptTitle')}
                </DialogTitle>
                <DialogContent>
                    <PromptText words={m('portal.wizard.stepThree.prompt')} context={money} />
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setConfirming(false)}>
                        {m('portal.wizard.stepThree.recheck')}
                    </Button>
                    <Button variant="contained" onClick={submit} autoFocus>
                        {m('portal.wizard.stepThree.confirmSubmit')}
                    </Button>
                </DialogActions>
            </Dialog>
        </WizardFrame>
    );
};
