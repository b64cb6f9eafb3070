/** The portal's messages of account (portal.account.*). Spec messages word for word. */
export const accountMessages = {};
