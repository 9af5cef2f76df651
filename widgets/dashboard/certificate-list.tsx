// IN PROGRESS: replaced by the widget's implementation.
export const certificateListCss = "";
export function CertificateList() {
  return null;
}
