import { useSignals } from "@preact/signals-react/runtime";
import { type ReactElement, useId, useMemo, useState } from "react";
import { localeTag } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { t } from "./date-fields.messages.ts";

type Part = "day" | "month" | "year";

/** The order the learner's language writes a date in (day, month, year in French). */
function partOrder(tag: string): Part[] {
  const order = new Intl.DateTimeFormat(tag, { day: "numeric", month: "numeric", year: "numeric" })
    .formatToParts(new Date(2000, 11, 31))
    .map((p) => p.type)
    .filter((type): type is Part => type === "day" || type === "month" || type === "year");
  return order.length === 3 ? order : ["day", "month", "year"];
}

const pad = (text: string, width: number) => text.padStart(width, "0");

/** YYYY-MM-DD once all three parts are written in full, otherwise "" (not finished yet). */
export function composeDate(day: string, month: string, year: string): string {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return "";
  return `${year}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * A date as three labelled fields (day, month by name, year) in the order of the learner's
 * language: a date input shows the browser's order (mm/dd/yyyy on a French page in many
 * browsers), and a birth date is quicker to type than to pick. `onValue` receives YYYY-MM-DD
 * when the date is written in full, and "" until then. Its CSS (date-fields.css) joins the styles
 * of the widget that shows it.
 */
export function DateFields({
  legend,
  value,
  onValue,
  describedBy,
  invalid,
  autoCompletePrefix = "bday",
}: {
  legend: string;
  value: string;
  onValue: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
  autoCompletePrefix?: string;
}) {
  useSignals();
  const id = useId();
  const initial = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [parts, setParts] = useState<Record<Part, string>>({
    day: initial ? String(Number(initial[3])) : "",
    month: initial ? String(Number(initial[2])) : "",
    year: initial?.[1] ?? "",
  });
  const tag = localeTag(locale.value);
  const order = useMemo(() => partOrder(tag), [tag]);
  const months = useMemo(() => {
    const name = new Intl.DateTimeFormat(tag, { month: "long", timeZone: "UTC" });
    return Array.from({ length: 12 }, (_, i) => name.format(new Date(Date.UTC(2000, i, 1))));
  }, [tag]);

  function set(part: Part, text: string) {
    const next = { ...parts, [part]: part === "month" ? text : text.replace(/\D/g, "").slice(0, part === "year" ? 4 : 2) };
    setParts(next);
    onValue(composeDate(next.day, next.month, next.year));
  }

  const common = { "aria-invalid": invalid || undefined, "aria-describedby": describedBy };
  const fields: Record<Part, ReactElement> = {
    day: (
      <div className="lp-date-part lp-date-day" key="day">
        <label htmlFor={`${id}-day`}>{t("date.day")}</label>
        <input
          id={`${id}-day`}
          inputMode="numeric"
          autoComplete={`${autoCompletePrefix}-day`}
          maxLength={2}
          value={parts.day}
          onChange={(e) => set("day", e.currentTarget.value)}
          {...common}
        />
      </div>
    ),
    month: (
      <div className="lp-date-part lp-date-month" key="month">
        <label htmlFor={`${id}-month`}>{t("date.month")}</label>
        <select
          id={`${id}-month`}
          autoComplete={`${autoCompletePrefix}-month`}
          value={parts.month}
          onChange={(e) => set("month", e.currentTarget.value)}
          {...common}
        >
          <option value="">{t("date.choose-month")}</option>
          {months.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
      </div>
    ),
    year: (
      <div className="lp-date-part lp-date-year" key="year">
        <label htmlFor={`${id}-year`}>{t("date.year")}</label>
        <input
          id={`${id}-year`}
          inputMode="numeric"
          autoComplete={`${autoCompletePrefix}-year`}
          maxLength={4}
          value={parts.year}
          onChange={(e) => set("year", e.currentTarget.value)}
          {...common}
        />
      </div>
    ),
  };

  return (
    <fieldset className="lp-date" part="field">
      <legend>{legend}</legend>
      <div className="lp-date-parts">{order.map((part) => fields[part])}</div>
    </fieldset>
  );
}
