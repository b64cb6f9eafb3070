import { useState } from 'react';
import type { OfficialDocument } from '../../dataProvider/records';
import { ListFrame } from '../common/lists/ListFrame';
import { ExportActions } from '../export/ExportButton';
import { SelectBox, SelectionBar, SelectionSummary } from './DocumentSelection';
import { BatchDownloadButton, RowActions } from './documentRow';
import { DOCUMENT_LIST } from './documentListDef';
import { PdfViewerDialog } from './PdfViewerDialog';

/**
 * 官文下载 (`#/home/officialdoc`): filters (with the delivery-time range) and page in the query
 * string, paging of 10, row view (the PDF viewer) and download, batch download of the selection
 * (已选 N 份 beside it).
 * On a phone, the filters fold under 筛选 and the documents are cards with a selection box.
 */
export const OfficialDocumentList = () => {
    const [viewing, setViewing] = useState<OfficialDocument | null>(null);
    const [known] = useState(() => new Map<OfficialDocument['id'], OfficialDocument>());
    return (
        <>
            <ListFrame<OfficialDocument>
                list={DOCUMENT_LIST}
                actions={
                    <ExportActions list={DOCUMENT_LIST}>
                        <SelectionSummary />
                        <BatchDownloadButton known={known} />
                    </ExportActions>
                }
                rowActions={{
                    render: record => <RowActions record={record} onView={setViewing} />,
                }}
                selectable
                cardLeading={doc => <SelectBox doc={doc} />}
                afterCards={<SelectionBar known={known} />}
            />
            <PdfViewerDialog doc={viewing} onClose={() => setViewing(null)} />
        </>
    );
};
