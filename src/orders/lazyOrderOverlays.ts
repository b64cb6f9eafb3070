import { lazyNamed, onDemand } from '../common/lazyNamed';

/**
 * The order overlays (查看, 补正, 重新选择申请人) for any page that opens them, fetched through
 * their loader (src/common/loaders/README.md) when the page is idle or when one opens.
 */
export const loadOverlays = () =>
    onDemand(import('./loadOrderOverlays')).then(loader => loader.loadOrderOverlays());

export const OrderOverlays = lazyNamed(loadOverlays, 'OrderOverlays');
