import { DataTable, List, TextInput } from 'react-admin';
import type { OfficialDocument } from '../../dataProvider/types';
import { EmptyList, LIST_PAGE_SIZE, PortalPagination } from '../common/ListParts';

const filters = [
    <TextInput key="orderId" source="orderId" alwaysOn resettable />,
    <TextInput key="name" source="trademarkName" alwaysOn resettable />,
    <TextInput key="applicant" source="applicant" alwaysOn resettable />,
];

const Column = DataTable.Col<OfficialDocument>;

/** 官文下载 (`#/home/officialdoc`). */
export const OfficialDocumentList = () => (
    <List<OfficialDocument>
        resource="officialDocuments"
        title="portal.menu.officialDoc"
        perPage={LIST_PAGE_SIZE}
        filters={filters}
        pagination={<PortalPagination />}
        exporter={false}
        actions={false}
        empty={false}
    >
        <DataTable<OfficialDocument>
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyList />}
        >
            <Column source="orderId" />
            <Column source="trademarkName" />
            <Column source="cls" />
            <Column source="deliveryTime" />
            <Column source="applicant" />
            <Column source="trademarkNumber" />
            <Column source="officialName" />
        </DataTable>
    </List>
);
