/** Shapes every module answers with: a plain confirmation, an error. */

/** A confirmation with nothing else to say (logout, forgot and reset password). */
export interface MessageResponse {
  message: string;
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
