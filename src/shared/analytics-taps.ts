/** The taps the web app reports: call, WhatsApp, message, website (without zod: every listing card reports them). */
export const TAP_KINDS = ['call', 'whatsapp', 'message', 'website'] as const;
export type TapKind = (typeof TAP_KINDS)[number];
