// What the header opens (the logout confirmation, the password and settings dialogs), loaded on
// demand by HeaderBar.tsx: no one sees them on arrival.
export { Confirm } from 'react-admin';
export { ChangePasswordDialog } from '../settings/ChangePasswordDialog';
export { SettingsDialog } from '../settings/SettingsDialog';
