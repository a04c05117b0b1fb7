// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

describe("Dialog", () => {
  it("opens from its trigger and closes with 'Stäng'", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Visa</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Tidsrapport - Detaljer</DialogTitle>
            <DialogDescription>Rapporten i detalj.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole("button", { name: "Visa" }));
    expect(screen.getByRole("dialog", { name: "Tidsrapport - Detaljer" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stäng" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("Tabs", () => {
  it("shows the chosen tab's panel", async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="arbetare">
        <TabsList>
          <TabsTrigger value="arbetare">Arbetare</TabsTrigger>
          <TabsTrigger value="projekt">Projekt</TabsTrigger>
        </TabsList>
        <TabsContent value="arbetare">Veckoöversikt</TabsContent>
        <TabsContent value="projekt">Projektlista</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Veckoöversikt");
    await user.click(screen.getByRole("tab", { name: "Projekt" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Projektlista");
  });
});
