/** The public face of the `users` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { createAccount, createUserManagementService, setMissingIdentityNumber, setOwnLocale } from "./management-service";
export { assertPasswordNotCommon, hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
export { presentUser } from "./presenter";
export {
  consumeResetToken,
  countAdmins,
  deleteSessionsOfUser,
  employeeNumberInUse,
  findUserByEmail,
  findUserById,
  findUserFullName,
  hasRole,
  storeResetToken,
} from "./repo";
export { usersRouter } from "./routes";
