/** The portal's messages of documents (portal.documents.*). Spec messages word for word. */
export const documentsMessages = {};
