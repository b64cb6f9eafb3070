/** The goods line of an earlier mark (近似风险's list and 近似查询's export). */
import type { SimilarMark } from '../../domain/types/classification';
import type { MessageFn } from '../i18n/useMessage';

/** The earlier mark's goods in the shared groups, and how many more it has. */
export const goodsText = (mark: SimilarMark, m: MessageFn): string => {
    const goods = (mark.goods ?? []).join(m('portal.orders.labels.separator'));
    const total = mark.goodsTotal ?? mark.goods?.length ?? 0;
    return total > (mark.goods?.length ?? 0)
        ? m('portal.similarity.goodsMore', { goods, count: total })
        : m('portal.similarity.goods', { goods });
};
