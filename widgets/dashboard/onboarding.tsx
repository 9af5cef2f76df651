// IN PROGRESS: replaced by the widget's implementation.
export const onboardingCss = "";
export function Onboarding() {
  return null;
}
