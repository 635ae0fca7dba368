// Component styles are plain CSS files imported for their side effect; tsup bundles them into
// dist/index.css (exported as `@shop/ui/styles.css`).
declare module '*.css';
