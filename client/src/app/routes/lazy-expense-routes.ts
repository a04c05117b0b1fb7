/** The ersättningar's screens in one chunk, fetched when one is first visited or the dashboard's menu opens. */
export const loadExpenseRoutes = () => import("./expense-routes");
