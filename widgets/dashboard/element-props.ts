/**
 * The attributes of each element of the family: all defineWidget needs at definition time, so
 * defining an element loads none of its code.
 */
export const accountShellProps = {} as const;
export const dashboardProps = {} as const;
export const myCoursesProps = {} as const;
export const notificationListProps = {} as const;
export const paymentHistoryProps = {} as const;
export const certificateListProps = {} as const;
export const profileProps = {} as const;
/** view: hub (default), profile, interests, privacy, password or notifications. */
export const settingsProps = { view: "string" } as const;
export const onboardingProps = {} as const;
