/** The 手机上传 dialog (with the QR code library), through a loader (README.md). */
export const loadPhoneUploadDialog = () => import('../phoneUpload/PhoneUploadDialog');
