import { describe, expect, it } from "vitest";
import { CALENDAR_MSG } from "./calendar";
import { swedishNumber } from "../domain";
import { MSG } from "./messages";
import { PROJECT_MSG } from "./projects";
import { TIME_REPORT_MSG } from "./time-reports";
import { UPLOAD_MSG } from "./uploads";

describe("swedishNumber", () => {
  it.each([
    [0.5, "0,5"],
    [16.5, "16,5"],
    [24, "24"],
    [999_999, "999 999"],
    [1234.25, "1 234,25"],
  ])("%d → %s", (n, text) => {
    expect(swedishNumber(n)).toBe(text);
  });
});

describe("messages that name a limit", () => {
  // Built from the constants; the words users read stay exactly these.
  it.each([
    [MSG.passwordMin, "Lösenord måste vara minst 8 tecken"],
    [MSG.passwordMax, "Lösenordet får vara högst 200 tecken"],
    [MSG.usernameMin, "Användarnamn måste vara minst 3 tecken"],
    [MSG.descriptionMin, "Beskrivning måste vara minst 10 tecken"],
    [TIME_REPORT_MSG.hoursMax, "Timmar får vara högst 24"],
    [TIME_REPORT_MSG.hoursStep, "Timmar anges i steg om 0,5"],
    [TIME_REPORT_MSG.dayTotal, "Summan för dagen får vara högst 24 timmar"],
    [TIME_REPORT_MSG.tooManyAttachments, "Högst 20 bilder per lista"],
    [CALENDAR_MSG.tooLong, "Perioden får vara högst 400 dagar"],
    [PROJECT_MSG.estimatedHoursInvalid, "Beräknade timmar måste vara ett tal mellan 0 och 999 999"],
    [UPLOAD_MSG.tooLarge, "Filen är för stor. Maxstorlek är 10 MB."],
  ])("%s", (message, text) => {
    expect(message).toBe(text);
  });
});
