// Runs in the browser before the pages' code (Next's client instrumentation): the pages'
// policy allows no eval, so zod parses without probing for it (see the module).
import '@shop/api-client/no-eval';
