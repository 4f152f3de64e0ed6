export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The runtime config, from the same origin. */
export const loadConfig = async (): Promise<RuntimeConfig> => {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return response.json();
};

/** supabase-js's session: the localStorage key ending in -auth-token. */
export const accessToken = (): string | undefined => {
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key && key.endsWith('-auth-token')) {
      try {
        return JSON.parse(localStorage.getItem(key) ?? '')?.access_token;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};
