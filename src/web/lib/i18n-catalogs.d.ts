/** A language's translations, compiled and keyed by message id by the build (build/i18n-plugin.ts). */
declare module 'virtual:i18n-catalog/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
