import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { todayIn } from "@shared/dates";
import { EXPENSE_KINDS, type ExpenseKind } from "@shared/domain";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { PublicUser } from "@shared/types";
import { buttonVariants } from "@/components/ui/button";
import { ExpenseList } from "@/features/expenses/components/expense-list";
import { MilForm } from "@/features/expenses/components/mil-form";
import { OpenExpense } from "@/features/expenses/components/open-expense";
import { TraktForm } from "@/features/expenses/components/trakt-form";
import { UtlaggForm } from "@/features/expenses/components/utlagg-form";
import type { OfflineExpenseSlot } from "@/features/expenses/lib/offline-expense";
import { QueuedExpenseList } from "@/features/offline/components/queued-expense-list";
import { useExpenseQueue, useQueuedExpenseDraft } from "@/features/offline/hooks/use-expense-queue";
import { useT } from "@/lib/i18n/runtime";
import { LeaveGuardProvider, useGuardedLink } from "@/lib/leave-guard";
import { AccessDenied } from "../dashboard/access-denied";
import { DashboardHeader } from "../dashboard/dashboard-header";
import { EXPENSE_KIND_ICONS as KIND_ICONS } from "./expense-icons";
import { EXPENSE_FORM_PATHS, EXPENSE_LIST_PATH, expensePagePath, kindOfFormPath, queuedExpensePath } from "./expense-paths";
import { NotFoundRoute } from "./not-found-route";
import { receiptUploader } from "./receipt-uploader";
import { SignedIn } from "./signed-in";

/** The way back above a page; from a form with typed changes it asks first. */
function BackLink({ href, label }: { href: string; label: "expenses.form.back" | "expenses.list.title" }) {
  const t = useT(expensesSv);
  const [, navigate] = useLocation();
  const guarded = useGuardedLink(() => navigate(href));
  return (
    <Link href={href} onClick={guarded} className={buttonVariants({ variant: "ghost", className: "self-start px-2" })}>
      <ArrowLeft aria-hidden="true" />
      {t(label)}
    </Link>
  );
}

/** A worker's page of the ersättningar: the header, a way back, and the screen in one phone-wide column. */
function ExpensePage({
  back,
  children,
}: {
  back: { href: string; label: "expenses.form.back" | "expenses.list.title" };
  children: (user: PublicUser) => ReactNode;
}) {
  return (
    <SignedIn>
      {(user) =>
        user.role === "worker" ? (
          <div className="min-h-dvh bg-background">
            <DashboardHeader user={user} />
            <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-3 pt-4 sm:px-6 sm:py-8">
              <LeaveGuardProvider>
                <BackLink {...back} />
                {children(user)}
              </LeaveGuardProvider>
            </main>
          </div>
        ) : (
          // An admin files no expenses (docs/product-rules.md §16); a customer has no part here.
          <AccessDenied />
        )
      }
    </SignedIn>
  );
}

const TO_START = { href: "/", label: "expenses.form.back" } as const;
const TO_LIST = { href: EXPENSE_LIST_PATH, label: "expenses.list.title" } as const;

function ExpenseFormScreen({ kind, clientId }: { kind: ExpenseKind; clientId: string | null }) {
  const t = useT(expensesSv);
  const [, navigate] = useLocation();
  const queue = useExpenseQueue();
  const draft = useQueuedExpenseDraft(clientId);
  const offline: OfflineExpenseSlot = { save: (d) => queue.save({ clientId: d.clientId, body: d.body, files: d.files }) };
  if (draft === undefined) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t("expenses.form.loading")}
      </p>
    );
  }
  if (clientId && draft === null) return <p className="text-sm text-muted-foreground">{t("expenses.form.notInQueue")}</p>;
  const props = {
    today: todayIn(),
    draft,
    offline,
    onDone: () => navigate(EXPENSE_LIST_PATH),
    onCancel: () => navigate(clientId ? EXPENSE_LIST_PATH : "/"),
  };
  if (kind === "utlagg") return <UtlaggForm renderUploader={receiptUploader} {...props} />;
  if (kind === "mil") return <MilForm {...props} />;
  return <TraktForm {...props} />;
}

/** `/ersattning/utlagg`, `/ersattning/mil`, `/ersattning/traktamente`: a new expense, or `?ko={clientId}` a queued one to change. */
export function ExpenseFormRoute() {
  const { kind: slug = "" } = useParams<{ kind: string }>();
  const clientId = new URLSearchParams(useSearch()).get("ko");
  const kind = kindOfFormPath(slug);
  if (!kind) return <NotFoundRoute />;
  return (
    <ExpensePage back={clientId ? TO_LIST : TO_START}>{() => <ExpenseFormScreen key={`${kind}-${clientId}`} kind={kind} clientId={clientId} />}</ExpensePage>
  );
}

/**
 * The three forms, from the list too. On a phone one under the other, the icon beside the name:
 * 'Kilometrówka (milersättning)' is wider than a third of a 390 px screen.
 */
function NewExpenseLinks() {
  const t = useT(expensesSv);
  return (
    <nav aria-label={t("expenses.list.new")} className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
      {EXPENSE_KINDS.map((kind) => {
        const Icon = KIND_ICONS[kind];
        return (
          <Link
            key={kind}
            href={EXPENSE_FORM_PATHS[kind]}
            className={buttonVariants({
              variant: "outline",
              className: "h-auto py-2 text-sm sm:flex-col sm:gap-1 sm:px-1",
            })}
          >
            <Icon aria-hidden="true" className="shrink-0" />
            <span className="min-w-0 whitespace-normal text-center">{t(`expenses.kind.${kind}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

function ExpenseListScreen() {
  const [, navigate] = useLocation();
  const queue = useExpenseQueue();
  return (
    <ExpenseList
      today={todayIn()}
      expenseHref={expensePagePath}
      actions={<NewExpenseLinks />}
      queued={
        <QueuedExpenseList
          expenses={queue.expenses}
          onEdit={(expense) => navigate(queuedExpensePath(expense.body.kind, expense.clientId))}
          onRemove={(clientId) => void queue.remove(clientId)}
          onSendNow={queue.sendNow}
          sending={queue.sending}
        />
      }
    />
  );
}

/** `/ersattningar`: 'Mina ersättningar'. */
export function ExpenseListRoute() {
  return <ExpensePage back={TO_START}>{() => <ExpenseListScreen />}</ExpensePage>;
}

function OpenExpenseScreen({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const back = () => navigate(EXPENSE_LIST_PATH);
  return <OpenExpense id={id} today={todayIn()} renderUploader={receiptUploader} onDone={back} onCancel={back} />;
}

/** `/ersattningar/{id}`: one expense, to change or remove, or to look at once attested. */
export function OpenExpenseRoute() {
  const { id = "" } = useParams<{ id: string }>();
  return <ExpensePage back={TO_LIST}>{() => <OpenExpenseScreen key={id} id={id} />}</ExpensePage>;
}
