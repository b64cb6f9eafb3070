import { useId } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { classLabel } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import type { SelectedClass } from './draft';

/**
 * The classes to file after this order as copies of it (描述您的业务's 另建一单), each removable;
 * nothing while there are none.
 */
export const NextClasses = ({
    classes,
    onRemove,
}: {
    classes: readonly SelectedClass[];
    onRemove: (code: string) => void;
}) => {
    const m = useMessage();
    const titleId = useId();
    if (!classes.length) return null;
    return (
        <Box sx={{ mt: 1.5 }} role="group" aria-labelledby={titleId}>
            <Typography id={titleId} variant="body2" color="text.secondary">
                {m('portal.classSuggest.queuedTitle')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                {classes.map(next => (
                    <Chip
                        key={next.code}
                        size="small"
                        label={m('portal.classSuggest.nextClass', {
                            name: classLabel(next.code),
                            count: next.items.length,
                        })}
                        onDelete={() => onRemove(next.code)}
                    />
                ))}
            </Box>
        </Box>
    );
};
