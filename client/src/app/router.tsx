import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { FullPageLoader } from "@/components/page-state";
import { loadExpenseRoutes } from "./routes/lazy-expense-routes";
import { HomeRoute } from "./routes/home-route";
import { APPROVALS_PAGE_PATH } from "./routes/approvals-path";
import { NotFoundRoute } from "./routes/not-found-route";

/**
 * A screen in its own chunk, fetched when its path is first visited: the entry holds only
 * what `/` needs to show the login (docs/decisions/2026-11-24-client-bundles.md).
 */
function lazyRoute(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function LazyRoute() {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <Screen />
      </Suspense>
    );
  };
}

const RegisterRoute = lazyRoute(() => import("./routes/register-route").then((m) => ({ default: m.RegisterRoute })));
const ForgotPasswordRoute = lazyRoute(() => import("./routes/forgot-password-route").then((m) => ({ default: m.ForgotPasswordRoute })));
const ResetPasswordRoute = lazyRoute(() => import("./routes/reset-password-route").then((m) => ({ default: m.ResetPasswordRoute })));
const AdminRoute = lazyRoute(() => import("./routes/admin-route").then((m) => ({ default: m.AdminRoute })));
const AdminSiteLedgerRoute = lazyRoute(() => import("./routes/site-ledger-route").then((m) => ({ default: m.AdminSiteLedgerRoute })));
const SiteLedgerRoute = lazyRoute(() => import("./routes/site-ledger-route").then((m) => ({ default: m.SiteLedgerRoute })));
const AdminControlRoute = lazyRoute(() => import("./routes/control-route").then((m) => ({ default: m.AdminControlRoute })));
const SiteControlRoute = lazyRoute(() => import("./routes/control-route").then((m) => ({ default: m.SiteControlRoute })));
const AdminLogRoute = lazyRoute(() => import("./routes/control-route").then((m) => ({ default: m.AdminLogRoute })));
// The inspector's page, public and light: none of the signed-in app's screens, zod or jsPDF.
const InspectionRoute = lazyRoute(() => import("./routes/inspection-route").then((m) => ({ default: m.InspectionRoute })));
// The worker's ersättningar (docs/product-rules.md §16): the three forms, the list and one expense share a chunk.
const ExpenseFormRoute = lazyRoute(() => loadExpenseRoutes().then((m) => ({ default: m.ExpenseFormRoute })));
const ExpenseListRoute = lazyRoute(() => loadExpenseRoutes().then((m) => ({ default: m.ExpenseListRoute })));
const OpenExpenseRoute = lazyRoute(() => loadExpenseRoutes().then((m) => ({ default: m.OpenExpenseRoute })));
// 'Att godkänna' (docs/product-rules.md §18), for whoever leads a project and for an admin.
const ApprovalsRoute = lazyRoute(() => import("./routes/approvals-route").then((m) => ({ default: m.ApprovalsRoute })));
const CheckinRoute = lazyRoute(() => import("./routes/checkin-route").then((m) => ({ default: m.CheckinRoute })));

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/register" component={RegisterRoute} />
      <Route path="/forgot-password" component={ForgotPasswordRoute} />
      <Route path="/reset-password" component={ResetPasswordRoute} />
      <Route path="/admin" component={AdminRoute} />
      <Route path="/admin/byggarbetsplatser/:siteId" component={AdminSiteLedgerRoute} />
      <Route path="/admin/byggarbetsplatser/:siteId/kontroll" component={AdminControlRoute} />
      <Route path="/admin/byggarbetsplatser/:siteId/logg" component={AdminLogRoute} />
      <Route path="/platser/:siteId/personalliggare" component={SiteLedgerRoute} />
      <Route path="/platser/:siteId/kontroll" component={SiteControlRoute} />
      <Route path="/kontroll/:token" component={InspectionRoute} />
      <Route path="/checkin/:siteId" component={CheckinRoute} />
      <Route path="/ersattning/:kind" component={ExpenseFormRoute} />
      <Route path="/ersattningar" component={ExpenseListRoute} />
      <Route path="/ersattningar/:id" component={OpenExpenseRoute} />
      <Route path={APPROVALS_PAGE_PATH} component={ApprovalsRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
