/** The two agencies (tenants). Balances are filled in from their ledgers (capital.ts). */
import type { AgencyRow } from '../db';

export const buildAgencies = (): AgencyRow[] => [
    {
        id: 1,
        spName: '北京知联商标代理有限公司',
        spContacts: '张伟',
        spPhone: '010-62758899',
        spAccount: 'zhilian_ip',
        balanceFen: 0,
        settings: { login_style: 2, forbidChangePasswordUserIds: [] },
    },
    {
        id: 2,
        spName: '上海申知知识产权代理有限公司',
        spContacts: '刘洋',
        spPhone: '021-64381234',
        spAccount: 'shenzhi_ip',
        balanceFen: 0,
        settings: { login_style: 2, forbidChangePasswordUserIds: [] },
    },
];
