/** The portal's messages of applicants (portal.applicants.*). Spec messages word for word. */
export const applicantsMessages = {};
