/** A page with the real auth and site families defined, as the loader would define them. */
import "./page-setup.ts";
import "../../../widgets/auth/define.ts";
import "../../../widgets/site/define.ts";

window.lpPage!.ready = true;
