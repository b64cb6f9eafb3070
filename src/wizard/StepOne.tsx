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
import type { PortalDataProvider } from '../../dataProvider';
import { FILE_RULES } from '../../domain/rules/files';
import {
    DESC_MAX,
    NAME_MAX,
    needsIconType,
    needsName,
    validateTrademark,
} from '../../domain/rules/order';
import type { TrademarkErrors } from '../../domain/rules/order';
import { orderAmount } from '../../domain/rules/fee';
import type { TrademarkIconType, TrademarkType } from '../../domain/types/orders';
import { PATHS } from '../routes';
import { ClassPicker } from './ClassPicker';
import { DraftFileSlot } from './DraftFileSlot';
import { classificationsOf, draftStore, itemCountOf, useOrderDraft } from './draft';
import { useCopyOrder } from './useCopyOrder';
import { RiskDialog } from './RiskDialog';
import type { Risk } from './RiskDialog';
import { WizardFooter, WizardFrame, useUnitPrices } from './WizardFrame';

/** Step 1 (`#/home/stepone`): trademark information, classes and items, live fee. */
export const StepOne = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const [params] = useSearchParams();
    const draft = useOrderDraft();
    const prices = useUnitPrices();
    const copying = useCopyOrder(params.get('id'));
    const [checking, setChecking] = useState(false);
    const [generating, setGenerating] = useState(false);
    const [risks, setRisks] = useState<Risk[] | null>(null);
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

    const goOn = () => {
        draftStore.update({ orderAmount: prices.data ? orderAmount([itemCount], prices.data) : 0 });
        navigate(PATHS.stepTwo);
    };

    const next = async () => {
        setTried(true);
        const found = validateTrademark(fields);
        if (Object.keys(found).length) {
            notify(Object.values(found)[0]!, { type: 'warning' });
            return;
        }
        if (!needsName(draft.trademarkType)) return goOn();
        setChecking(true);
        try {
            const name = draft.trademarkName.trim();
            const [nameCheck, duplicate] = await Promise.all([
                dataProvider.checkTrademarkName(name),
                dataProvider.checkDuplicateClassification(name, classificationsOf(draft)),
            ]);
            if (nameCheck.Result === 'BLOCK') {
                notify(nameCheck.Message, { type: 'error' });
                return;
            }
            const found: Risk[] = [];
            if (nameCheck.Result === 'WARN') found.push({ message: nameCheck.Message, groups: [] });
            const groups =
                duplicate.Data?.DuplicateSecondaryClassification?.SecondaryClassification ?? [];
            if (duplicate.Result !== 'PASS') found.push({ message: duplicate.Message, groups });
            if (found.length) setRisks(found);
            else goOn();
        } catch (error) {
            notify((error as Error).message || '操作失败', { type: 'error' });
        } finally {
            setChecking(false);
        }
    };

    const generate = async () => {
        const name = draft.trademarkName.trim();
        if (!name) {
            notify('请输入商标名称', { type: 'warning' });
            return;
        }
        setGenerating(true);
        try {
            const image = await dataProvider.autoTrademarkImage(name);
            draftStore.update({ trademarkIcon: image.url, trademarkIconOsskey: image.ossKey });
        } catch (error) {
            notify((error as Error).message || '生成失败', { type: 'error' });
        } finally {
            setGenerating(false);
        }
    };

    if (copying) return <WizardFrame step={0}>{copying}</WizardFrame>;

    return (
        <WizardFrame step={0}>
            <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
                <FormControl>
                    <FormLabel required>商标类型</FormLabel>
                    <RadioGroup
                        row
                        value={draft.trademarkType}
                        onChange={event =>
                            draftStore.update({
                                trademarkType: Number(event.target.value) as TrademarkType,
                            })
                        }
                    >
                        <FormControlLabel value={1} control={<Radio />} label="文字" />
                        <FormControlLabel value={2} control={<Radio />} label="图形" />
                        <FormControlLabel value={3} control={<Radio />} label="组合" />
                    </RadioGroup>
                </FormControl>
                {needsName(draft.trademarkType) && (
                    <TextField
                        label="商标名称"
                        required
                        value={draft.trademarkName}
                        onChange={event => draftStore.update({ trademarkName: event.target.value })}
                        error={!!errors.trademarkName}
                        helperText={
                            errors.trademarkName ?? `${[...draft.trademarkName].length}/${NAME_MAX}`
                        }
                        slotProps={{ htmlInput: { maxLength: NAME_MAX * 2 } }}
                        sx={{ maxWidth: 480 }}
                    />
                )}
                <TextField
                    label="商标说明"
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
                <FormControl error={!!errors.trademarkIcon}>
                    <FormLabel required sx={{ mb: 1 }}>
                        商标图样
                    </FormLabel>
                    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end' }}>
                        <DraftFileSlot
                            label="商标图样"
                            fields={['trademarkIconOsskey', 'trademarkIcon']}
                            rule={FILE_RULES.icon}
                            upload={{ policy: 'ICON', verifyType: 2 }}
                            error={!!errors.trademarkIcon}
                        />
                        {draft.trademarkType === 1 && (
                            <MuiLink
                                component="button"
                                type="button"
                                onClick={generate}
                                disabled={generating}
                                sx={{ mb: 4 }}
                            >
                                {generating ? <CircularProgress size={14} /> : '自动生成图样'}
                            </MuiLink>
                        )}
                    </Box>
                    <FormHelperText>
                        {errors.trademarkIcon ?? 'JPG、JPEG格式，小于0.2M，400×400至1500×1500像素'}
                    </FormHelperText>
                </FormControl>
                {needsIconType(draft.trademarkType) && (
                    <FormControl error={!!errors.trademarkIconType}>
                        <FormLabel required>图样类型</FormLabel>
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
                            <FormControlLabel value={1} control={<Radio />} label="黑白" />
                            <FormControlLabel value={2} control={<Radio />} label="指定颜色" />
                        </RadioGroup>
                        {errors.trademarkIconType && (
                            <FormHelperText>{errors.trademarkIconType}</FormHelperText>
                        )}
                    </FormControl>
                )}
                <FormControl>
                    <FormLabel required sx={{ mb: 1 }}>
                        商品/服务项目
                    </FormLabel>
                    <ClassPicker
                        value={draft.curSelectedLists}
                        onChange={lists =>
                            draftStore.update({
                                curSelectedLists: lists,
                                smallCheckedIds: lists.flatMap(c => c.items.map(i => i.code)),
                            })
                        }
                        error={errors.items}
                    />
                </FormControl>
                <WizardFooter itemCount={itemCount}>
                    <Button
                        variant="contained"
                        size="large"
                        onClick={next}
                        disabled={checking}
                        startIcon={
                            checking ? <CircularProgress size={18} color="inherit" /> : undefined
                        }
                    >
                        下一步
                    </Button>
                </WizardFooter>
            </Box>
            {risks && (
                <RiskDialog
                    risks={risks}
                    onCancel={() => setRisks(null)}
                    onAccept={() => {
                        setRisks(null);
                        goOn();
                    }}
                />
            )}
        </WizardFrame>
    );
};
