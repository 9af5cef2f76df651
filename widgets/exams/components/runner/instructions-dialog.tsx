import { useSignals } from "@preact/signals-react/runtime";
import { getConfig } from "#shared/config/runtime.ts";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import { t } from "./runner.messages.ts";

const SECTIONS = [
  ["runner.instructions.before", "runner.instructions.before.body"],
  ["runner.instructions.during", "runner.instructions.during.body"],
  ["runner.instructions.after", "runner.instructions.after.body"],
] as const;

/** 'Assessment Instructions': the four sections, support's contacts from the configuration. */
export function InstructionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useSignals();
  const { email, whatsapp } = getConfig().support;
  return (
    <Dialog open={open} title={t("runner.instructions.title")} onClose={onClose}>
      {SECTIONS.map(([title, body]) => (
        <section key={title} className="runner-instructions">
          <h3>{t(title)}</h3>
          <p>{t(body)}</p>
        </section>
      ))}
      <section className="runner-instructions">
        <h3>{t("runner.instructions.support")}</h3>
        <p>{t("runner.instructions.support.body", { email, phone: whatsapp })}</p>
      </section>
    </Dialog>
  );
}
