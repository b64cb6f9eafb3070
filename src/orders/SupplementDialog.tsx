import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Link,
    TextField,
    Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetOne, useNotify, useRefresh } from 'react-admin';
import { Loading } from '../common/Loading';
import type { PortalDataProvider } from '../../dataProvider';
import { FILE_RULES } from '../../domain/rules/files';
import {
    canOperateSupplement,
    daysLeft,
    SUPPLEMENT_CONTENT_MAX,
    validateSupplementAnswer,
} from '../../domain/rules/orderActions';
import type { FileRef } from '../../domain/types/documents';
import type { Order } from '../../dataProvider/records';
import { formatChinaTime } from '../../domain/rules/time';
import { FileSlot, usePolicyUpload } from '../common/FileUpload';
import { useFileUrl } from '../common/fileUrl';
import { SUPPLEMENT_STATE_LABELS } from '../i18n/labels';
import { OrderItem } from './OrderShowDialog';

const SupplementForm = ({ order, onDone }: { order: Order; onDone: () => void }) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const uploadExplanation = usePolicyUpload({ policy: 'SUPPLEMENT' });
    const notify = useNotify();
    const refresh = useRefresh();
    const fileUrl = useFileUrl();
    const [content, setContent] = useState('');
    const [file, setFile] = useState<FileRef | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const [confirming, setConfirming] = useState(false);
    const [openedAt] = useState(() => Date.now());
    const supplement = order.supplement;
    // A backend that sends no notice with the order: nothing can be answered, nothing crashes.
    if (!supplement) {
        return (
            <>
                <DialogContent dividers>
                    <Alert severity="info">该订单没有可操作的补正通知</Alert>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onDone}>关闭</Button>
                </DialogActions>
            </>
        );
    }
    const open = canOperateSupplement(supplement.supplementState);

    const send = async (ifSupplement: 1 | 2) => {
        if (ifSupplement === 1) {
            const error = validateSupplementAnswer({
                ifSupplement,
                content,
                userFileOsskeys: file?.ossKey ?? '',
            });
            setProblem(error);
            if (error) return;
        }
        setBusy(true);
        try {
            await dataProvider.operateSupplement({
                id: supplement.id,
                ifSupplement,
                content: ifSupplement === 1 ? content.trim() : '',
                userFiles: ifSupplement === 1 ? (file?.url ?? '') : '',
                userFileOsskeys: ifSupplement === 1 ? (file?.ossKey ?? '') : '',
            });
            notify('操作成功', { type: 'success' });
            refresh();
            onDone();
        } catch (error) {
            notify((error as Error).message || '提交失败', { type: 'error' });
        } finally {
            setBusy(false);
            setConfirming(false);
        }
    };

    const official = supplement.supplementOfficialFile;
    return (
        <>
            <DialogContent dividers>
                <OrderItem label="订单号">{order.orderId}</OrderItem>
                <OrderItem label="商标名称">{order.trademarkName}</OrderItem>
                <OrderItem label="补正通知书">
                    {official ? (
                        <Link href={fileUrl(official.url)} target="_blank" rel="noopener">
                            {official.fileName || '下载补正通知书'}
                        </Link>
                    ) : (
                        ''
                    )}
                </OrderItem>
                <OrderItem label="发文时间">{supplement.sendTime}</OrderItem>
                <OrderItem label="补正截止日期">{supplement.acceptExpirationDate}</OrderItem>
                <OrderItem label="剩余天数">
                    {open
                        ? `${daysLeft(supplement.acceptExpirationDate, formatChinaTime(openedAt))} 天`
                        : SUPPLEMENT_STATE_LABELS[supplement.supplementState]}
                </OrderItem>
                {open ? (
                    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
                        <TextField
                            label="补正说明"
                            placeholder="请填写对回文的相关说明"
                            multiline
                            minRows={4}
                            value={content}
                            onChange={event => setContent(event.target.value)}
                            slotProps={{ htmlInput: { maxLength: SUPPLEMENT_CONTENT_MAX } }}
                        />
                        <FileSlot
                            label="说明文件"
                            value={file}
                            onChange={setFile}
                            rule={FILE_RULES.supplement}
                            upload={uploadExplanation}
                        />
                        <Typography variant="caption" color="text.secondary">
                            支持 JPG、PNG、JPEG，不超过 10M
                        </Typography>
                        {problem && <Alert severity="error">{problem}</Alert>}
                    </Box>
                ) : (
                    <Alert severity="info" sx={{ mt: 2 }}>
                        当前补正状态为“{SUPPLEMENT_STATE_LABELS[supplement.supplementState]}
                        ”，不能再操作。
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onDone}>取消</Button>
                {open && (
                    <>
                        <Button color="error" disabled={busy} onClick={() => setConfirming(true)}>
                            放弃补正
                        </Button>
                        <Button variant="contained" disabled={busy} onClick={() => void send(1)}>
                            提交补正
                        </Button>
                    </>
                )}
            </DialogActions>
            <Confirm
                isOpen={confirming}
                loading={busy}
                title="放弃补正"
                content="是否确认拒绝补正？"
                onConfirm={() => void send(2)}
                onClose={() => setConfirming(false)}
            />
        </>
    );
};

/** The correction dialog (700px) of an order whose notice awaits correction. */
export const SupplementDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const { data, isPending, error } = useGetOne<Order>('orders', { id });
    return (
        <Dialog
            open
            onClose={onClose}
            fullWidth
            aria-labelledby="supplement-title"
            slotProps={{ paper: { sx: { width: 700, maxWidth: 700 } } }}
        >
            <DialogTitle id="supplement-title">补正</DialogTitle>
            {isPending ? (
                <DialogContent>
                    <Loading />
                </DialogContent>
            ) : error || !data ? (
                <DialogContent>
                    <Typography color="error">获取信息失败</Typography>
                </DialogContent>
            ) : (
                <SupplementForm order={data} onDone={onClose} />
            )}
        </Dialog>
    );
};
