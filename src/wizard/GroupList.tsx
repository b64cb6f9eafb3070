import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, useId, useState } from 'react';
import type { NiceGroup } from '../../domain/types/classification';
import { useMessage } from '../i18n/useMessage';

/**
 * The similar groups of a class, each a row that opens on its items. A class has up to 54
 * groups and 1,067 items, so a row is a plain button (no transition, no ripple) and a group's
 * items render only while it is open: the list paints within a frame of the class's choice.
 */
export const GroupList = memo(function GroupList({
    groups,
    checked,
    onToggle,
}: {
    groups: readonly NiceGroup[];
    checked: ReadonlySet<string>;
    onToggle: (group: NiceGroup, item: NiceGroup['mins'][number], checked: boolean) => void;
}) {
    return (
        <Rows>
            {groups.map(group => (
                <GroupRow
                    key={group.classificationCode}
                    group={group}
                    checkedCount={
                        group.mins.filter(item => checked.has(item.classificationCode)).length
                    }
                    checked={checked}
                    onToggle={onToggle}
                />
            ))}
        </Rows>
    );
});

/**
 * One style for every row, its header and its items: the rows themselves are plain elements,
 * so a class's groups cost no per-row styling work.
 */
const Rows = styled('div')(({ theme }) => ({
    '& .group': { borderBottom: `1px solid ${theme.palette.divider}` },
    '& .group-header': {
        all: 'unset',
        boxSizing: 'border-box',
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing(1),
        minHeight: 48,
        padding: theme.spacing(0, 2),
        cursor: 'pointer',
        ...theme.typography.body2,
        '&:hover': { backgroundColor: theme.palette.action.hover },
        '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
        },
    },
    '& .group-count': { ...theme.typography.caption, color: theme.palette.text.secondary },
    '& .group-chevron': {
        marginLeft: 'auto',
        flexShrink: 0,
        width: 20,
        height: 20,
        fill: theme.palette.action.active,
    },
    '& .group-header[aria-expanded="true"] .group-chevron': { transform: 'rotate(180deg)' },
    '& .group-items': {
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: theme.spacing(1),
        padding: theme.spacing(1, 2, 2),
    },
}));

/** The expand chevron (Material's "expand more"), drawn without an icon component. */
const Chevron = () => (
    <svg className="group-chevron" viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </svg>
);

const GroupRow = ({
    group,
    checkedCount,
    checked,
    onToggle,
}: {
    group: NiceGroup;
    checkedCount: number;
    checked: ReadonlySet<string>;
    onToggle: (group: NiceGroup, item: NiceGroup['mins'][number], checked: boolean) => void;
}) => {
    const m = useMessage();
    const [open, setOpen] = useState(false);
    const itemsId = useId();
    return (
        <section className="group" data-testid="nice-group">
            <button
                type="button"
                className="group-header"
                aria-expanded={open}
                aria-controls={open ? itemsId : undefined}
                onClick={() => setOpen(!open)}
            >
                <span>
                    {group.classificationCode} {group.classificationName}{' '}
                    <span className="group-count">
                        {m('portal.wizard.picker.groupCount', {
                            checked: checkedCount,
                            total: group.total,
                        })}
                    </span>
                </span>
                <Chevron />
            </button>
            {open && (
                <div
                    className="group-items"
                    id={itemsId}
                    role="group"
                    aria-label={group.classificationName}
                >
                    {group.mins.map((item, index) => (
                        <FormControlLabel
                            // Synonyms share a code (纯碱 and 苏打灰 are both 010100).
                            key={`${item.classificationCode}-${index}`}
                            control={
                                <Checkbox
                                    size="small"
                                    checked={checked.has(item.classificationCode)}
                                    onChange={event => onToggle(group, item, event.target.checked)}
                                />
                            }
                            label={
                                <Typography variant="body2">{item.classificationName}</Typography>
                            }
                        />
                    ))}
                </div>
            )}
        </section>
    );
};
