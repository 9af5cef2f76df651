import type { RouteName } from "#shared/config/config.ts";
import type { t } from "./account-shell.messages.ts";
import type { IconName } from "./icons.tsx";

interface MenuItem {
  route: RouteName;
  label: Parameters<typeof t>[0];
  icon: IconName;
}

/** The side menu, in the spec's order; Logout and the Pro banner follow. */
export const SIDE_ITEMS: readonly MenuItem[] = [
  { route: "dashboard", label: "account-shell.dashboard", icon: "dashboard" },
  { route: "myCourses", label: "account-shell.courses", icon: "courses" },
  { route: "exams", label: "account-shell.exams", icon: "exams" },
  { route: "payments", label: "account-shell.payments", icon: "payments" },
  { route: "notifications", label: "account-shell.notifications", icon: "bell" },
  { route: "profile", label: "account-shell.profile", icon: "profile" },
  { route: "certificates", label: "account-shell.certificates", icon: "certificates" },
  { route: "settings", label: "account-shell.settings", icon: "gear" },
];

/** The user menu in the header; Logout follows. */
export const USER_ITEMS: readonly MenuItem[] = [
  { route: "profile", label: "account-shell.profile", icon: "profile" },
  { route: "notifications", label: "account-shell.notifications", icon: "bell" },
  { route: "settings", label: "account-shell.settings", icon: "gear" },
];
