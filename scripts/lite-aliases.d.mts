/** Module name → what the light flavour loads instead. */
export declare const LITE_ALIASES: Record<string, string>;
