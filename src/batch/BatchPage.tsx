/**
 * 批量申报 (`#/home/myorder/batch`): the template, the upload of a workbook with its files,
 * the dry run's preview (BatchTable), then the filing of the good rows (useFiling) and its
 * result workbook. docs/batch.md.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title } from 'react-admin';
import { BATCH_MAX_ROWS } from '../../domain/batch/format';
import { onDemand } from '../common/lazyNamed';
import { Loading } from '../common/Loading';
import { saveFile } from '../common/saveFile';
import { useMessage } from '../i18n/useMessage';
import { progressStore } from './progress';
import type { BatchReadProblem, BatchReading } from './readBatch';
import { readInWorker } from './readInWorker';
import { useFiling } from './useFiling';
import { BatchWorkspace } from './BatchWorkspace';

const ACCEPT = '.xlsx,.zip,.jpg,.jpeg,.png,.bmp,.pdf';

export const BatchPage = () => {
    const m = useMessage();
    const input = useRef<HTMLInputElement>(null);
    const [reading, setReading] = useState<BatchReading | null>(null);
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    // each workbook chosen mounts its own workspace
    const [uploads, setUploads] = useState(0);
    const filing = useFiling();
    // read again whenever the page draws: a filing writes it as it goes
    const last = progressStore.get().last;

    const choose = async (chosen: FileList | null) => {
        if (!chosen?.length) return;
        setBusy(true);
        setProblem(null);
        const result = await readInWorker([...chosen]);
        setBusy(false);
        if (input.current) input.current.value = '';
        // a choice that cannot be read changes nothing of the workbook shown
        if (!result.ok) return setProblem(problemText(result, m));
        filing.reset();
        setReading(result);
        setUploads(count => count + 1);
    };

    const template = async () => {
        const { templateWorkbook } = await onDemand(import('./workbooks'));
        saveFile({
            blob: await templateWorkbook({
                column: m('portal.batch.helpSheet.column'),
                help: m('portal.batch.helpSheet.help'),
                example: m('portal.batch.helpSheet.example'),
            }),
            fileName: `${m('portal.batch.templateFile')}.xlsx`,
        });
    };

    const locked = filing.phase === 'running' || filing.phase === 'cancelling';

    return (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 1280 }}>
            <Title title="portal.menu.batch" />
            <Card>
                <CardContent sx={{ display: 'grid', gap: 2 }}>
                    <Typography color="text.secondary">{m('portal.batch.intro')}</Typography>
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                        <Button
                            variant="outlined"
                            startIcon={<DownloadIcon />}
                            onClick={() => void template()}
                        >
                            {m('portal.batch.template')}
                        </Button>
                        <Button
                            variant="contained"
                            startIcon={<UploadFileIcon />}
                            disabled={busy || locked}
                            onClick={() => input.current?.click()}
                        >
                            {m(reading ? 'portal.batch.again' : 'portal.batch.choose')}
                        </Button>
                        <input
                            ref={input}
                            type="file"
                            multiple
                            hidden
                            accept={ACCEPT}
                            aria-label={m('portal.batch.choose')}
                            data-testid="batch-files"
                            onChange={event => void choose(event.target.files)}
                        />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                        {m('portal.batch.chooseHint', { max: BATCH_MAX_ROWS })}
                    </Typography>
                    {last && !last.done && !reading && !busy && (
                        <Alert severity="info">
                            {m('portal.batch.resume', {
                                name: last.workbookName,
                                rows: last.rows,
                                filed: last.filed,
                            })}
                        </Alert>
                    )}
                    {problem && <Alert severity="error">{problem}</Alert>}
                </CardContent>
            </Card>
            {busy && (
                <Box role="status">
                    <Typography color="text.secondary">{m('portal.batch.reading')}</Typography>
                    <Loading />
                </Box>
            )}
            {reading && <BatchWorkspace key={uploads} reading={reading} filing={filing} />}
        </Box>
    );
};

const problemText = (result: BatchReadProblem, m: ReturnType<typeof useMessage>): string => {
    switch (result.problem) {
        case 'noWorkbook':
            return m('portal.batch.problem.noWorkbook');
        case 'manyWorkbooks':
            return m('portal.batch.problem.manyWorkbooks', {
                names: result.names.join(m('portal.batch.lineSeparator')),
            });
        case 'unreadable':
            return m('portal.batch.problem.unreadable', { name: result.name });
        case 'empty':
            return m('portal.batch.problem.empty');
        case 'missingColumns':
            return m('portal.batch.problem.missingColumns', {
                columns: result.columns.join(m('portal.batch.lineSeparator')),
            });
        case 'sameNames':
            return m('portal.batch.problem.sameNames', {
                names: result.names.join(m('portal.batch.lineSeparator')),
            });
        case 'tooManyRows':
            return m('portal.batch.problem.tooManyRows', {
                count: result.count,
                max: BATCH_MAX_ROWS,
            });
    }
};
