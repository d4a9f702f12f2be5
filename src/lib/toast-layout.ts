/**
 * Where toasts sit, for the server's flash toasts (Toasts.astro) and the islands' (Toasts.tsx) alike: at most 384 px
 * wide. From 768 px, where the sidebar is always shown, 8 px from the top as the spec has it (§9); on a phone they sit
 * 24 px above the bottom instead, so they never cover the top bar's Menu button (issue 25).
 */
export const TOASTS_CLASS =
  'toasts pointer-events-none fixed inset-x-0 bottom-6 z-50 flex flex-col items-center gap-2 px-6 md:bottom-auto md:top-[8px] md:px-2';
