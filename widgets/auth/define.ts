import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as forgotPassword } from "./forgot-password/forgot-password.api.ts";
import { tag as resetPassword } from "./reset-password/reset-password.api.ts";
import { tag as signin } from "./signin/signin.api.ts";
import { tag as signup } from "./signup/signup.api.ts";

/** The sign-in family: signing in, creating an account, and getting back into one. Each tag's code loads with the first element of its kind on the page. */
defineFamily([
  [signin, () => import("./signin/signin.tsx")],
  [signup, () => import("./signup/signup.tsx")],
  [forgotPassword, () => import("./forgot-password/forgot-password.tsx")],
  [resetPassword, () => import("./reset-password/reset-password.tsx")],
]);
