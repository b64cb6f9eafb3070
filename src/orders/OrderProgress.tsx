import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ProgressStep } from '../../dataProvider/records';
import {
    CORRECTION_ABANDONED_STATE,
    CORRECTION_SUBMITTED_STATE,
    CORRECTION_TIMED_OUT_STATE,
} from '../../domain/states/supplements';
import { useFileUrl } from '../common/fileUrl';
import { ORDER_STATE_LABELS, orderStateTone, SUPPLEMENT_STATE_LABELS } from '../i18n/labels';
import type { BadgeTone } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { NoRows } from './OrderLoader';

type Message = ReturnType<typeof useMessage>;

const labelOf = (step: ProgressStep, m: Message): string => {
    switch (step.kind) {
        case 'filed':
            return m('portal.orders.progress.filed');
        case 'notice':
            return m('portal.orders.progress.notice');
        case 'corrected':
            return SUPPLEMENT_STATE_LABELS[CORRECTION_SUBMITTED_STATE];
        case 'abandoned':
            return SUPPLEMENT_STATE_LABELS[CORRECTION_ABANDONED_STATE];
        case 'timedOut':
            return SUPPLEMENT_STATE_LABELS[CORRECTION_TIMED_OUT_STATE];
        case 'state':
            return step.state === null
                ? ''
                : (ORDER_STATE_LABELS[step.state] ??
                      m('portal.orders.progress.unknownState', { state: step.state }));
    }
};

const TONES: Record<Exclude<ProgressStep['kind'], 'state'>, BadgeTone> = {
    filed: 'info',
    notice: 'warning',
    corrected: 'success',
    abandoned: 'default',
    timedOut: 'error',
};

const toneOf = (step: ProgressStep): BadgeTone =>
    step.kind === 'state'
        ? step.state === null
            ? 'default'
            : orderStateTone(step.state)
        : TONES[step.kind];

const DOT_COLORS: Record<BadgeTone, string> = {
    default: 'grey.500',
    info: 'info.main',
    success: 'success.main',
    warning: 'warning.main',
    error: 'error.main',
};

/** The lines under a step's name: the office's words, the review's note, the correction's text, dates. */
const detailsOf = (step: ProgressStep, m: Message): string[] => {
    const lines: string[] = [];
    if (step.content) lines.push(m('portal.orders.progress.content', { text: step.content }));
    if (step.note) {
        lines.push(
            step.kind === 'corrected'
                ? m('portal.orders.progress.explanation', { text: step.note })
                : m('portal.orders.progress.reviewNote', { note: step.note }),
        );
    }
    if (step.deliveryTime && step.deliveryTime !== step.time)
        lines.push(m('portal.orders.progress.deliveryTime', { time: step.deliveryTime }));
    if (step.deadline) lines.push(m('portal.orders.progress.deadline', { time: step.deadline }));
    return lines;
};

const Step = ({ step, last }: { step: ProgressStep; last: boolean }) => {
    const m = useMessage();
    const fileUrl = useFileUrl();
    const files = step.files.filter(file => file.url);
    return (
        <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
            {/* the dot and the line down to the next step */}
            <Box
                aria-hidden
                sx={{
                    flex: '0 0 14px',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                }}
            >
                <Box
                    sx={{
                        width: 12,
                        height: 12,
                        mt: '5px',
                        borderRadius: '50%',
                        bgcolor: DOT_COLORS[toneOf(step)],
                    }}
                />
                {!last && <Box sx={{ flex: 1, width: 2, my: 0.5, bgcolor: 'divider' }} />}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0, pb: last ? 0 : 2.5 }}>
                <Box
                    sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'baseline',
                        columnGap: 2,
                    }}
                >
                    <Typography
                        component="span"
                        variant="subtitle2"
                        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    >
                        {labelOf(step, m)}
                    </Typography>
                    {step.time && (
                        <Typography
                            component="span"
                            variant="body2"
                            color="text.secondary"
                            sx={{ whiteSpace: 'nowrap' }}
                        >
                            {step.time}
                        </Typography>
                    )}
                </Box>
                {detailsOf(step, m).map(line => (
                    <Typography
                        key={line}
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                    >
                        {line}
                    </Typography>
                ))}
                {files.length > 0 && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                        {files.map((file, i) => (
                            <Button
                                key={`${file.url}-${i}`}
                                size="small"
                                variant="outlined"
                                startIcon={<DownloadIcon />}
                                href={fileUrl(file.url)}
                                download={file.fileName}
                            >
                                {files.length === 1
                                    ? m('portal.common.download')
                                    : m('portal.orders.progress.downloadNth', { n: i + 1 })}
                            </Button>
                        ))}
                    </Box>
                )}
            </Box>
        </Box>
    );
};

/**
 * 商标进度跟踪: the order's steps from its filing, oldest first, as a vertical timeline that
 * reads the same on a phone (each step's name on one line, its time beside or under it).
 */
export const OrderProgress = ({ steps }: { steps: ProgressStep[] }) => {
    const m = useMessage();
    if (steps.length === 0) return <NoRows />;
    return (
        <Box
            component="ol"
            aria-label={m('portal.orders.detail.progress')}
            sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 720 }}
        >
            {steps.map((step, index) => (
                <Step
                    key={`${step.kind}-${step.state ?? ''}-${index}`}
                    step={step}
                    last={index === steps.length - 1}
                />
            ))}
        </Box>
    );
};
