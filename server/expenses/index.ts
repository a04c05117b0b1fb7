/** The public face of the `expenses` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { expensesRouter } from "./routes";
export { createExpenseService } from "./service";
export { presentExpense } from "./presenter";
export { expensesOfWorkers, expensesWhere, type ExpenseWithRefs } from "./repo";
