// IN PROGRESS: replaced by the widget's implementation.
export const settingsCss = "";
export function Settings() {
  return null;
}
