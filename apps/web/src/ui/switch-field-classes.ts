/** The look of a switch field, shared by the control and its placeholder while it loads. */
export const SWITCH_FIELD_CLASSES = {
  field: 'flex items-center gap-4 rounded-2xl border border-ink-950/10 bg-white px-5 py-4',
  label: 'block text-sm font-semibold text-ink-950',
  description: 'text-sm text-ink-600',
  track:
    'group relative ms-auto inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-ink-300 transition-colors data-checked:bg-accent-600',
  thumb: 'ms-1 size-5 rounded-full bg-white shadow transition-[margin] group-data-checked:ms-6',
} as const;
