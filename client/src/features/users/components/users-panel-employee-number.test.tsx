// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ADMIN_ID, gone, panelHandlers } from "@/test/users-panel-handlers";
import { UsersPanel } from "./users-panel";

/* The Användare tab's 'Anställningsnummer': the number PAXml names a worker by (docs/product-rules.md §10). */

const row = (name: string) => screen.getByRole("listitem", { name });

describe("UsersPanel", () => {
  describe("Anställningsnummer", () => {
    const numbered = buildUser({ employeeNumber: "1042" });
    const listed = (...handlers: RequestHandler[]) => {
      const mock = mockApi(
        ...handlers,
        http.get("/api/users", () =>
          HttpResponse.json([numbered, buildUser({ id: ADMIN_ID, fullName: "Anna Lindqvist", role: "admin", username: "anna", email: "admin@demo.se" })]),
        ),
        ...panelHandlers(),
      );
      renderWithProviders(<UsersPanel currentUserId={ADMIN_ID} />);
      return mock;
    };

    it("shows the number in the list, and marks a worker without one", async () => {
      mockApi(
        http.get("/api/users", () => HttpResponse.json([numbered, buildUser({ id: gone.id, fullName: "Olle Berg", username: "olle" })])),
        ...panelHandlers(),
      );
      renderWithProviders(<UsersPanel currentUserId={ADMIN_ID} />);
      expect(await within(await screen.findByRole("listitem", { name: "Erik Andersson" })).findByText("1042")).toBeInTheDocument();
      expect(within(row("Olle Berg")).getByText("Anst.nr saknas")).toBeInTheDocument();
    });

    it("sends the number on create, trimmed", async () => {
      const { callsTo } = listed(http.post("/api/users", () => HttpResponse.json(numbered, { status: 201 })));
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Ny användare" }));
      await user.type(screen.getByLabelText("Användarnamn"), "kalle");
      await user.type(screen.getByLabelText("Fullständigt namn"), "Kalle Åberg");
      await user.type(screen.getByLabelText("E-post"), "kalle@example.se");
      await user.type(screen.getByLabelText("Anställningsnummer"), " 2001 ");
      await user.type(screen.getByLabelText("Lösenord"), "hemligt1");
      await user.click(screen.getByRole("button", { name: "Skapa användare" }));
      expect(await screen.findByText("Användaren har skapats")).toBeInTheDocument();
      expect(callsTo("POST", "/api/users")[0].body).toMatchObject({ employeeNumber: "2001" });
    });

    it("prefills it on edit and clears it when emptied", async () => {
      const { callsTo } = listed(http.patch(`/api/users/${numbered.id}`, () => HttpResponse.json({ ...numbered, employeeNumber: null })));
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
      expect(screen.getByLabelText("Anställningsnummer")).toHaveValue("1042");
      await user.clear(screen.getByLabelText("Anställningsnummer"));
      await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
      expect(await screen.findByText("Användaren har uppdaterats")).toBeInTheDocument();
      expect(callsTo("PATCH", `/api/users/${numbered.id}`)[0].body).toMatchObject({ employeeNumber: null });
    });

    it("refuses more than 20 characters before sending", async () => {
      const { callsTo } = listed();
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
      await user.clear(screen.getByLabelText("Anställningsnummer"));
      await user.type(screen.getByLabelText("Anställningsnummer"), "x".repeat(21));
      await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
      expect(await screen.findByText("Anställningsnumret får vara högst 20 tecken")).toBeInTheDocument();
      expect(callsTo("PATCH", `/api/users/${numbered.id}`)).toHaveLength(0);
    });

    it("shows a taken number (409) under the field and keeps the form open", async () => {
      listed(http.patch(`/api/users/${numbered.id}`, reply(409, { code: "payroll.employee-number-taken", message: "Anställningsnumret används redan" })));
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
      await user.clear(screen.getByLabelText("Anställningsnummer"));
      await user.type(screen.getByLabelText("Anställningsnummer"), "1001");
      await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
      const input = screen.getByLabelText("Anställningsnummer");
      await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
      expect(input).toHaveAccessibleDescription("Anställningsnumret används redan");
      expect(screen.getByRole("button", { name: "Spara ändringar" })).toBeInTheDocument();
    });
  });
});
