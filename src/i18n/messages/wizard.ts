/** The portal's messages of wizard (portal.wizard.*). Spec messages word for word. */
export const wizardMessages = {};
