// The progress bar's stylesheet is exported without a file extension.
declare module '@bprogress/core/css';
