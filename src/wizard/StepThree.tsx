import { useState } from 'react';
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
import { useDataProvider, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider';
import { FileThumbnails } from '../common/FileUpload';
import { formatMoney } from '../common/format';
import { TRADEMARK_TYPE_LABELS } from '../i18n/labels';
import { PATHS } from '../routes';
import { classificationsOf, draftFile, draftStore, itemCountOf, useOrderDraft } from './draft';
import { WizardFrame } from './WizardFrame';

export const SUBMIT_PROMPT =
    '提交后，申请数据将推送至云平台，请确认所填信息准确无误；确认提交后将从账户余额中扣除官费。是否确认提交？';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <Box sx={{ display: 'flex', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography color="text.secondary" sx={{ width: 120, flexShrink: 0 }}>
            {label}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
);

/** Step 3 (`#/home/stepthree`): everything read-only, then the confirmed submission. */
export const StepThree = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const draft = useOrderDraft();
    const [confirming, setConfirming] = useState(false);
    const [submitting, setSubmitting] = useState(false);

    if (itemCountOf(draft) === 0) return <Navigate to={PATHS.stepOne} replace />;
    if (!draft.applicantTbId || !draft.AuthorizationOssKey || !draft.LegalNoticeOssKey)
        return <Navigate to={PATHS.stepTwo} replace />;
    const selection = draft.curSelectedLists[0];

    const submit = async () => {
        setConfirming(false);
        setSubmitting(true);
        try {
            await dataProvider.createTrademarkOrder({
                applicantTbId: draft.applicantTbId!,
                classifications: classificationsOf(draft),
                entrustFile: draft.SebeAuthorizationOss,
                entrustFileOsskey: draft.AuthorizationOssKey,
                trademarkDesc: draft.trademarkDesc.trim(),
                trademarkName: draft.trademarkType === 2 ? '' : draft.trademarkName.trim(),
                trademarkType: draft.trademarkType,
                trademarkIcon: draft.trademarkIcon,
                trademarkIconOsskey: draft.trademarkIconOsskey,
                trademarkIconType: draft.trademarkType === 1 ? null : draft.trademarkIconType,
                orderAmount: draft.orderAmount,
                sebeLegalNoticeOss: draftFile(draft.LegalNoticeOssKey, draft.SebeLegalNoticeOss),
                requestId: draft.requestId,
            });
            draftStore.clear();
            // The order list, the balance and the records all changed.
            await queryClient.invalidateQueries();
            navigate(PATHS.stepFour, { replace: true });
        } catch (error) {
            // The draft stays as it is: nothing is lost, the user can top up and submit again.
            notify((error as Error).message || '提交失败', { type: 'error' });
        } finally {
            setSubmitting(false);
        }
    };

    return (
        <WizardFrame step={2} back={{ to: PATHS.stepTwo, label: '返回上一步' }}>
            <Box sx={{ maxWidth: 880 }}>
                <Row label="商标类型">{TRADEMARK_TYPE_LABELS[draft.trademarkType]}</Row>
                {draft.trademarkType !== 2 && <Row label="商标名称">{draft.trademarkName}</Row>}
                <Row label="商标说明">{draft.trademarkDesc || '—'}</Row>
                {draft.trademarkType !== 1 && (
                    <Row label="图样类型">
                        {draft.trademarkIconType === 2 ? '指定颜色' : '黑白'}
                    </Row>
                )}
                <Row label="商品/服务">
                    <Typography fontWeight={600}>{selection?.name}</Typography>
                    {[...new Set(selection?.items.map(i => i.groupCode))].map(group => (
                        <Typography key={group} variant="body2">
                            {group}：
                            {selection?.items
                                .filter(i => i.groupCode === group)
                                .map(i => i.name)
                                .join('、')}
                        </Typography>
                    ))}
                </Row>
                <Row label="申请人">{draft.applicantName}</Row>
                <Row label="材料">
                    <FileThumbnails
                        files={[
                            {
                                label: '商标图样',
                                file: draftFile(draft.trademarkIconOsskey, draft.trademarkIcon),
                            },
                            {
                                label: '委托书',
                                file: draftFile(
                                    draft.AuthorizationOssKey,
                                    draft.SebeAuthorizationOss,
                                ),
                            },
                            {
                                label: '法律文件',
                                file: draftFile(draft.LegalNoticeOssKey, draft.SebeLegalNoticeOss),
                            },
                        ]}
                    />
                </Row>
                <Row label="官费">
                    <Typography variant="h6" color="secondary">
                        ¥{formatMoney(draft.orderAmount)}
                    </Typography>
                </Row>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
                    <Button onClick={() => navigate(PATHS.stepTwo)}>上一步</Button>
                    <Button
                        variant="contained"
                        size="large"
                        onClick={() => setConfirming(true)}
                        disabled={submitting}
                        startIcon={
                            submitting ? <CircularProgress size={18} color="inherit" /> : undefined
                        }
                    >
                        提交
                    </Button>
                </Box>
            </Box>
            <Dialog
                open={confirming}
                onClose={() => setConfirming(false)}
                aria-labelledby="submit-title"
            >
                <DialogTitle id="submit-title">提示</DialogTitle>
                <DialogContent>{SUBMIT_PROMPT}</DialogContent>
                <DialogActions>
                    <Button onClick={() => setConfirming(false)}>再检查一下</Button>
                    <Button variant="contained" onClick={submit} autoFocus>
                        确认提交
                    </Button>
                </DialogActions>
            </Dialog>
        </WizardFrame>
    );
};
