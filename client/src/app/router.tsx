import { Route, Switch } from "wouter";
import { AdminRoute } from "./routes/admin-route";
import { ForgotPasswordRoute } from "./routes/forgot-password-route";
import { HomeRoute } from "./routes/home-route";
import { NotFoundRoute } from "./routes/not-found-route";
import { RegisterRoute } from "./routes/register-route";
import { ResetPasswordRoute } from "./routes/reset-password-route";

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/register" component={RegisterRoute} />
      <Route path="/forgot-password" component={ForgotPasswordRoute} />
      <Route path="/reset-password" component={ResetPasswordRoute} />
      <Route path="/admin" component={AdminRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
