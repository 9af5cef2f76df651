import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useEffect, useId, useState } from "react";
import { getConfig } from "#shared/config/runtime.ts";
import { useHandedValue } from "#shared/data/handed.ts";
import { formatDate, formatNumber } from "#shared/format/format.ts";
import { Button } from "#shared/ui/button.tsx";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { TextField } from "#shared/ui/forms/fields.tsx";
import { Hero } from "../components/hero.tsx";
import marketingCss from "../components/marketing.css?inline";
import css from "./coming-soon.css?inline";
import { t } from "./coming-soon.messages.ts";
import { OPENING, OPENING_DAY, remaining } from "./countdown.ts";

export const styles = [fieldsCss, marketingCss, css];

/**
 * <lp-coming-soon>: the countdown to the planned opening, or, once it has passed, a plain
 * statement that it has. The notify form asks for an e-mail address (required, typed as one);
 * the contract has no call to keep it, so it opens the visitor's e-mail app with the request
 * written, to the platform's contact address.
 */
export default function ComingSoon() {
  useSignals();
  // The server's clock for the first render, which the page's drawing showed; the browser's from the next.
  const drawnAt = useHandedValue("now", () => Date.now());
  const [now, setNow] = useState(drawnAt);
  const [email, setEmail] = useState("");
  const formId = useId();
  const left = remaining(OPENING, now);

  useEffect(() => {
    if (!left) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left === null]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!event.currentTarget.reportValidity() || !address) return;
    const query = new URLSearchParams({ subject: t("coming-soon.mail-subject"), body: t("coming-soon.mail-body", { email: address }) });
    window.location.assign(`mailto:${getConfig().support.contact}?${query.toString().replace(/\+/g, "%20")}`);
  }

  const units = left
    ? ([
        ["coming-soon.days", left.days],
        ["coming-soon.hours", left.hours],
        ["coming-soon.minutes", left.minutes],
        ["coming-soon.seconds", left.seconds],
      ] as const)
    : [];
  return (
    <div className="mk-page">
      <Hero title={t("coming-soon.title")} lead={t("coming-soon.lead")} />
      <section className="soon-countdown lp-card" aria-labelledby="soon-countdown" part="countdown">
        <h2 id="soon-countdown" className="lp-visually-hidden">
          {t("coming-soon.countdown")}
        </h2>
        {left ? (
          <div role="timer" aria-live="off">
            <dl className="soon-units">
              {units.map(([key, value]) => (
                <div key={key} className="soon-unit">
                  <dt>{t(key)}</dt>
                  <dd>{formatNumber(value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <p className="soon-passed">{t("coming-soon.passed", { date: formatDate(OPENING_DAY) })}</p>
        )}
      </section>
      <form className="soon-form lp-card" aria-labelledby={`${formId}-title`} onSubmit={submit} part="form">
        <h2 id={`${formId}-title`} className="soon-form-title">
          {t("coming-soon.notify")}
        </h2>
        <TextField label={t("coming-soon.email")} type="email" autoComplete="email" required value={email} onValue={setEmail} hint={t("coming-soon.how")} />
        <Button type="submit">{t("coming-soon.submit")}</Button>
      </form>
    </div>
  );
}
