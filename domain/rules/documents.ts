/** Official documents: the batch download's selection rule, shared by both sides. */

export const NO_DOCUMENT_SELECTED_MSG = '请选择需要下载订单';
/** At most this many documents in one zip. */
export const BATCH_DOWNLOAD_MAX = 50;
export const BATCH_DOWNLOAD_TOO_MANY_MSG = `一次最多下载${BATCH_DOWNLOAD_MAX}份官文`;
