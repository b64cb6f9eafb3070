/** The portal's messages of settings (portal.settings.*). Spec messages word for word. */
export const settingsMessages = {};
