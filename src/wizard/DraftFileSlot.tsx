import type { FileRule } from '../../domain/rules/files';
import type { UploadFilePolicy, UploadScene } from '../../domain/types/documents';
import { FileSlot, usePolicyUpload } from '../common/FileUpload';
import { draftFile, draftStore, useOrderDraft } from './draft';
import type { OrderDraft } from './draft';

type KeyField = 'trademarkIconOsskey' | 'AuthorizationOssKey' | 'LegalNoticeOssKey';
type UrlField = 'trademarkIcon' | 'SebeAuthorizationOss' | 'SebeLegalNoticeOss';

export interface DraftFileSlotProps {
    label: string;
    /** the draft's pair of spec-named fields holding the file's key and URL */
    fields: [KeyField, UrlField];
    rule: FileRule;
    upload: { policy: UploadFilePolicy; verifyType?: 1 | 2; scene?: UploadScene };
    disabled?: boolean;
    error?: boolean;
}

/** An upload slot whose file lives in the order draft (so it survives a reload). */
export const DraftFileSlot = ({
    label,
    fields: [keyField, urlField],
    rule,
    upload,
    disabled,
    error,
}: DraftFileSlotProps) => {
    const uploader = usePolicyUpload(upload);
    const draft = useOrderDraft();
    return (
        <FileSlot
            label={label}
            value={draftFile(draft[keyField], draft[urlField])}
            onChange={file =>
                draftStore.update({
                    [keyField]: file?.ossKey ?? '',
                    [urlField]: file?.url ?? '',
                } as Partial<OrderDraft>)
            }
            rule={rule}
            upload={uploader}
            disabled={disabled}
            error={error}
        />
    );
};
