import { useState } from 'react';
import {
    Box,
    Button,
    CircularProgress,
    FormControl,
    FormControlLabel,
    FormHelperText,
    FormLabel,
    Link as MuiLink,
    Radio,
    RadioGroup,
    TextField,
} from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDataProvider, useNotify } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider';
import { FILE_RULES } from '../../domain/rules/files';
import { DESC_MAX, NAME_MAX, validateTrademark } from '../../domain/rules/order';
import { isWordOnly, needsIconType, needsName } from '../../domain/states/markTypes';
import type { TrademarkErrors } from '../../domain/rules/order';
import { orderAmount } from '../../domain/rules/fee';
import type { OrderSummary, TrademarkIconType, TrademarkType } from '../../domain/types/orders';
import { useAction } from '../common/useAction';
import { TRADEMARK_TYPE_LABELS, toChoices } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';
import { addItems, ClassPicker } from './ClassPicker';
import { NextClasses } from './NextClasses';
import { DraftFileSlot } from './DraftFileSlot';
import { classificationsOf, draftStore, itemCountOf, useOrderDraft } from './draft';
import type { NameCheckOutcome } from './draft';
import { useCopyOrder } from './useCopyOrder';
import { RiskDialog } from './RiskDialog';
import type { Risk } from './RiskDialog';
import { NameRisk } from './NameRisk';
import { risksOf } from './riskGroups';
import { useRiskCheck } from './useRiskCheck';
import { ownDuplicateGroups } from './ownDuplicates';
import type { OwnOrderCalls } from './ownDuplicates';
import { WizardFooter, WizardFrame, useUnitPrices } from './WizardFrame';
import { nameCheckKey } from './preflight';
import { useFocusField } from './useFocusField';
import { shortMarks } from './shortMarks';
import { riskAuditEntry } from '../common/riskAudit';

/** Step 1 (`#/home/stepone`): trademark information, classes and items, live fee. */
export const StepOne = () => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const [params] = useSearchParams();
    const draft = useOrderDraft();
    const prices = useUnitPrices();
    const copying = useCopyOrder(params.get('id'));
    const [risks, setRisks] = useState<Risk[] | null>(null);
    useFocusField();
    const itemCount = itemCountOf(draft);

    const fields = {
        trademarkType: draft.trademarkType,
        trademarkName: draft.trademarkName,
        trademarkDesc: draft.trademarkDesc,
        trademarkIconOsskey: draft.trademarkIconOsskey,
        trademarkIconType: draft.trademarkIconType,
        itemCount,
    };
    // Once the user has tried to go on, errors follow the fields as they are corrected.
    const [tried, setTried] = useState(false);
    const errors: TrademarkErrors = tried ? validateTrademark(fields) : {};

    // `outcome`: what the name check found (a figure mark has none to find)
    const goOn = (outcome: NameCheckOutcome, accepted: Risk[] = []) => {
        draftStore.update({
            orderAmount: prices.data ? orderAmount([itemCount], prices.data) : 0,
            nameCheckedFor: nameCheckKey(draft),
            nameCheckOutcome: outcome,
            nameCheckMarks: shortMarks(
                accepted.flatMap(risk => risk.marks ?? []),
                m,
            ),
        });
        navigate(PATHS.stepTwo);
    };

    // The name check and the similarity check, asked while the name is typed (once it is valid
    // and an item is chosen) and shown beside the name; 下一步 takes that answer while it is
    // fresh for the same name and items.
    const nameToCheck = draft.trademarkName.trim();
    const queryClient = useQueryClient();
    const ownOrderCalls: OwnOrderCalls = {
        listOrders: (filter, max) =>
            dataProvider.listAll<OrderSummary & RaRecord>('orders', { filter, max }),
        // the class picker's read of the class, when it has made it
        groupsOf: cls =>
            queryClient.fetchQuery({
                queryKey: ['niceGroups', cls],
                queryFn: () => dataProvider.getNiceGroups(cls),
                staleTime: Infinity,
            }),
    };
    const checkable =
        needsName(draft.trademarkType) &&
        !validateTrademark({ trademarkType: draft.trademarkType, trademarkName: nameToCheck })
            .trademarkName;
    const riskCheck = useRiskCheck({
        key: checkable && itemCount > 0 ? nameCheckKey(draft) : '',
        name: nameToCheck,
        classifications: classificationsOf(draft),
        ask: async (name, classifications) => {
            const [nameCheck, similarity, ownGroups] = await Promise.all([
                dataProvider.checkTrademarkName(name),
                dataProvider.checkSimilarity(name, classifications),
                // which flagged groups the agency filed this name in itself; without it the
                // dialog tells them apart as far as the answer does
                ownDuplicateGroups(ownOrderCalls, name, classifications).catch(() => undefined),
            ]);
            return { nameCheck, similarity, ownGroups };
        },
    });

    // At 下一步: a blocked name stops here, risks are shown to be accepted, and a clean name
    // goes on.
    const check = useAction(() => riskCheck.now(), {
        refresh: false,
        onSuccess: outcome => {
            const found = risksOf(draft.trademarkName.trim(), outcome);
            if (found === 'blocked') {
                notify(outcome.nameCheck.Message, { type: 'error' });
                return;
            }
            if (found.length) setRisks(found);
            else goOn('clear');
        },
    });

    // Who accepted which risk goes to the audit trail where the backend keeps one; the wizard
    // goes on either way (a backend without it answers 404, a failure changes nothing here).
    const acknowledge = (accepted: Risk[]) => {
        const classes = draft.curSelectedLists.map(list => list.code);
        dataProvider
            .acknowledgeRisk(riskAuditEntry(draft.trademarkName, classes, accepted))
            .catch(() => undefined);
    };

    const next = () => {
        setTried(true);
        const found = validateTrademark(fields);
        if (Object.keys(found).length) {
            notify(Object.values(found)[0]!, { type: 'warning' });
            return;
        }
        if (!needsName(draft.trademarkType)) return goOn('');
        check.run();
    };

    const generateIcon = useAction((name: string) => dataProvider.autoTrademarkImage(name), {
        refresh: false,
        onSuccess: image =>
            draftStore.update({ trademarkIcon: image.url, trademarkIconOsskey: image.ossKey }),
    });
    const generate = () => {
        const name = draft.trademarkName.trim();
        if (name) generateIcon.run(name);
        else notify(m('portal.wizard.stepOne.nameRequired'), { type: 'warning' });
    };

    if (copying) return <WizardFrame step={0}>{copying}</WizardFrame>;

    return (
        <WizardFrame step={0}>
            <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
                <FormControl>
                    <FormLabel required>{m('resources.orders.fields.trademarkType')}</FormLabel>
                    <RadioGroup
                        row
                        value={draft.trademarkType}
                        onChange={event =>
                            draftStore.update({
                                trademarkType: Number(event.target.value) as TrademarkType,
                            })
                        }
                    >
                        {toChoices(TRADEMARK_TYPE_LABELS).map(type => (
                            <FormControlLabel
                                key={type.id}
                                value={type.id}
                                control={<Radio />}
                                label={type.name}
                            />
                        ))}
                    </RadioGroup>
                </FormControl>
                {needsName(draft.trademarkType) && (
                    <Box sx={{ display: 'grid', gap: 0.5 }}>
                        <TextField
                            data-field="trademarkName"
                            label={m('resources.orders.fields.trademarkName')}
                            required
                            value={draft.trademarkName}
                            onChange={event =>
                                draftStore.update({ trademarkName: event.target.value })
                            }
                            error={!!errors.trademarkName}
                            helperText={
                                errors.trademarkName ??
                                `${[...draft.trademarkName].length}/${NAME_MAX}`
                            }
                            slotProps={{ htmlInput: { maxLength: NAME_MAX * 2 } }}
                            sx={{ maxWidth: 480 }}
                        />
                        <NameRisk
                            name={nameToCheck}
                            state={riskCheck.state}
                            needsItems={checkable && itemCount === 0}
                            onRetry={riskCheck.retry}
                        />
                    </Box>
                )}
                <TextField
                    data-field="trademarkDesc"
                    label={m('portal.orders.labels.trademarkDesc')}
                    multiline
                    minRows={2}
                    value={draft.trademarkDesc}
                    onChange={event => draftStore.update({ trademarkDesc: event.target.value })}
                    error={!!errors.trademarkDesc}
                    helperText={
                        errors.trademarkDesc ?? `${[...draft.trademarkDesc].length}/${DESC_MAX}`
                    }
                    sx={{ maxWidth: 640 }}
                />
                <FormControl error={!!errors.trademarkIcon} data-field="trademarkIcon">
                    <FormLabel required sx={{ mb: 1 }}>
                        {m('portal.orders.labels.icon')}
                    </FormLabel>
                    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end' }}>
                        <DraftFileSlot
                            label={m('portal.orders.labels.icon')}
                            fields={['trademarkIconOsskey', 'trademarkIcon']}
                            rule={FILE_RULES.icon}
                            upload={{ policy: 'ICON', verifyType: 2 }}
                            error={!!errors.trademarkIcon}
                        />
                        {isWordOnly(draft.trademarkType) && (
                            <MuiLink
                                component="button"
                                type="button"
                                onClick={generate}
                                disabled={generateIcon.busy}
                                sx={{ mb: 4 }}
                            >
                                {generateIcon.busy ? (
                                    <CircularProgress
                                        size={14}
                                        aria-label={m('portal.common.loading')}
                                    />
                                ) : (
                                    m('portal.wizard.stepOne.autoIcon')
                                )}
                            </MuiLink>
                        )}
                    </Box>
                    <FormHelperText>
                        {errors.trademarkIcon ?? m('portal.wizard.stepOne.iconHint')}
                    </FormHelperText>
                </FormControl>
                {needsIconType(draft.trademarkType) && (
                    <FormControl error={!!errors.trademarkIconType} data-field="trademarkIconType">
                        <FormLabel required>{m('portal.wizard.iconType')}</FormLabel>
                        <RadioGroup
                            row
                            value={draft.trademarkIconType ?? ''}
                            onChange={event =>
                                draftStore.update({
                                    trademarkIconType: Number(
                                        event.target.value,
                                    ) as TrademarkIconType,
                                })
                            }
                        >
                            <FormControlLabel
                                value={1}
                                control={<Radio />}
                                label={m('portal.wizard.iconTypes.blackWhite')}
                            />
                            <FormControlLabel
                                value={2}
                                control={<Radio />}
                                label={m('portal.wizard.iconTypes.colour')}
                            />
                        </RadioGroup>
                        {errors.trademarkIconType && (
                            <FormHelperText>{errors.trademarkIconType}</FormHelperText>
                        )}
                    </FormControl>
                )}
                <FormControl data-field="items">
                    <FormLabel required sx={{ mb: 1 }}>
                        {m('resources.orders.fields.minsName')}
                    </FormLabel>
                    <ClassPicker
                        value={draft.curSelectedLists}
                        onChange={lists =>
                            draftStore.update({
                                curSelectedLists: lists,
                                smallCheckedIds: lists.flatMap(c => c.items.map(i => i.code)),
                                // a class this order takes is no longer one to file after it
                                nextClasses: draft.nextClasses.filter(
                                    next => !lists.some(list => list.code === next.code),
                                ),
                            })
                        }
                        error={errors.items}
                        suggest={{
                            description: draft.businessDescription,
                            onDescriptionChange: businessDescription =>
                                draftStore.update({ businessDescription }),
                            queued: draft.nextClasses.map(next => next.code),
                            onQueue: (found, items) => {
                                const next = addItems(
                                    undefined,
                                    { code: found.cls, name: found.clsName },
                                    items,
                                );
                                if (next)
                                    draftStore.update({
                                        nextClasses: [...draft.nextClasses, next],
                                    });
                            },
                        }}
                    />
                    <NextClasses
                        classes={draft.nextClasses}
                        onRemove={code =>
                            draftStore.update({
                                nextClasses: draft.nextClasses.filter(next => next.code !== code),
                            })
                        }
                    />
                </FormControl>
                <WizardFooter itemCount={itemCount}>
                    <Button
                        variant="contained"
                        size="large"
                        // Busy, it ignores clicks but keeps the focus (a disabled button would
                        // drop it), so closing the risk warning gives the focus back to it.
                        onClick={check.busy ? undefined : next}
                        aria-disabled={check.busy}
                        startIcon={
                            check.busy ? (
                                <CircularProgress size={18} color="inherit" aria-hidden />
                            ) : undefined
                        }
                    >
                        {m('portal.wizard.next')}
                    </Button>
                </WizardFooter>
            </Box>
            {risks && (
                <RiskDialog
                    risks={risks}
                    onCancel={() => setRisks(null)}
                    onAccept={() => {
                        acknowledge(risks);
                        setRisks(null);
                        goOn('accepted', risks);
                    }}
                />
            )}
        </WizardFrame>
    );
};
