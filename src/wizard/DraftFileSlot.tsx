import type { FileRule } from '../../domain/rules/files';
import type { UploadFilePolicy, UploadScene } from '../../domain/types/documents';
import { FileSlot, usePolicyUpload } from '../common/FileUpload';
import { PhoneUploadButton } from '../common/phoneUpload/PhoneUploadButton';
import type { FileRef } from '../../domain/types/documents';
import { draftFile, draftStore, useOrderDraft } from './draft';
import type { OrderDraft } from './draft';
import { isGreyIcon } from '../../domain/states/markTypes';

type KeyField = 'trademarkIconOsskey' | 'AuthorizationOssKey' | 'LegalNoticeOssKey';
type UrlField = 'trademarkIcon' | 'SebeAuthorizationOss' | 'SebeLegalNoticeOss';

export interface DraftFileSlotProps {
    label: string;
    /** the draft's pair of spec-named fields holding the file's key and URL */
    fields: [KeyField, UrlField];
    rule: FileRule;
    upload: { policy: UploadFilePolicy; verifyType?: 1 | 2; scene?: UploadScene };
    /** disabled, and why (said on hover over the slot and its 手机上传) */
    disabledReason?: string;
    error?: boolean;
}

const PHONE_POLICIES = new Set<UploadFilePolicy>(['ATTORNEY', 'LEGAL_NOTICE']);

/** An upload slot whose file lives in the order draft (so it survives a reload). */
export const DraftFileSlot = ({
    label,
    fields: [keyField, urlField],
    rule,
    upload,
    disabledReason,
    error,
}: DraftFileSlotProps) => {
    const uploader = usePolicyUpload(upload);
    const draft = useOrderDraft();
    const set = (file: FileRef | null) =>
        draftStore.update({
            [keyField]: file?.ossKey ?? '',
            [urlField]: file?.url ?? '',
        } as Partial<OrderDraft>);
    const slot = (
        <FileSlot
            label={label}
            value={draftFile(draft[keyField], draft[urlField])}
            onChange={set}
            rule={rule}
            upload={uploader}
            disabled={!!disabledReason}
            disabledReason={disabledReason}
            error={error}
            grey={keyField === 'trademarkIconOsskey' && isGreyIcon(draft.trademarkIconType)}
        />
    );
    // Paper documents (the proxy letter, the legal file) may come from a phone's camera.
    if (!PHONE_POLICIES.has(upload.policy)) return slot;
    return (
        <div>
            {slot}
            <PhoneUploadButton
                label={label}
                target={{ policy: upload.policy, scene: upload.scene }}
                rule={rule}
                onUploaded={set}
                disabledReason={disabledReason}
            />
        </div>
    );
};
