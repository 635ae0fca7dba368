interface Window {
  dataLayer?: Record<string, unknown>[];
}
