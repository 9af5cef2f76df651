/// <reference types="mocha" />
/**
 * Two widgets on one page share one session: the user is fetched once however many widgets need
 * it, and every widget shows the same signed-in state.
 */
// Must come first: the token and the fetch stub have to be in place before the session module loads.
import "./pages/session-setup.ts";
import { expect } from "@esm-bundle/chai";
import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { getUser } from "#shared/api/auth.ts";
import { startSession, status, user } from "#shared/auth/session.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { API_DELAY_MS, fetchCalls, LEARNER } from "./pages/session-setup.ts";
import "../../widgets/auth/define.ts";
import "../../widgets/site/define.ts";
import { rendered, sleep, until } from "./helpers.ts";

/** A widget that needs the learner, as the dashboard or the account shell do. */
function WhoAmI() {
  useSignals();
  useEffect(() => {
    void startSession();
  }, []);
  return (
    <p className="who" data-status={status.value}>
      {user.value ? `${user.value.first_name} ${user.value.last_name}` : status.value}
    </p>
  );
}
defineWidget({ tag: "lp-test-whoami", attributes: {} }, { default: WhoAmI });

const userRequests = () => fetchCalls.filter((c) => c.method === "GET" && c.path === "/api/user");

describe("one session per page (real Chromium)", () => {
  let stage: HTMLElement;
  before(() => {
    stage = document.createElement("main");
    document.body.append(stage);
  });
  after(() => {
    stage.remove();
    sessionStorage.removeItem("authToken");
  });

  it("makes exactly one GET /api/user for several widgets, and they all show the same learner", async () => {
    const widgets = [
      document.createElement("lp-test-whoami"),
      document.createElement("lp-site-header"),
      document.createElement("lp-signin"),
      document.createElement("lp-test-whoami"),
    ];
    stage.append(...widgets);
    const [first, header, , second] = widgets;
    const names = await until(
      () => {
        const texts = [first, second].map((el) => el.shadowRoot?.querySelector(".who[data-status='authenticated']")?.textContent);
        return texts.every(Boolean) ? texts : false;
      },
      3000,
      "both widgets signed in",
    );
    expect(names).to.deep.equal([`${LEARNER.first_name} ${LEARNER.last_name}`, `${LEARNER.first_name} ${LEARNER.last_name}`]);
    // The header shows the way into the account, not "Start learning".
    const cta = await rendered<HTMLAnchorElement>(header, ".actions .cta");
    expect(cta.getAttribute("href")).to.contain("/account/dashboard");

    // A widget added later still does not ask again.
    const late = document.createElement("lp-test-whoami");
    stage.append(late);
    await until(() => late.shadowRoot?.querySelector(".who[data-status='authenticated']") ?? false);
    await sleep(API_DELAY_MS * 2);

    expect(userRequests(), "GET /api/user requests").to.have.length(1);
    expect(userRequests()[0].authorization).to.equal("Bearer tab-token-1");
  });

  it("shares one request between identical GETs in flight, and asks again once it has been answered", async () => {
    const before = userRequests().length;
    const answers = await Promise.all([getUser(), getUser(), getUser()]);
    expect(userRequests().length - before, "concurrent identical GETs").to.equal(1);
    expect(answers.map((a) => a.user.id)).to.deep.equal([LEARNER.id, LEARNER.id, LEARNER.id]);
    await getUser();
    expect(userRequests().length - before, "a later GET is a new request").to.equal(2);
  });
});
