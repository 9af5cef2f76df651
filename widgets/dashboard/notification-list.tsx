// IN PROGRESS: replaced by the widget's implementation.
export const notificationListCss = "";
export function NotificationList() {
  return null;
}
