import { describe, expect, it } from "vitest";
import { orgNumberSchema } from "./payroll";

describe("orgNumberSchema", () => {
  it("writes ten digits without the hyphen as NNNNNN-NNNN and keeps a number typed with it", () => {
    expect(orgNumberSchema.parse("5560360793")).toBe("556036-0793");
    expect(orgNumberSchema.parse(" 5560360793 ")).toBe("556036-0793");
    expect(orgNumberSchema.parse("556036-0793")).toBe("556036-0793");
    expect(orgNumberSchema.parse("")).toBe("");
  });

  it("still checks the check digit and refuses other shapes", () => {
    const message = (value: string) => orgNumberSchema.safeParse(value).error?.issues[0]?.message;
    expect(message("5560360794")).toBe("Organisationsnumret är inte giltigt (kontrollsiffran stämmer inte)");
    expect(message("556036079")).toBe("Organisationsnummer anges som NNNNNN-NNNN");
    expect(message("55603607930")).toBe("Organisationsnummer anges som NNNNNN-NNNN");
    expect(message("556036 0793")).toBe("Organisationsnummer anges som NNNNNN-NNNN");
  });
});
