/** Shapes every module answers with: a plain confirmation, an error. */

/** A confirmation with nothing else to say (logout, forgot and reset password). */
export interface MessageResponse {
  /** The text's stable code (docs/i18n.md, "Errors"). */
  code: string;
  /** In the request's language. */
  message: string;
}

export interface ApiErrorBody {
  /** Stable, whatever the language: `auth.invalid-credentials`, `validation.failed` (docs/i18n.md, "Errors"). */
  code: string;
  /** In the signed-in user's language; signed out, Accept-Language's best of sv, en and pl. */
  message: string;
  errors?: Record<string, string>;
  /** The code of each field's message in `errors`, for those that have one. */
  errorCodes?: Record<string, string>;
}
