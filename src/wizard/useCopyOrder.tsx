import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CircularProgress, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { Order } from '../../dataProvider/records';
import { PATHS } from '../routes';
import { draftStore, emptyDraft } from './draft';
import type { OrderDraft, SelectedItem } from './draft';

/** A fresh draft holding an existing order's mark and items (the applicant is chosen again). */
export const draftFromOrder = (
    order: Order,
    groupOfItem: (code: string) => { code: string; name: string } | undefined,
): OrderDraft => {
    const codes = order.mins.split(',').filter(Boolean);
    const names = order.minsName.split(',');
    const items: SelectedItem[] = codes.map((code, index) => {
        const group = groupOfItem(code);
        return {
            code,
            name: names[index] ?? code,
            groupCode: group?.code ?? '',
            groupName: group?.name ?? '',
        };
    });
    return {
        ...emptyDraft(),
        trademarkType: order.trademarkType,
        trademarkName: order.trademarkName,
        trademarkDesc: order.trademarkDesc,
        trademarkIcon: order.trademarkIcon,
        trademarkIconType: order.trademarkIconType,
        trademarkIconOsskey: order.trademarkIconOsskey,
        curSelectedLists: items.length
            ? [
                  {
                      code: order.cls,
                      name: order.clsName,
                      groups: [...new Set(items.map(i => i.groupCode))],
                      items,
                  },
              ]
            : [],
        smallCheckedIds: codes,
    };
};

/**
 * `#/home/stepone?id=<order id>` copies an order into the draft once, then drops the id from
 * the address so a reload keeps the user's edits. Answers what to show meanwhile, or null.
 */
export const useCopyOrder = (id: string | null): ReactNode => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const [failed, setFailed] = useState(false);
    const started = useRef<string | null>(null);

    useEffect(() => {
        if (!id || started.current === id) return;
        started.current = id;
        (async () => {
            try {
                const order = await dataProvider.getOrderDetail(id);
                const groups = await dataProvider.getNiceGroups(order.cls);
                const byItem = new Map(
                    groups.flatMap(g =>
                        g.mins.map(m => [
                            m.classificationCode,
                            { code: g.classificationCode, name: g.classificationName },
                        ]),
                    ),
                );
                draftStore.replace(draftFromOrder(order, code => byItem.get(code)));
                navigate(PATHS.stepOne, { replace: true });
            } catch (error) {
                setFailed(true);
                notify((error as Error).message || '获取信息失败', { type: 'error' });
            }
        })();
    }, [id, dataProvider, navigate, notify]);

    if (!id) return null;
    return failed ? (
        <Typography color="error">订单信息获取失败，无法复制</Typography>
    ) : (
        <CircularProgress />
    );
};
