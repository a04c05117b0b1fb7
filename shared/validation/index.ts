export * from "./constants";
export * from "./messages";
export * from "./fields";
export * from "./auth";
export * from "./time-reports";
export * from "./projects";
export * from "./users";
export * from "./closures";
