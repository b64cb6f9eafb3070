import { onDemand } from '../common/lazyNamed';
/** 我的订单's overlays, through a loader (src/common/loaders/README.md). */
export const loadOrderOverlays = () => onDemand(import('./OrderOverlays'));
