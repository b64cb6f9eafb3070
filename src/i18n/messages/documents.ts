/** The portal's messages of official documents (portal.documents.*): the list and the viewer. */
export const documentsMessages = {
    batchDownload: '批量下载',
    viewerTitle: '%{officialName}（%{orderId}）',
    pdf: {
        failed: 'pdf预览失败',
        previous: '上一页',
        next: '下一页',
        zoomOut: '缩小',
        zoomIn: '放大',
    },
};
