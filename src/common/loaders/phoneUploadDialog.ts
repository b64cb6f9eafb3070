import { onDemand } from '../lazyNamed';
/** The 手机上传 dialog (with the QR code library), through a loader (README.md). */
export const loadPhoneUploadDialog = () => onDemand(import('../phoneUpload/PhoneUploadDialog'));
