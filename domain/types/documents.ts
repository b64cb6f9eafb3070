/** Stored files, uploads and the office's official documents. Field names are exactly the spec's. */
/** A stored file as the client sees it: an object key plus a URL to fetch it. */
export interface FileRef {
    ossKey: string;
    url: string;
    fileName: string;
}

/** `uploadFilePolicy` of `POST /api/file/uploadFile` (docs/api.md, uploads). */
export const UPLOAD_FILE_POLICIES = ['LEGAL_NOTICE', 'ATTORNEY', 'SUPPLEMENT', 'ICON'] as const;
export type UploadFilePolicy = (typeof UPLOAD_FILE_POLICIES)[number];

/** `fileType` of `POST /sebe_engine/api/file/uploadAdapt`: 1 ID card, 2 licence, 3 passport. */
export type AdaptFileType = 1 | 2 | 3;

/** `scene` of an upload: a LEGAL_NOTICE may be 2 MB in the add view, 10 MB in the edit view. */
export const UPLOAD_SCENES = ['add', 'edit'] as const;
export type UploadScene = (typeof UPLOAD_SCENES)[number];

/** The answer of both upload calls: the stored file plus what the office's engine read. */
export interface UploadAnswer extends FileRef {
    applyName: string;
    applyNumber: string;
    address: string;
    postcode: string;
    provinceName: string;
    /** why nothing was read (uploadAdapt with discern=1), '' otherwise */
    msg: string;
    /** pixel size of an image; null for a PDF */
    width: number | null;
    height: number | null;
}

/** `uploadAdapt`: `discerned` says whether the card's text was read (never offline). */
export interface UploadAdaptAnswer extends UploadAnswer {
    discerned: boolean;
}

/** `downloadLegalNotice`: the generated 法律声明 PDF, pre-filled with the applicant's name. */
export type LegalNoticeAnswer = FileRef;

export interface OfficialDocument {
    id: number;
    orderId: string;
    trademarkName: string;
    cls: string;
    deliveryTime: string;
    applicant: string;
    trademarkNumber: string;
    officialName: string;
    officialFile: FileRef;
}

export interface OfficialDocumentFilter {
    orderId?: string;
    trademarkName?: string;
    applicant?: string;
    startTime?: string;
    endTime?: string;
}

/** `GET /api/preview`: the token-checked URL(s) of the PDF the viewer reads. */
export interface PreviewAnswer {
    urls: string[];
}
