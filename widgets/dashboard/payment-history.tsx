// IN PROGRESS: replaced by the widget's implementation.
export const paymentHistoryCss = "";
export function PaymentHistory() {
  return null;
}
