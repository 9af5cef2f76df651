import { defineMessages } from "#shared/i18n/messages.ts";

/** The low-data stand-in for a video player. */
export const t = defineMessages({
  en: {
    "video-gate.on-demand": "Low-data mode: the video loads only when you press Play.",
  },
  fr: {
    "video-gate.on-demand": "Mode données réduites : la vidéo ne se charge que lorsque vous appuyez sur Lire.",
  },
});
