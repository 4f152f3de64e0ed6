export const settingsTabs = [
  { value: 'general', label: 'Algemeen' },
  { value: 'buildings', label: 'Gebouwen' },
  { value: 'entrances', label: 'In- en uitgangen' },
] as const;

export type SettingsTab = (typeof settingsTabs)[number]['value'];

/** The tab named by ?tab=, or general for a missing or unknown value. */
export function tabFromParam(value: string | null): SettingsTab {
  return settingsTabs.find((tab) => tab.value === value)?.value ?? 'general';
}
