import { Box, Button, List, ListItem, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Cancel';
import HelpIcon from '@mui/icons-material/HelpOutline';
import { Link as RouterLink } from 'react-router-dom';
import { balanceAfter } from '../../domain/rules/fee';
import { formatMoney } from '../common/format';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';
import type { PreflightFacts, PreflightItem } from './preflight';

const ICONS = {
    pass: <CheckIcon color="success" fontSize="small" aria-hidden />,
    fail: <ErrorIcon color="error" fontSize="small" aria-hidden />,
    unknown: <HelpIcon color="action" fontSize="small" aria-hidden />,
    loading: <HelpIcon color="disabled" fontSize="small" aria-hidden />,
};

/**
 * Step 3's 提交前检查: every rule of the order, green or red, each red one with 去修改 (the step
 * and field, `?field=`) or, for a short balance, 去充值 (the top-up dialog, on this page).
 */
export const PreflightList = ({
    items,
    facts,
    fee,
    onTopUp,
}: {
    items: readonly PreflightItem[];
    facts: PreflightFacts;
    fee: number | null;
    onTopUp: (amount: number) => void;
}) => {
    const m = useMessage();
    const failed = items.filter(i => i.status === 'fail').length;
    const loading = items.some(i => i.status === 'loading');
    return (
        <Box component="section" aria-labelledby="preflight-title" sx={{ mt: 3 }}>
            <Typography id="preflight-title" variant="h6" component="h2">
                {m('portal.preflight.title')}
            </Typography>
            <Typography role="status" color={failed ? 'error' : 'text.secondary'} variant="body2">
                {failed
                    ? m('portal.preflight.summary.failed', { count: failed })
                    : loading
                      ? m('portal.preflight.summary.loading')
                      : m('portal.preflight.summary.ok')}
            </Typography>
            <List dense aria-label={m('portal.preflight.title')}>
                {items.map(item => (
                    <ListItem
                        key={item.id}
                        data-preflight={item.id}
                        data-status={item.status}
                        sx={{ gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
                    >
                        {ICONS[item.status]}
                        <Box sx={{ flex: 1, minWidth: 200 }}>
                            <Typography variant="body2">
                                {m(`portal.preflight.items.${item.id}`)}
                                {' · '}
                                <Typography
                                    component="span"
                                    variant="body2"
                                    color={item.status === 'fail' ? 'error' : 'text.secondary'}
                                >
                                    {m(`portal.preflight.status.${item.status}`)}
                                </Typography>
                            </Typography>
                            {item.status === 'fail' &&
                                (item.reason ||
                                    item.id === 'nameCheck' ||
                                    item.id === 'balance') && (
                                    <Typography variant="caption" color="error" component="p">
                                        {item.id === 'nameCheck'
                                            ? m('portal.preflight.nameCheckAgain')
                                            : item.id === 'balance' &&
                                                typeof facts.balance === 'number' &&
                                                fee !== null &&
                                                item.fix &&
                                                'topUp' in item.fix
                                              ? m('portal.preflight.balanceShort', {
                                                    balance: formatMoney(facts.balance),
                                                    fee: formatMoney(fee),
                                                    short: formatMoney(item.fix.amount),
                                                })
                                              : item.reason}
                                    </Typography>
                                )}
                            {item.id === 'balance' &&
                                item.status === 'pass' &&
                                typeof facts.balance === 'number' &&
                                fee !== null && (
                                    <Typography
                                        variant="caption"
                                        color="text.secondary"
                                        component="p"
                                        data-testid="balance-after"
                                    >
                                        {m('portal.preflight.balanceEnough', {
                                            balance: formatMoney(facts.balance),
                                            fee: formatMoney(fee),
                                            after: formatMoney(balanceAfter(facts.balance, fee)),
                                        })}
                                    </Typography>
                                )}
                            {item.found && (
                                <Typography
                                    variant="caption"
                                    color="text.secondary"
                                    component="p"
                                    data-testid="name-check-found"
                                >
                                    {m(`portal.preflight.nameCheckFound.${item.found}`)}
                                </Typography>
                            )}
                            {item.marks && (
                                <Typography
                                    variant="caption"
                                    color="warning.main"
                                    component="p"
                                    data-testid="name-check-marks"
                                >
                                    {m('portal.similarity.accepted', { marks: item.marks })}
                                </Typography>
                            )}
                            {item.status === 'unknown' && (
                                <Typography variant="caption" color="text.secondary" component="p">
                                    {m('portal.preflight.unknownHint')}
                                </Typography>
                            )}
                        </Box>
                        {item.status === 'fail' &&
                            item.fix &&
                            ('topUp' in item.fix ? (
                                <Button
                                    size="small"
                                    variant="contained"
                                    color="secondary"
                                    onClick={() =>
                                        item.fix && 'topUp' in item.fix && onTopUp(item.fix.amount)
                                    }
                                >
                                    {m('portal.preflight.topUp')}
                                </Button>
                            ) : (
                                <Button
                                    size="small"
                                    component={RouterLink}
                                    to={`${PATHS[item.fix.step]}?field=${item.fix.field}`}
                                    aria-label={`${m('portal.preflight.fix')} ${m(`portal.preflight.items.${item.id}`)}`}
                                >
                                    {m('portal.preflight.fix')}
                                </Button>
                            ))}
                    </ListItem>
                ))}
            </List>
        </Box>
    );
};
