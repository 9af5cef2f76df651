import { defineWidget } from "../../shared/element/define-widget.tsx";
import { startPage } from "../../shared/element/start-page.ts";
import css from "./auth.css?inline";
import { ForgotPassword } from "./forgot-password.tsx";
import { ResetPassword } from "./reset-password.tsx";
import { SignIn } from "./signin.tsx";
import { SignUp } from "./signup.tsx";

/** The sign-in family: the only module here with side effects. */
startPage();
defineWidget("lp-signin", SignIn, { props: {}, css });
defineWidget("lp-signup", SignUp, { props: {}, css });
defineWidget("lp-forgot-password", ForgotPassword, { props: {}, css });
defineWidget("lp-reset-password", ResetPassword, { props: { token: "string", email: "string" }, css });

declare global {
  interface HTMLElementTagNameMap {
    "lp-signin": HTMLElement;
    "lp-signup": HTMLElement;
    "lp-forgot-password": HTMLElement;
    "lp-reset-password": HTMLElement & { token?: string; email?: string };
  }
}
