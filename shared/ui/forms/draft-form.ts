import { type FormEvent, useLayoutEffect, useState } from "react";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { storage } from "#shared/browser/storage.ts";
import { useDrawnByServer } from "#shared/data/handed.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";

export type Status = "idle" | "sending" | "sent";

export interface DraftFormOptions<F extends string> {
  fields: readonly F[];
  required: readonly F[];
  /** Where the draft waits on this device until it is sent. */
  draftKey: string;
  send(values: Record<F, string>): Promise<{ message?: string }>;
  words: {
    /** Toast when a required field is empty. */
    missing: string;
    /** Toast on success, when the server says nothing. */
    sent: string;
    /** The call's default sentence on failure, in the page's language. */
    failed: string;
  };
}

const empty = <F extends string>(fields: readonly F[]) => Object.fromEntries(fields.map((f) => [f, ""])) as Record<F, string>;

function readDraft<F extends string>(key: string, fields: readonly F[]): Record<F, string> {
  const values = empty(fields);
  try {
    const saved = JSON.parse(storage.local.get(key) ?? "{}") as Record<string, unknown>;
    for (const f of fields) if (typeof saved[f] === "string") values[f] = saved[f] as string;
  } catch {
    // A draft that does not parse is no draft.
  }
  return values;
}

/**
 * A public form (contact, partner application): its fields kept on the device as they are typed
 * (a reload or a dropped connection loses nothing), required fields checked before anything is
 * sent, one submission at a time (useAction), fields and draft cleared only once the server has the message.
 * A failure keeps everything and says why, with the server's words for each field it names.
 */
export function useDraftForm<F extends string>({ fields, required, draftKey, send, words }: DraftFormOptions<F>) {
  // The server drew the fields empty (it has no device to read a draft from): taking its drawing
  // over, the draft comes in the same commit, before the paint, and is written only once it has.
  const drawnByServer = useDrawnByServer();
  const [values, setValues] = useState(() => (drawnByServer ? empty(fields) : readDraft(draftKey, fields)));
  const [draftRead, setDraftRead] = useState(!drawnByServer);
  useLayoutEffect(() => {
    if (draftRead) return;
    setValues(readDraft(draftKey, fields));
    setDraftRead(true);
  }, []);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [sent, setSent] = useState(false);
  const sending = useAction((values: Record<F, string>) => send(values), {
    succeeded: (answer) => {
      storage.local.remove(draftKey);
      setValues(empty(fields));
      setErrors({});
      setSent(true);
      toast(answer.message || words.sent, "success");
    },
    failed: (failure) => {
      const named = failure instanceof ApiError ? failure.fieldErrors : {};
      setErrors(Object.fromEntries(fields.filter((f) => named[f]?.length).map((f) => [f, named[f][0]])) as Partial<Record<F, string>>);
      toast(readableError(failure, words.failed), "error");
    },
  });
  const status: Status = sending.busy ? "sending" : sent ? "sent" : "idle";

  // Written as the change commits, not a frame later (Preact runs passive effects after paint):
  // a reload or a power cut right after the last keystroke keeps it.
  useLayoutEffect(() => {
    if (!draftRead) return;
    if (Object.values<string>(values).some((value) => value !== "")) storage.local.set(draftKey, JSON.stringify(values));
    else storage.local.remove(draftKey);
  }, [values, draftKey, draftRead]);

  function set(field: F, value: string) {
    setValues((all) => ({ ...all, [field]: value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
    setSent(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.busy) return;
    const form = event.currentTarget;
    const missing = required.filter((f) => !values[f].trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f, words.missing])) as Partial<Record<F, string>>);
      form.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      toast(words.missing, "error");
      return;
    }
    return sending.run(Object.fromEntries(fields.map((f) => [f, values[f].trim()])) as Record<F, string>);
  }

  return { values, errors, status, set, submit };
}
