import { request } from "#shared/api/client.ts";
import { USER_PATH } from "#shared/api/early-call.ts";
import { AnySchema, during, SessionSchema, UserResponseSchema } from "#shared/api/schemas.ts";

export const postLogin = (body: { email: string; password: string }) =>
  request(SessionSchema, "/login", { method: "POST", body, fallback: during("during login") });

/** `code` is the e-mailed code the learner typed, for an API that checks it (the contract's does not). */
export const postRegister = (body: { first_name: string; last_name: string; email: string; password: string; password_confirmation: string; code?: string }) =>
  request(SessionSchema, "/register", { method: "POST", body, fallback: during("during registration") });

export const postGoogleSignIn = (idToken: string) =>
  request(SessionSchema, "/auth/google", { method: "POST", body: { id_token: idToken }, fallback: during("during Google Sign In") });

/** `code` is the client's own code, in the contract's flow; an API that makes the code itself gets none. */
export const postSendVerificationEmail = (body: { name: string; email: string; code?: string }) =>
  request(AnySchema, "/send-verification-email", { method: "POST", body, fallback: during("while sending verification email") });

export const postForgotPassword = (email: string) =>
  request(AnySchema, "/forgot-password", { method: "POST", body: { email }, fallback: during("while sending password reset link") });

export const postResetPassword = (body: { password: string; password_confirmation: string; token: string; email: string }) =>
  request(AnySchema, "/reset-password", { method: "POST", body, fallback: during("while resetting password") });

export const postLogout = () => request(AnySchema, "/logout", { method: "POST", fallback: during("during logout") });

export const getUser = () => request(UserResponseSchema, USER_PATH, { fallback: during("while fetching user data") });
