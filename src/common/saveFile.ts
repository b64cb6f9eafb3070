/** A file made in the browser: its content and the name it is saved under. */
export interface MadeFile {
    blob: Blob;
    fileName: string;
}

/** Saves a Blob as a file named `fileName`: the browser's download of a link to it. */
export const saveFile = ({ blob, fileName }: MadeFile): void => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // the download has read the URL once the click's task is over
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
