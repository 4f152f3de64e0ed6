import { fetchUtils } from 'react-admin';
import postgrestRestProvider, {
  IDataProviderConfig,
  defaultPrimaryKeys,
  defaultSchema,
} from '@raphiniert/ra-data-postgrest';
import { accessToken, RuntimeConfig } from './config';

export const makeDataProvider = (config: RuntimeConfig) => {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(
      options.headers ?? { Accept: 'application/json' }
    );
    headers.set('apikey', config.supabaseAnonKey);
    const token = accessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  const providerConfig: IDataProviderConfig = {
    apiUrl: `${config.supabaseUrl}/rest/v1`,
    httpClient,
    defaultListOp: 'eq',
    primaryKeys: defaultPrimaryKeys,
    schema: defaultSchema,
  };
  return postgrestRestProvider(providerConfig);
};
