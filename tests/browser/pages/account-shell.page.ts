/** A signed-in page with the learner-area family defined and a short page inside the account shell. */
import "./page-setup.ts";
import "./session-setup.ts";
import "../../../widgets/dashboard/define.ts";

const shell = document.createElement("lp-account-shell");
shell.innerHTML = `<p id="content">A short page.</p>`;
document.body.style.margin = "0";
document.body.append(shell);
window.lpPage!.ready = true;
