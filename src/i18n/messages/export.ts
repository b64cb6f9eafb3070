/** The portal's messages of the Excel exports (portal.export.*): the button, its dialog, the sheet. */
export const exportMessages = {
    button: '导出 Excel',
    title: '导出 Excel',
    /** the progress bar's name, and what it says while the rows are read */
    progress: '导出进度',
    starting: '正在读取数据…',
    reading: '已读取 %{loaded} / %{total} 条',
    writing: '正在生成文件…',
    done: '已导出 %{count} 条',
    tooMany: '共 %{total} 条，超过 %{max} 条，请缩小筛选范围后再导出',
    /** a failure whose error has no message of its own */
    failed: '导出失败',
    /** the sheet's first line: the filters in force */
    filters: '筛选条件：%{filters}',
    noFilters: '筛选条件：无',
    filterSeparator: '；',
};
