import type { CapitalDetail } from '../../dataProvider/records';
import { ListFrame } from '../common/lists/ListFrame';
import { ExportActions } from '../export/ExportButton';
import { CAPITAL_DETAIL_LIST } from './capitalDetailListDef';

/**
 * 收支明细 (`#/home/usercenter/userlist`): filters and page in the query string, paging of 10,
 * signed money and the balance after each record. The server decides the order (newest first),
 * so no column sorts. On a phone, the filters fold under 筛选 and the records are cards.
 */
export const CapitalDetailList = () => (
    <ListFrame<CapitalDetail>
        list={CAPITAL_DETAIL_LIST}
        actions={<ExportActions list={CAPITAL_DETAIL_LIST} />}
    />
);
