import { signal } from "@preact/signals-react";
import { LOW_DATA_KEY as KEY } from "#shared/browser/device-keys.ts";
import { storage } from "#shared/browser/storage.ts";
import { getConfig } from "./runtime.ts";

/**
 * Low-data mode, for learners who pay for data by the megabyte. On when the browser asks to save
 * data (its `Save-Data: on` header, which the platform's server passes to the widgets, or
 * `navigator.connection.saveData`), or when the learner turns it on in their settings; the
 * learner's own choice, on or off, stands over the browser's. Kept on this device.
 */
export type LowDataChoice = "on" | "off";

const stored = (): LowDataChoice | null => {
  const value = storage.local.get(KEY);
  return value === "on" || value === "off" ? value : null;
};

/** The learner's own choice on this device, or null: the browser's stands. */
export const lowDataChoice = signal<LowDataChoice | null>(stored(), { name: "lowData.choice" });

/** What the browser says, as far as the page can know: the header the page came with, or the connection's setting. */
export function browserSavesData(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection;
  return getConfig().saveData || connection?.saveData === true;
}

/** Whether the widgets save data now (read in a render, it renders again when the learner's choice changes). */
export function lowData(): boolean {
  const choice = lowDataChoice.value;
  return choice ? choice === "on" : browserSavesData();
}

/** Sets the learner's choice (null: follow the browser again), for this device. */
export function chooseLowData(choice: LowDataChoice | null): void {
  if (choice) storage.local.set(KEY, choice);
  else storage.local.remove(KEY);
  lowDataChoice.value = choice;
}
