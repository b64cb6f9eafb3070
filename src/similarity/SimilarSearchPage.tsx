import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider';
import type { SimilaritySearch } from '../../dataProvider/similarity';
import { NAME_MAX } from '../../domain/rules/order';
import { parseScope } from '../../domain/similarity/scope';
import { ErrorAlert } from '../common/ErrorAlert';
import { onDemand } from '../common/lazyNamed';
import { Loading } from '../common/Loading';
import { saveFile } from '../common/saveFile';
import { useMessage } from '../i18n/useMessage';
import { BusinessSuggest } from '../classSuggest/BusinessSuggest';
import type { TakenItem } from '../classSuggest/BusinessSuggest';
import { SimilarMarkList } from './SimilarMarkList';

/**
 * 近似查询 (`#/home/myorder/similar`, menu 订单管理): a name and the classes or similar groups to
 * search, answered with the earlier marks the examination finds similar or at risk, each
 * explained by the guideline's rules; 导出 writes them to an .xlsx file. The question lives in
 * the address (`?name=&scope=`), so a reload or a shared link asks it again.
 */
export const SimilarSearchPage = () => {
    const m = useMessage();
    const notify = useNotify();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const [params, setParams] = useSearchParams();
    const askedName = (params.get('name') ?? '').trim().slice(0, NAME_MAX * 2);
    const askedScope = params.get('scope') ?? '';
    const [name, setName] = useState(askedName);
    const [scopeText, setScopeText] = useState(askedScope);
    const [error, setError] = useState<string | null>(null);
    const scope = askedScope ? parseScope(askedScope) : null;
    const valid = !!askedName && !!scope && !('error' in scope);

    const query = useQuery({
        queryKey: ['similarMarks', askedName, askedScope],
        queryFn: () =>
            dataProvider.searchSimilar(askedName, scope as { classes: string[]; groups: string[] }),
        enabled: valid,
    });

    const ask = (scopeAsked: string) => {
        const wanted = name.trim();
        const parsed = parseScope(scopeAsked);
        const problem = !wanted
            ? m('portal.wizard.stepOne.nameRequired')
            : 'error' in parsed
              ? parsed.error
              : null;
        setError(problem);
        if (problem) return;
        setParams({ name: wanted, scope: scopeAsked.trim() });
    };
    const submit = (event: FormEvent) => {
        event.preventDefault();
        ask(scopeText);
    };
    /** a class suggested for the business: its ticked items' groups, asked at once */
    const searchSuggested = (items: TakenItem[]) => {
        const groups = [...new Set(items.map(item => item.groupCode))].join(
            m('portal.orders.labels.separator'),
        );
        setScopeText(groups);
        // without a name this says that one is needed
        ask(groups);
    };

    const exportSheet = async (found: SimilaritySearch) => {
        try {
            const { similarityWorkbook } = await onDemand(import('./similarityWorkbook'));
            saveFile(await similarityWorkbook(askedName, askedScope, found, m, new Date()));
        } catch {
            notify(m('portal.similarity.search.exportFailed'), { type: 'error' });
        }
    };

    return (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
            <Title title="portal.menu.similar" />
            <Card>
                <CardContent>
                    <Box
                        component="form"
                        onSubmit={submit}
                        noValidate
                        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
                    >
                        <TextField
                            label={m('resources.orders.fields.trademarkName')}
                            required
                            value={name}
                            onChange={event => setName(event.target.value)}
                            slotProps={{ htmlInput: { maxLength: NAME_MAX * 2 } }}
                            sx={{ flex: '1 1 200px' }}
                        />
                        <TextField
                            label={m('portal.similarity.search.scope')}
                            required
                            value={scopeText}
                            onChange={event => setScopeText(event.target.value)}
                            helperText={m('portal.similarity.search.scopeHint')}
                            sx={{ flex: '1 1 240px' }}
                        />
                        <Button
                            type="submit"
                            variant="contained"
                            startIcon={<SearchIcon />}
                            sx={{ mt: 1 }}
                        >
                            {m('portal.similarity.search.submit')}
                        </Button>
                    </Box>
                    {error && (
                        <Alert severity="warning" sx={{ mt: 2 }} role="alert">
                            {error}
                        </Alert>
                    )}
                    {!error && scope && 'error' in scope && (
                        <Alert severity="warning" sx={{ mt: 2 }} role="alert">
                            {scope.error}
                        </Alert>
                    )}
                    <Box sx={{ mt: 2 }}>
                        <BusinessSuggest
                            onChoose={(_, items) => searchSuggested(items)}
                            chooseLabel={() => m('portal.classSuggest.searchGroups')}
                        />
                    </Box>
                </CardContent>
            </Card>
            {valid && (
                <Card>
                    <CardContent>
                        {query.isPending ? (
                            <Loading />
                        ) : query.isError ? (
                            <ErrorAlert
                                error={query.error}
                                onRetry={() => query.refetch()}
                                retrying={query.isFetching}
                            />
                        ) : (
                            <Stack spacing={1}>
                                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                                    <Button
                                        startIcon={<DownloadIcon />}
                                        onClick={() => exportSheet(query.data)}
                                        disabled={!query.data.marks.length}
                                    >
                                        {m('portal.similarity.search.export')}
                                    </Button>
                                </Box>
                                {query.data.providerGroups.length > 0 && (
                                    <Alert severity="warning">
                                        {m('portal.similarity.search.providerGroups', {
                                            groups: query.data.providerGroups.join(
                                                m('portal.orders.labels.separator'),
                                            ),
                                        })}
                                    </Alert>
                                )}
                                <SimilarMarkList
                                    marks={query.data.marks}
                                    examinedBy={query.data.examinedBy}
                                />
                            </Stack>
                        )}
                    </CardContent>
                </Card>
            )}
        </Box>
    );
};
