// IN PROGRESS: replaced by the widget's implementation.
export const profileCss = "";
export function Profile() {
  return null;
}
