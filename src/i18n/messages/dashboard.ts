/** The portal's messages of dashboard (portal.dashboard.*). Spec messages word for word. */
export const dashboardMessages = {};
