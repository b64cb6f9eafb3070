/** What the account screens' tests share: the agency as `getSpInfo` gives it. */
import type { SpInfo } from '../../domain/types/money';

export const INFO: SpInfo = {
    spName: '北京知联商标代理有限公司',
    spContacts: '张伟',
    spPhone: '010-62758899',
    spAccount: 'zhilian_ip',
    balance: 0,
};
