/**
 * What 官文下载 shows of a selection: on a wide screen how many beside 批量下载; on a phone (the
 * cards themselves are the list's, documentListDef) a selection box on each card, and the bar
 * of the selection with its batch download.
 */
import { Box, Button, Checkbox, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useListContext } from 'react-admin';
import type { OfficialDocument } from '../../dataProvider/records';
import { useMessage } from '../i18n/useMessage';
import { BatchDownloadButton } from './documentRow';

type Known = Map<OfficialDocument['id'], OfficialDocument>;

/** A card's selection box, as a row's checkbox: the batch download takes the selected. */
export const SelectBox = ({ doc }: { doc: OfficialDocument }) => {
    const m = useMessage();
    const { selectedIds, onToggleItem } = useListContext<OfficialDocument>();
    return (
        <Checkbox
            checked={selectedIds.includes(doc.id)}
            onChange={() => onToggleItem(doc.id)}
            sx={{ p: 0.5, ml: -0.5 }}
            slotProps={{
                input: {
                    'aria-label': m('portal.documents.select', {
                        officialName: doc.officialName,
                        orderId: doc.orderId,
                    }),
                },
            }}
        />
    );
};

/**
 * Beside 批量下载 on a wide screen, once rows are selected (on any page): how many, and
 * 取消选择. A phone has its selection bar instead.
 */
export const SelectionSummary = () => {
    const m = useMessage();
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const { selectedIds, onUnselectItems } = useListContext<OfficialDocument>();
    if (isPhone) return null;
    // the live region stays in place, so a change of the count is announced
    return (
        <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
            {selectedIds.length > 0 && (
                <>
                    <Typography variant="body2" data-testid="selection-count">
                        {m('portal.documents.selected', { count: selectedIds.length })}
                    </Typography>
                    <Button size="small" onClick={() => onUnselectItems()}>
                        {m('portal.documents.unselect')}
                    </Button>
                </>
            )}
        </Box>
    );
};

/** The selection bar's height, kept free below the cards so it never hides the pager. */
const BAR_HEIGHT = 56;

/**
 * Once documents are selected, how many, with 取消选择 and 批量下载, fixed at the foot of the
 * screen while the user scrolls through the cards (the list's card scrolls sideways, so a
 * sticky bar would stay at the end of the list).
 */
export const SelectionBar = ({ known }: { known: Known }) => {
    const m = useMessage();
    const { selectedIds, onUnselectItems } = useListContext<OfficialDocument>();
    if (selectedIds.length === 0) return null;
    return (
        <>
            <Box sx={{ height: BAR_HEIGHT }} />
            <Box
                role="region"
                aria-label={m('portal.documents.selection')}
                sx={{
                    position: 'fixed',
                    left: 0,
                    right: 0,
                    bottom: 0,
                    zIndex: 'appBar',
                    minHeight: BAR_HEIGHT,
                    boxSizing: 'border-box',
                    display: 'flex',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    gap: 1,
                    px: 2,
                    py: 1,
                    bgcolor: 'background.paper',
                    borderTop: 1,
                    borderColor: 'divider',
                    boxShadow: 3,
                }}
            >
                <Typography variant="body2" sx={{ flex: 1 }}>
                    {m('portal.documents.selected', { count: selectedIds.length })}
                </Typography>
                <Button size="small" onClick={() => onUnselectItems()}>
                    {m('portal.documents.unselect')}
                </Button>
                <BatchDownloadButton known={known} />
            </Box>
        </>
    );
};
