export const SUMMARY_PATH = "/api/summary";

export const summaryKeys = {
  /** The signed-in user's own dashboard figures; stale after any change to their reports. */
  all: [SUMMARY_PATH] as const,
};
