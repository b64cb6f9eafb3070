import { useMemo, useState } from 'react';
import { Box, Chip, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { NiceGroup } from '../../domain/types/classification';
import { classLabel } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import type { SelectedClass, SelectedItem } from './draft';
import { BusinessSuggest } from '../classSuggest/BusinessSuggest';
import type { BusinessSuggestProps } from '../classSuggest/BusinessSuggest';
import { GroupList } from './GroupList';
import { ItemSearch } from './ItemSearch';
import { usePickerTiming } from './pickerTiming';
import { niceClassesQuery } from './queries';

/** Adds an item to the selection of its class (one class per order). */
export const addItem = (
    selection: SelectedClass | undefined,
    cls: { code: string; name: string },
    item: SelectedItem,
): SelectedClass => {
    const base =
        selection && selection.code === cls.code
            ? selection
            : { code: cls.code, name: cls.name, groups: [], items: [] };
    const items = [...base.items, item];
    return { ...base, items, groups: [...new Set(items.map(i => i.groupCode))] };
};

/** Adds items of one class at once. */
export const addItems = (
    selection: SelectedClass | undefined,
    cls: { code: string; name: string },
    items: readonly SelectedItem[],
): SelectedClass | undefined =>
    items.reduce<SelectedClass | undefined>((into, item) => addItem(into, cls, item), selection);

export const removeItem = (selection: SelectedClass, code: string): SelectedClass | undefined => {
    const items = selection.items.filter(i => i.code !== code);
    return items.length
        ? { ...selection, items, groups: [...new Set(items.map(i => i.groupCode))] }
        : undefined;
};

interface ClassPickerProps {
    value: SelectedClass[];
    onChange: (value: SelectedClass[]) => void;
    error?: string;
    /**
     * 描述您的业务 in the wizard: its sentence, kept with the draft, and the other classes filed
     * after this order as copies of it
     */
    suggest?: Pick<
        BusinessSuggestProps,
        'onQueue' | 'queued' | 'description' | 'onDescriptionChange'
    >;
}

/**
 * The class-and-item picker: classes suggested from a description of the business (one click
 * takes a class with its ticked items), a big class, its similar groups and their items, the
 * selected items with remove, and a fuzzy search across every class that adds an item in one
 * click.
 */
export const ClassPicker = ({ value, onChange, error, suggest }: ClassPickerProps) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const selection = value[0];
    const [chosenClass, setBrowsing] = useState<string>('');
    // The class being browsed: the one picked here, else the selection's (e.g. a copied order).
    const browsing = chosenClass || selection?.code || '';
    // a class change waiting for the user's yes: the class, and the items to add in it
    const [pending, setPending] = useState<{
        cls: string;
        items?: SelectedItem[];
        clsName?: string;
    } | null>(null);

    const classes = useQuery(niceClassesQuery(dataProvider));
    const groups = useQuery({
        queryKey: ['niceGroups', browsing],
        queryFn: () => dataProvider.getNiceGroups(browsing),
        enabled: !!browsing,
        staleTime: Infinity,
    });
    const timing = usePickerTiming(groups.data ? browsing : null);
    const className = (code: string) =>
        classes.data?.find(c => c.classificationCode === code)?.classificationName ??
        classLabel(code);

    const set = (next: SelectedClass | undefined) => onChange(next ? [next] : []);

    const toggle = (group: NiceGroup, item: NiceGroup['mins'][number], checked: boolean) => {
        if (!checked && selection) return set(removeItem(selection, item.classificationCode));
        add(browsing, className(browsing), {
            code: item.classificationCode,
            name: item.classificationName,
            groupCode: group.classificationCode,
            groupName: group.classificationName,
        });
    };

    const add = (cls: string, clsName: string, item: SelectedItem) => {
        if (selection?.items.some(i => i.code === item.code)) {
            notify(m('portal.wizard.picker.itemAdded'), { type: 'warning' });
            return;
        }
        if (selection && selection.code !== cls) {
            setPending({ cls, items: [item], clsName });
            return;
        }
        set(addItem(selection, { code: cls, name: clsName }, item));
    };

    /** A suggested class taken with its ticked items (描述您的业务): those not yet added. */
    const addSuggested = (cls: string, clsName: string, items: SelectedItem[]) => {
        if (selection && selection.code !== cls) return setPending({ cls, items, clsName });
        const fresh = items.filter(item => !selection?.items.some(i => i.code === item.code));
        if (!fresh.length)
            return notify(
                m(
                    items.length === 1
                        ? 'portal.wizard.picker.itemAdded'
                        : 'portal.wizard.picker.itemsAdded',
                ),
                { type: 'warning' },
            );
        if (browsing !== cls) timing.chosen(cls);
        setBrowsing(cls);
        set(addItems(selection, { code: cls, name: clsName }, fresh));
    };

    const changeClass = (code: string) => {
        if (selection && selection.code !== code) return setPending({ cls: code });
        timing.chosen(code);
        setBrowsing(code);
    };

    const confirmChange = () => {
        if (!pending) return;
        setBrowsing(pending.cls);
        set(
            pending.items
                ? addItems(
                      undefined,
                      { code: pending.cls, name: pending.clsName ?? className(pending.cls) },
                      pending.items,
                  )
                : undefined,
        );
        setPending(null);
    };

    const checked = useMemo(() => new Set(selection?.items.map(i => i.code)), [selection]);

    return (
        <Box>
            <BusinessSuggest
                onChoose={(found, items) => addSuggested(found.cls, found.clsName, items)}
                chosenClass={selection?.code}
                {...suggest}
            />
            <ItemSearch
                onPick={hit =>
                    add(hit.cls, hit.clsName, {
                        code: hit.code,
                        name: hit.name,
                        groupCode: hit.groupCode,
                        groupName: hit.groupName,
                    })
                }
                isAdded={code => checked.has(code)}
                selectedClass={selection?.code}
            />
            {/* A native select: its options cost nothing to draw or close, so the class's
                groups show within a frame of the choice, and phones open their own picker. */}
            <TextField
                select
                label={m('portal.wizard.picker.bigClass')}
                value={browsing}
                onChange={event => changeClass(event.target.value)}
                size="small"
                sx={{ minWidth: 320, my: 2 }}
                disabled={classes.isPending}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
                <option value="" disabled>
                    {m('portal.wizard.picker.pickClass')}
                </option>
                {(classes.data ?? []).map(c => (
                    <option
                        key={c.classificationCode}
                        value={c.classificationCode}
                        title={c.description}
                    >
                        {m('portal.wizard.picker.classOption', {
                            name: classLabel(c.classificationCode),
                            total: c.total,
                        })}
                    </option>
                ))}
            </TextField>
            {classes.error && (
                <Typography color="error">{(classes.error as Error).message}</Typography>
            )}
            <Box
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2 }}
            >
                <Box sx={{ maxHeight: 480, overflowY: 'auto' }} data-testid="group-list">
                    {!browsing ? (
                        <Typography color="text.secondary" sx={{ p: 2 }}>
                            {m('portal.wizard.picker.chooseClass')}
                        </Typography>
                    ) : groups.isPending ? (
                        <CircularProgress
                            size={24}
                            sx={{ m: 2 }}
                            aria-label={m('portal.common.loading')}
                        />
                    ) : groups.error ? (
                        <Typography color="error">{(groups.error as Error).message}</Typography>
                    ) : (
                        <GroupList groups={groups.data} checked={checked} onToggle={toggle} />
                    )}
                </Box>
                <Paper
                    variant="outlined"
                    sx={{ p: 1.5, alignSelf: 'start' }}
                    data-testid="selected-items"
                >
                    <Typography variant="subtitle2" component="h2" gutterBottom>
                        {m('portal.wizard.picker.selected')}
                        {selection
                            ? m('portal.wizard.picker.selectedOf', {
                                  name: classLabel(selection.code),
                                  count: selection.items.length,
                              })
                            : ''}
                    </Typography>
                    {selection ? (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                            {selection.items.map(item => (
                                <Chip
                                    key={item.code}
                                    size="small"
                                    label={`${item.groupCode} ${item.name}`}
                                    onDelete={() => set(removeItem(selection, item.code))}
                                />
                            ))}
                        </Box>
                    ) : (
                        <Typography variant="body2" color="text.secondary">
                            {m('portal.wizard.picker.noneSelected')}
                        </Typography>
                    )}
                    {error && (
                        <Typography
                            color="error"
                            variant="caption"
                            role="alert"
                            component="div"
                            sx={{ mt: 1 }}
                        >
                            {error}
                        </Typography>
                    )}
                </Paper>
            </Box>
            <Confirm
                isOpen={!!pending}
                title={m('portal.wizard.picker.changeClass')}
                content={
                    pending && selection
                        ? pending.items?.length === 1
                            ? m('portal.wizard.picker.changeClassForItem', {
                                  item: pending.items[0]!.name,
                                  to: classLabel(pending.cls),
                                  from: classLabel(selection.code),
                                  count: selection.items.length,
                              })
                            : m('portal.wizard.picker.changeClassConfirm', {
                                  to: classLabel(pending.cls),
                                  from: classLabel(selection.code),
                                  count: selection.items.length,
                              })
                        : ''
                }
                confirm="portal.common.confirm"
                cancel="portal.common.cancel"
                onConfirm={confirmChange}
                onClose={() => setPending(null)}
            />
        </Box>
    );
};
