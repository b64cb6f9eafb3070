/** The portal's messages of official documents (portal.documents.*): the list and the viewer. */
export const documentsMessages = {
    batchDownload: '批量下载',
    viewerTitle: '%{officialName}（%{orderId}）',
    /** a phone's card: its selection box, and the bar of what is selected */
    select: '选择%{officialName}（%{orderId}）',
    selection: '已选官文',
    selected: '已选 %{count} 份',
    unselect: '取消选择',
    pdf: {
        failed: 'pdf预览失败',
        previous: '上一页',
        next: '下一页',
        zoomOut: '缩小',
        zoomIn: '放大',
        /** the scrolling page area (the arrow keys scroll a zoomed page) */
        pageArea: '文档页面',
    },
};
