/**
 * The portal's messages of the overview (portal.dashboard.*). Spec messages word for word. The
 * order cards are named by the states' table (domain/rules/dashboard.ts), the applicant card by
 * resources.applicants.name.
 */
export const dashboardMessages = {
    trend: '订单趋势（近30天）',
    orderCount: '订单数',
};
