import { describe, expect, it } from "vitest";
import { eachDate } from "../dates";
import { zonedInstant } from "../wall-clock";
import { instantOf } from "./instants";

describe("instantOf", () => {
  it("agrees with zonedInstant on ordinary days and on both clock change days", () => {
    for (const timeZone of ["Europe/Stockholm", "America/New_York", "UTC"]) {
      for (const date of eachDate("2026-03-07", "2026-04-02").concat(eachDate("2026-10-22", "2026-11-03"))) {
        for (const time of ["00:00", "01:30", "02:00", "02:30", "03:00", "07:15", "23:59"]) {
          expect(instantOf(date, time, timeZone), `${timeZone} ${date} ${time}`).toBe(zonedInstant(date, time, timeZone));
        }
      }
    }
  });
});
