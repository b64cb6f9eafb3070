import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CircularProgress, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { Order } from '../../dataProvider/records';
import { useAction } from '../common/useAction';
import { useMessage } from '../i18n/useMessage';
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
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const navigate = useNavigate();
    const [failed, setFailed] = useState(false);
    const started = useRef<string | null>(null);
    // The order and its class's groups (to file each item under its group) make the draft. A
    // read, but a one-off run from the address: it goes through useAction for the failure's
    // notification like every action, and refreshes nothing.
    const { run } = useAction(
        async (orderId: string) => {
            const order = await dataProvider.getOrderDetail(orderId);
            const groups = await dataProvider.getNiceGroups(order.cls);
            const byItem = new Map(
                groups.flatMap(g =>
                    g.mins.map(item => [
                        item.classificationCode,
                        { code: g.classificationCode, name: g.classificationName },
                    ]),
                ),
            );
            return draftFromOrder(order, code => byItem.get(code));
        },
        {
            refresh: false,
            onSuccess: draft => {
                draftStore.replace(draft);
                navigate(PATHS.stepOne, { replace: true });
            },
            onError: () => setFailed(true),
        },
    );

    useEffect(() => {
        if (!id || started.current === id) return;
        started.current = id;
        run(id);
    }, [id, run]);

    if (!id) return null;
    return failed ? (
        <Typography color="error">{m('portal.wizard.copy.failed')}</Typography>
    ) : (
        <CircularProgress aria-label={m('portal.common.loading')} />
    );
};
