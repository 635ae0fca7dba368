/**
 * The `t` of a locale: every bundle of @shop/i18n, the API's own texts (`server.…`) included,
 * one i18next instance per locale for the process.
 */
export { serverTranslator as translator } from '@shop/i18n/server';
