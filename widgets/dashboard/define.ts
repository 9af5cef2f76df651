import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as accountShell } from "./account-shell/account-shell.api.ts";
import { tag as certificateList } from "./certificate-list/certificate-list.api.ts";
import { tag as dashboard } from "./dashboard/dashboard.api.ts";
import { tag as myCourses } from "./my-courses/my-courses.api.ts";
import { tag as notificationList } from "./notification-list/notification-list.api.ts";
import { tag as onboarding } from "./onboarding/onboarding.api.ts";
import { tag as paymentHistory } from "./payment-history/payment-history.api.ts";
import { tag as profile } from "./profile/profile.api.ts";
import { tag as settings } from "./settings/settings.api.ts";

/** The learner area's family: the account shell and the pages inside it. Each tag's code loads with the first element of its kind on the page. */
defineFamily([
  [accountShell, () => import("./account-shell/account-shell.tsx")],
  [dashboard, () => import("./dashboard/dashboard.tsx")],
  [myCourses, () => import("./my-courses/my-courses.tsx")],
  [notificationList, () => import("./notification-list/notification-list.tsx")],
  [paymentHistory, () => import("./payment-history/payment-history.tsx")],
  [certificateList, () => import("./certificate-list/certificate-list.tsx")],
  [profile, () => import("./profile/profile.tsx")],
  [settings, () => import("./settings/settings.tsx")],
  [onboarding, () => import("./onboarding/onboarding.tsx")],
]);
