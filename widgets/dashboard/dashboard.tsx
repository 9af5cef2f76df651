// IN PROGRESS: replaced by the widget's implementation.
export const dashboardCss = "";
export function Dashboard() {
  return null;
}
