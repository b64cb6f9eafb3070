import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { TopToolbar, useListFilterContext } from 'react-admin';
import { lazyNamed, onDemand } from '../common/lazyNamed';
import { useMessage } from '../i18n/useMessage';
import type { AnyListDefinition } from '../common/lists/listDefinition';

// The dialog and its machinery load when the user exports (ExportOverlay.tsx).
const ExportOverlay = lazyNamed(
    () => onDemand(import('./loadExportOverlay')).then(loader => loader.loadExportOverlay()),
    'ExportOverlay',
);

/**
 * 导出 Excel, in a list's toolbar: every row the list's current filters select (all pages)
 * into an .xlsx file, through the dialog that shows the progress and can cancel it.
 */
export const ExportButton = ({ list }: { list: AnyListDefinition }) => {
    const m = useMessage();
    const { filterValues } = useListFilterContext();
    // the filters as they were when clicked: the dialog's export does not follow later changes
    const [filter, setFilter] = useState<Record<string, unknown> | null>(null);
    const close = useCallback(() => setFilter(null), []);
    return (
        <>
            <Button
                size="small"
                variant="outlined"
                startIcon={<FileDownloadIcon />}
                // the name as written (导出 Excel), not a button's capitals
                sx={{ whiteSpace: 'nowrap', flexShrink: 0, textTransform: 'none' }}
                onClick={() => setFilter({ ...(filterValues as Record<string, unknown>) })}
            >
                {m('portal.export.button')}
            </Button>
            {filter && (
                <Suspense fallback={null}>
                    <ExportOverlay list={list} filter={filter} onClose={close} />
                </Suspense>
            )}
        </>
    );
};

/**
 * A list's toolbar (`<List actions>`) holding 导出 Excel before the list's own buttons; on a
 * phone it sits above the folded filters. (react-admin hands it the list's filters too: unused.)
 */
export const ExportActions = ({
    list,
    children,
}: {
    list: AnyListDefinition;
    children?: ReactNode;
}) => (
    <TopToolbar>
        <ExportButton list={list} />
        {children}
    </TopToolbar>
);
