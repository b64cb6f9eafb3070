import {
    Alert,
    Box,
    Button,
    DialogActions,
    DialogContent,
    DialogTitle,
    Link,
    TextField,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import {
    canOperateSupplement,
    SUPPLEMENT_CONTENT_MAX,
    validateSupplementAnswer,
} from '../../domain/rules/orderActions';
import type { FileRef } from '../../domain/types/documents';
import type { Order, Supplement } from '../../dataProvider/records';
import { usePolicyUpload } from '../common/FileUpload';
import { DeadlineBadge, DeadlineTime } from '../common/deadlines/DeadlineBadge';
import { useFileUrl } from '../common/fileUrl';
import { PortalDialog } from '../common/PortalDialog';
import { PromptText } from '../common/PromptText';
import { useAction } from '../common/useAction';
import { SUPPLEMENT_STATE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { OrderLoader } from './OrderLoader';
import { OrderItem } from './OrderShowDialog';
import { SupplementFiles } from './SupplementDialogFiles';

/** An order sent without its correction notice: nothing can be answered, nothing crashes. */
const NoNotice = ({ onDone }: { onDone: () => void }) => {
    const m = useMessage();
    return (
        <>
            <DialogContent dividers>
                <Alert severity="info">{m('portal.orders.supplement.noNotice')}</Alert>
            </DialogContent>
            <DialogActions>
                <Button onClick={onDone}>{m('portal.common.close')}</Button>
            </DialogActions>
        </>
    );
};

const SupplementForm = ({
    order,
    supplement,
    onDone,
}: {
    order: Order;
    supplement: Supplement;
    onDone: () => void;
}) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const uploadExplanation = usePolicyUpload({ policy: 'SUPPLEMENT' });
    const fileUrl = useFileUrl();
    const [content, setContent] = useState('');
    const [files, setFiles] = useState<FileRef[]>([]);
    const [problem, setProblem] = useState<string | null>(null);
    const [confirming, setConfirming] = useState(false);
    // Answered or abandoned, the dialog closes; a refused answer keeps what was typed.
    const answer = useAction(
        (ifSupplement: 1 | 2) =>
            dataProvider.operateSupplement({
                id: supplement.id,
                ifSupplement,
                content: ifSupplement === 1 ? content.trim() : '',
                userFiles: ifSupplement === 1 ? files.map(file => file.url) : [],
                userFileOsskeys: ifSupplement === 1 ? files.map(file => file.ossKey) : [],
            }),
        { success: 'portal.common.saved', onSuccess: onDone, onError: () => setConfirming(false) },
    );
    const open = canOperateSupplement(supplement.supplementState);
    const stateLabel = SUPPLEMENT_STATE_LABELS[supplement.supplementState];

    const submit = () => {
        const error = validateSupplementAnswer({
            ifSupplement: 1,
            content,
            userFileOsskeys: files.map(file => file.ossKey),
        });
        setProblem(error);
        if (!error) answer.run(1);
    };

    const official = supplement.supplementOfficialFile;
    return (
        <>
            <DialogContent dividers>
                <OrderItem label={m('resources.orders.fields.orderId')}>{order.orderId}</OrderItem>
                <OrderItem label={m('resources.orders.fields.trademarkName')}>
                    {order.trademarkName}
                </OrderItem>
                <OrderItem label={m('portal.orders.supplement.notice')}>
                    {official ? (
                        <Link href={fileUrl(official.url)} target="_blank" rel="noopener">
                            {official.fileName || m('portal.orders.supplement.downloadNotice')}
                        </Link>
                    ) : (
                        ''
                    )}
                </OrderItem>
                <OrderItem label={m('portal.orders.labels.deliveryTime')}>
                    {supplement.sendTime}
                </OrderItem>
                <OrderItem label={m('portal.orders.supplement.deadline')}>
                    {supplement.acceptExpirationDate && (
                        <DeadlineTime acceptExpirationDate={supplement.acceptExpirationDate} />
                    )}
                </OrderItem>
                <OrderItem label={m('portal.orders.supplement.daysLeft')}>
                    {open ? (
                        <DeadlineBadge
                            acceptExpirationDate={supplement.acceptExpirationDate}
                            detailed
                        />
                    ) : (
                        stateLabel
                    )}
                </OrderItem>
                {open ? (
                    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
                        <TextField
                            label={m('portal.orders.supplement.content')}
                            placeholder={m('portal.orders.supplement.contentPlaceholder')}
                            multiline
                            minRows={4}
                            value={content}
                            onChange={event => setContent(event.target.value)}
                            slotProps={{ htmlInput: { maxLength: SUPPLEMENT_CONTENT_MAX } }}
                        />
                        <SupplementFiles
                            files={files}
                            onChange={setFiles}
                            upload={uploadExplanation}
                            disabled={answer.busy}
                        />
                        {problem && <Alert severity="error">{problem}</Alert>}
                    </Box>
                ) : (
                    <Alert severity="info" sx={{ mt: 2 }}>
                        {m('portal.orders.supplement.closed', { state: stateLabel })}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onDone}>{m('portal.common.cancel')}</Button>
                {open && (
                    <>
                        <Button
                            color="error"
                            disabled={answer.busy}
                            onClick={() => setConfirming(true)}
                        >
                            {m('portal.orders.supplement.abandon')}
                        </Button>
                        <Button variant="contained" disabled={answer.busy} onClick={submit}>
                            {m('portal.orders.supplement.submit')}
                        </Button>
                    </>
                )}
            </DialogActions>
            <Confirm
                isOpen={confirming}
                loading={answer.busy}
                title={m('portal.orders.supplement.abandon')}
                content={
                    <PromptText
                        words={m('portal.orders.supplement.abandonConfirm')}
                        context={m('portal.orders.supplement.abandonMeaning')}
                    />
                }
                onConfirm={() => answer.run(2)}
                onClose={() => setConfirming(false)}
            />
        </>
    );
};

/**
 * The correction dialog (700px; the whole screen on a phone) of an order whose notice awaits
 * correction. A stray click outside does not lose the answer being written.
 */
export const SupplementDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const m = useMessage();
    return (
        <PortalDialog onClose={onClose} holdsInput width={700} aria-labelledby="supplement-title">
            <DialogTitle id="supplement-title">{m('portal.orders.supplement.title')}</DialogTitle>
            <OrderLoader id={id} frame={DialogContent}>
                {order =>
                    order.supplement ? (
                        <SupplementForm
                            order={order}
                            supplement={order.supplement}
                            onDone={onClose}
                        />
                    ) : (
                        <NoNotice onDone={onClose} />
                    )
                }
            </OrderLoader>
        </PortalDialog>
    );
};
