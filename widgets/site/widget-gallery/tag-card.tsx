import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { embedCode } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { Button } from "#shared/ui/button.tsx";
import { t as tcopy } from "#shared/ui/copy/copy.messages.ts";
import { CopyBox } from "#shared/ui/copy/copy-box.tsx";
import { LivePreview } from "./live-preview.tsx";
import type { AttributeDoc, NamedDoc, TagDoc } from "./manifest.ts";
import { tag as gallery } from "./widget-gallery.api.ts";
import { t } from "./widget-gallery.messages.ts";

/** A switch is on or off; any other attribute is text. */
type Values = Record<string, string | boolean>;

/** The attributes as the tag receives them: a switch on is present (empty), off is absent, and so is an empty field. */
export const attributesOf = (values: Values): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) =>
      value === true ? [[name, ""]] : typeof value === "string" && value.trim() ? [[name, value.trim()]] : [],
    ),
  );

/** One attribute's control, labelled with its name and described by its documentation. */
function AttributeField({ doc, value, onValue }: { doc: AttributeDoc; value: string | boolean; onValue: (value: string | boolean) => void }) {
  useSignals();
  const id = useId();
  const note = `${id}-note`;
  const label = <code>{doc.name}</code>;
  const hint = (
    <p id={note} className="lp-field-hint">
      {doc.description}
    </p>
  );
  const { input } = doc;
  if (input.kind === "boolean")
    return (
      <div className="lp-field gallery-switch" part="field">
        <div className="lp-checkbox">
          <input id={id} type="checkbox" checked={value === true} aria-describedby={note} onChange={(e) => onValue(e.currentTarget.checked)} />
          <label htmlFor={id}>{label}</label>
        </div>
        {hint}
      </div>
    );
  return (
    <div className="lp-field" part="field">
      <label htmlFor={id}>{label}</label>
      {input.kind === "choice" ? (
        <select id={id} value={String(value)} aria-describedby={note} onChange={(e) => onValue(e.currentTarget.value)}>
          <option value="">{t("gallery.default")}</option>
          {input.values.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          inputMode={input.kind === "number" ? "numeric" : undefined}
          value={String(value)}
          aria-describedby={note}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onValue(e.currentTarget.value)}
        />
      )}
      {hint}
    </div>
  );
}

/** A list of names and what they are, under a disclosure that says how many. */
function Listing<T extends NamedDoc>({
  title,
  items,
  name = (item) => <code>{item.name}</code>,
}: {
  title: string;
  items: T[];
  name?: (item: T) => ReactNode;
}) {
  useSignals();
  return (
    <details className="gallery-listing">
      <summary>
        {title} ({items.length})
      </summary>
      {items.length === 0 ? (
        <p className="gallery-muted">{t("gallery.none")}</p>
      ) : (
        <dl>
          {items.map((item) => (
            <div key={item.name}>
              <dt>{name(item)}</dt>
              <dd>{item.description}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}

/**
 * One tag: what it is, its attributes to try (the preview and the code follow on Show), the tag
 * live, the code to paste, and its events, parts and custom properties.
 */
export function TagCard({ doc, initial }: { doc: TagDoc; initial: Record<string, string> }) {
  useSignals();
  const titleId = useId();
  const start: Values = Object.fromEntries(doc.attributes.map((a) => [a.name, a.input.kind === "boolean" ? a.name in initial : (initial[a.name] ?? "")]));
  const [draft, setDraft] = useState(start);
  const [shown, setShown] = useState(start);
  const lang = locale.value;
  const code = embedCode(doc.tag, attributesOf(shown), lang === "fr" ? { locale: "fr" } : {});

  function show(event: FormEvent) {
    event.preventDefault();
    setShown(draft);
  }

  return (
    <section id={doc.tag} className="gallery-tag lp-card" aria-labelledby={titleId} part="tag">
      <h3 id={titleId} className="gallery-tag-name">
        <code>{`<${doc.tag}>`}</code>
      </h3>
      <p className="gallery-description">{doc.description}</p>
      <div className="gallery-try">
        <form className="gallery-attributes" onSubmit={show} aria-label={t("gallery.attributes-of", { tag: doc.tag })}>
          <p className="gallery-label">{t("gallery.attributes")}</p>
          {doc.attributes.map((a) => (
            <AttributeField key={a.name} doc={a} value={draft[a.name]} onValue={(value) => setDraft({ ...draft, [a.name]: value })} />
          ))}
          <Button type="submit" variant="secondary">
            {t("gallery.show")}
          </Button>
        </form>
        {doc.tag === gallery.tag ? (
          // The gallery inside itself would start every preview again, frame in frame.
          <p className="gallery-preview gallery-self">{t("gallery.self")}</p>
        ) : (
          <LivePreview key={`${lang}:${code}`} tag={doc.tag} code={code} lang={lang} events={doc.events.map((e) => e.name)} />
        )}
      </div>
      <CopyBox multiline label={t("gallery.code")} value={code} copied={t("gallery.code-copied")} button={tcopy("copy.code")} />
      <Listing
        title={t("gallery.events")}
        items={doc.events}
        name={(item) => (
          <>
            <code>{item.name}</code> <code className="gallery-detail">{item.type}</code>
          </>
        )}
      />
      <Listing title={t("gallery.parts")} items={doc.parts} name={(item) => <code>{`${doc.tag}::part(${item.name})`}</code>} />
      <Listing title={t("gallery.properties")} items={doc.cssProperties} />
    </section>
  );
}
