// The checkout's messages, word for word (docs/pages.md quotes them), in one place so every step shows the same text.
export const CHECKOUT_MESSAGES = {
  loadPaymentSystem: "Failed to load payment system. Please refresh the page.",
  noClientSecret: "No client secret received from payment intent.",
  initializePayment: "Failed to initialize payment. Please try again.",
  paymentFailed: "Payment failed",
  paymentFailedRetry: "Payment failed. Please try again.",
  unexpected: "An unexpected error occurred.",
  processing: "Payment processing. Please wait...",
  noOrderId: "Order created but no order ID returned.",
  orderFailed: "Order creation failed. Please contact support.",
  selectAddress: "Please select a shipping address before proceeding.",
  noAddressSelected: "No shipping address selected. Please go back.",
  saveAddress: "Failed to save address. Please try again.",
  walletAddressRequired: "Shipping address is required",
  emptyCart: "Your cart is empty",
} as const;
