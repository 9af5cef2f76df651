import { defineWidget } from "../../shared/element/define-widget.tsx";
import { lazyWidget } from "../../shared/element/lazy-widget.tsx";
import { startPage } from "../../shared/element/start-page.ts";
import { AccountShell, accountShellCss } from "./account-shell.tsx";
import * as props from "./element-props.ts";

/**
 * The learner area's family. The account shell frames every account page, so it comes with the
 * family; each page's own widget loads with the first element of its kind, so the dashboard's
 * chart or the onboarding's cropper never reach a page that does not show them.
 */
const Dashboard = lazyWidget(() => import("./dashboard.tsx").then((m) => ({ component: m.Dashboard, css: m.dashboardCss })));
const MyCourses = lazyWidget(() => import("./my-courses.tsx").then((m) => ({ component: m.MyCourses, css: m.myCoursesCss })));
const NotificationList = lazyWidget(() => import("./notification-list.tsx").then((m) => ({ component: m.NotificationList, css: m.notificationListCss })));
const PaymentHistory = lazyWidget(() => import("./payment-history.tsx").then((m) => ({ component: m.PaymentHistory, css: m.paymentHistoryCss })));
const CertificateList = lazyWidget(() => import("./certificate-list.tsx").then((m) => ({ component: m.CertificateList, css: m.certificateListCss })));
const Profile = lazyWidget(() => import("./profile.tsx").then((m) => ({ component: m.Profile, css: m.profileCss })));
const Settings = lazyWidget(() => import("./settings.tsx").then((m) => ({ component: m.Settings, css: m.settingsCss })));
const Onboarding = lazyWidget(() => import("./onboarding.tsx").then((m) => ({ component: m.Onboarding, css: m.onboardingCss })));

startPage();
defineWidget("lp-account-shell", AccountShell, { props: props.accountShellProps, css: accountShellCss });
defineWidget("lp-dashboard", Dashboard, { props: props.dashboardProps });
defineWidget("lp-my-courses", MyCourses, { props: props.myCoursesProps });
defineWidget("lp-notification-list", NotificationList, { props: props.notificationListProps });
defineWidget("lp-payment-history", PaymentHistory, { props: props.paymentHistoryProps });
defineWidget("lp-certificate-list", CertificateList, { props: props.certificateListProps });
defineWidget("lp-profile", Profile, { props: props.profileProps });
defineWidget("lp-settings", Settings, { props: props.settingsProps });
defineWidget("lp-onboarding", Onboarding, { props: props.onboardingProps });

declare global {
  interface HTMLElementTagNameMap {
    "lp-account-shell": HTMLElement;
    "lp-dashboard": HTMLElement;
    "lp-my-courses": HTMLElement;
    "lp-notification-list": HTMLElement;
    "lp-payment-history": HTMLElement;
    "lp-certificate-list": HTMLElement;
    "lp-profile": HTMLElement;
    "lp-settings": HTMLElement & { view?: string };
    "lp-onboarding": HTMLElement;
  }
}
