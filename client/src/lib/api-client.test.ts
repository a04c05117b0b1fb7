// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, reply } from "@/test/msw";
import { ApiError, apiPost, apiRequest, errorMessage } from "./api-client";

describe("apiRequest", () => {
  it("sends JSON with the session cookie and returns the parsed body", async () => {
    const { calls } = mockApi(http.post("/api/login", () => HttpResponse.json({ id: "1" })));
    await expect(apiPost("/api/login", { email: "a@b.se", password: "x" })).resolves.toEqual({ id: "1" });
    expect(calls[0]).toMatchObject({ method: "POST", body: { email: "a@b.se", password: "x" }, credentials: "include" });
    expect(calls[0].headers.get("Content-Type")).toBe("application/json");
  });

  it("returns undefined for an empty body", async () => {
    mockApi(http.post("/api/logout", reply(200)));
    await expect(apiPost("/api/logout")).resolves.toBeUndefined();
  });

  it("turns a failed response into an ApiError carrying the server's message and field errors", async () => {
    const body = { message: "Ogiltiga uppgifter", errors: { email: "Ogiltig e-postadress" } };
    mockApi(http.post("/api/register", reply(400, body)));
    const error = await apiPost("/api/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe("Ogiltiga uppgifter");
    expect(apiError.fieldErrors).toEqual({ email: "Ogiltig e-postadress" });
    expect(apiError.toString()).toBe(`400: ${JSON.stringify(body)}`);
  });

  it("writes status, colon, space and the status text when the body is empty", async () => {
    mockApi(http.get("/api/projects", reply(500)));
    const error = (await apiRequest("GET", "/api/projects").catch((e: unknown) => e)) as ApiError;
    expect(error.toString()).toBe("500: Internal Server Error");
    expect(error.message).toBe("500: Internal Server Error");
    expect(error.serverMessage).toBeUndefined();
  });

  it("uses a non-JSON body as it is", () => {
    const error = new ApiError(502, "Bad Gateway", "upstream down");
    expect(error.message).toBe("502: upstream down");
    expect(String(error)).toBe("502: upstream down");
  });
});

describe("errorMessage", () => {
  it("prefers the server's sentence and falls back otherwise", () => {
    expect(errorMessage(new ApiError(409, "Conflict", JSON.stringify({ message: "E-postadressen används redan" })), "Kunde inte skapa konto")).toBe(
      "E-postadressen används redan",
    );
    expect(errorMessage(new ApiError(500, "Internal Server Error", ""), "Kunde inte skapa konto")).toBe("Kunde inte skapa konto");
    expect(errorMessage(new TypeError("Failed to fetch"), "Kunde inte skapa konto")).toBe("Kunde inte skapa konto");
  });
});
