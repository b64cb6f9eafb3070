/** The portal's messages of orders (portal.orders.*). Spec messages word for word. */
export const ordersMessages = {
    unknownFilter: '链接中的筛选条件无效，已忽略',
};
