/**
 * The ALTCHA widget's language packs register their strings when imported and export nothing
 * (the package declares no types for them).
 */
declare module 'altcha/i18n/zh-cn';
