import { defineWidget } from "../../shared/element/define-widget.tsx";
import { startPage } from "../../shared/element/start-page.ts";
import { AccountShell } from "./account-shell.tsx";
import css from "./account.css?inline";

/** The learner area's family. */
startPage();
defineWidget("lp-account-shell", AccountShell, { props: {}, css });

declare global {
  interface HTMLElementTagNameMap {
    "lp-account-shell": HTMLElement;
  }
}
